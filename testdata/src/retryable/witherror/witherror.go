// Package witherror returns tool results beside errors. mcp-go sends a
// handler's non-nil error as a JSON-RPC error and drops the result
// returned with it, so that result's words never reach the model and
// need no retry decision; the error is protocolerr's to judge. A result
// returned with a nil error is read.
package witherror

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := req.GetInt("number", 0)
		if n == 0 {
			return mcp.NewToolResultError("missing number"), errors.New("missing number")
		}
		if n < 0 {
			return mcp.NewToolResultError("negative number"), nil // want `tool issue passes the error "negative number" to mcp.NewToolResultError with no retry decision`
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
	// The same with results written as composite literals: the one
	// returned beside an error is dropped, the other is read.
	s.AddTool(mcp.NewTool("label"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		if name == "" {
			err := errors.New("missing name")
			return &mcp.CallToolResult{
				Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "missing name"}},
				IsError: true,
			}, err
		}
		if len(name) > 50 {
			return &mcp.CallToolResult{
				Content: []mcp.Content{mcp.TextContent{Type: "text", Text: "name too long"}}, // want `tool label puts the error "name too long" in mcp.TextContent.Text with no retry decision`
				IsError: true,
			}, nil
		}
		return mcp.NewToolResultText(name), nil
	})
}
