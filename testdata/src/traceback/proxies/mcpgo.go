package proxies

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Weather forwards to a weather server over mcp-go's client.
type Weather struct {
	c   *client.Client
	any client.MCPClient
}

// RegisterWeather adds the weather proxies to s.
func RegisterWeather(s *server.MCPServer, w *Weather) {
	s.AddTool(mcpgo.NewTool("forecast"), w.forecast)
	s.AddTool(mcpgo.NewTool("alerts"), w.alerts)
	s.AddTool(mcpgo.NewTool("radar"), w.radar)
}

func (w *Weather) forecast(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	res, err := w.c.CallTool(ctx, req)
	if err != nil {
		return mcpgo.NewToolResultError("the weather server is unreachable; retry in a minute."), nil
	}
	if res.IsError {
		return mcpgo.NewToolResultError("forecast failed: " + mcpgo.GetTextFromContent(res.Content[0])), nil // want `tool forecast passes another MCP server's tool result from \(\*github.com/mark3labs/mcp-go/client.Client\).CallTool to mcp.NewToolResultError`
	}
	return res, nil
}

// Through the client interface.
func (w *Weather) alerts(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	res, err := w.any.CallTool(ctx, req)
	if err != nil {
		return mcpgo.NewToolResultError("the weather server is unreachable; retry in a minute."), nil
	}
	if res.IsError {
		if tc, ok := res.Content[0].(mcpgo.TextContent); ok {
			return mcpgo.NewToolResultError(tc.Text), nil // want `tool alerts passes another MCP server's tool result from \(github.com/mark3labs/mcp-go/client.MCPClient\).CallTool to mcp.NewToolResultError`
		}
	}
	return res, nil
}

// The client's error is foreign text like any other: rawerr reports
// it; the successful content is the answer.
func (w *Weather) radar(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	res, err := w.c.CallTool(ctx, req)
	if err != nil {
		return mcpgo.NewToolResultError(err.Error()), nil
	}
	return mcpgo.NewToolResultText(mcpgo.GetTextFromContent(res.Content[0])), nil
}
