// Package nilerr forms its errors in a helper that appends the error it
// is given, if any: a call passing nil shows the message alone, so the
// message at the call is the text, and the fix appends the decision
// there.
package nilerr

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// toolError logs the failure and shows message, with err's text if
// there is one.
func toolError(message string, err error) (*mcp.CallToolResult, error) {
	full := message
	if err != nil {
		full = fmt.Sprintf("%s: %v", message, err)
	}
	slog.Error("tool error", "message", full)
	return mcp.NewToolResultError(full), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_module"), getModule)
}

func getModule(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("module_id", "")
	if id == "" {
		return toolError("module_id cannot be empty", nil) // want `no retry decision`
	}
	return mcp.NewToolResultText(id), nil
}
