// Package helperframework passes mcp-go's missing-argument error to a
// helper that appends the error's text: the framework's words, which
// the helper may log instead, and the fix edits the helper once.
package helperframework

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_module"), getModule)
}

func toolError(message string, err error) (*mcp.CallToolResult, error) {
	full := message
	if err != nil {
		full = fmt.Sprintf("%s: %v", message, err)
	}
	return mcp.NewToolResultError(full), nil
}

func getModule(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return toolError("required input: 'name' (the module's name)", err) // want `tool get_module passes the error "required input: 'name' \(the module's name\): required argu\.\.\." to mcp.NewToolResultError \(formed by helperframework.toolError\) with no retry decision`
	}
	return mcp.NewToolResultText("module " + name), nil
}
