package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tools proxying another MCP server, against the real client types: the
// other server's result text in this tool's failure is reported, the
// result forwarded whole is not.

type Docs struct {
	session *mcp.ClientSession
	c       *client.Client
}

func RegisterDocs(s *mcp.Server, m *server.MCPServer, d *Docs) {
	mcp.AddTool(s, &mcp.Tool{Name: "docs_search"}, d.search)
	s.AddTool(&mcp.Tool{Name: "docs_relay", InputSchema: map[string]any{"type": "object"}}, d.relay)
	m.AddTool(mcpgo.NewTool("docs_lookup"), d.lookup)
}

func (d *Docs) search(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, any, error) {
	res, err := d.session.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return nil, nil, fmt.Errorf("the docs server is unreachable. Transient; retry in a minute.")
	}
	if res.IsError {
		tc, _ := res.Content[0].(*mcp.TextContent)
		return nil, nil, fmt.Errorf("search failed: %s", tc.Text) // want `traceback: tool docs_search returns another MCP server's tool result from \(\*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession\).CallTool to the model`
	}
	return res, nil, nil
}

func (d *Docs) relay(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := d.session.CallTool(ctx, &mcp.CallToolParams{Name: req.Params.Name, Arguments: req.Params.Arguments})
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the docs server is unreachable. Transient; retry in a minute."}}}, nil
	}
	return res, nil
}

func (d *Docs) lookup(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	res, err := d.c.CallTool(ctx, req)
	if err != nil {
		return mcpgo.NewToolResultError("the docs server is unreachable. Transient; retry in a minute."), nil
	}
	if res.IsError {
		return mcpgo.NewToolResultError("lookup failed: " + mcpgo.GetTextFromContent(res.Content[0])), nil // want `traceback: tool docs_lookup passes another MCP server's tool result from \(\*github.com/mark3labs/mcp-go/client.Client\).CallTool to mcp.NewToolResultError`
	}
	return res, nil
}
