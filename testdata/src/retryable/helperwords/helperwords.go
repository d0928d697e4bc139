// Package helperwords passes the module's own error to a helper that
// appends the error's text: those words are the module's, the model can
// act on them, and no fix drops them (no golden file: a fix here fails
// the test).
package helperwords

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_cache"), listCache)
}

func fromErr(message string, err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: message + ": " + err.Error()}},
	}
}

var errDir = errors.New("a dir is required")

func listCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("dir", "") == "" {
		return fromErr("cannot list the cache", errDir), nil // want `tool list_cache puts the error "cannot list the cache: a dir is required" in mcp.TextContent.Text \(formed by helperwords.fromErr\) with no retry decision`
	}
	return mcp.NewToolResultText("listed"), nil
}
