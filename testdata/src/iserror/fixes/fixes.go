// Package fixes holds findings whose suggested fix, marking the result
// as an error, the golden file checks.
package fixes

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_file"), readFile)
	s.AddTool(mcp.NewTool("stat"), stat)
	s.AddTool(mcp.NewTool("remove"), remove)
}

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultText("could not read the file. Not transient; check the path."), nil // want `tool read_file passes text that reports a failure to mcp.NewToolResultText`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func stat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat(req.GetString("path", "")); err != nil {
		return &mcp.CallToolResult{
			Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "no such file. Not transient; check the path."}}, // want `tool stat puts text that reports a failure in mcp.TextContent.Text`
		}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "exists"}}}, nil
}

// Flagged, this text would lack a retry decision, which the retryable
// pass asks of every error: the fix marks it and appends the decision
// (the bounded one: nothing here decides).
func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Remove(req.GetString("path", "")); err != nil {
		return mcp.NewToolResultText("could not remove the file"), nil // want `tool remove passes text that reports a failure to mcp.NewToolResultText`
	}
	return mcp.NewToolResultText("removed"), nil
}
