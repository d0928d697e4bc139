// Package switchedcalls keeps in one variable the error of whichever
// API call a switch on the tool's input made, and reads its arguments
// through an accessor of its own. Nothing decides whether the failure
// can pass on a retry, so the fix's one sentence asks the model to
// check the arguments any of the calls was given, read through the
// accessor or directly; calls given only constants name none.
package switchedcalls

import (
	"context"
	"fmt"
	"strings"

	"example.com/exports"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// trimmed reads one argument of the request, trimmed.
func trimmed(req mcp.CallToolRequest, name string) string {
	return strings.TrimSpace(req.GetString(name, ""))
}

func Register(s *server.MCPServer, c *exports.Client) {
	s.AddTool(mcp.NewTool("act_on_export", mcp.WithString("export_id"), mcp.WithString("action")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := trimmed(req, "export_id")
		var err error
		switch req.GetString("action", "") {
		case "cancel":
			err = c.Cancel(ctx, id)
		case "retry":
			err = c.Retry(ctx, id)
		default:
			return mcp.NewToolResultError("action must be cancel or retry"), nil
		}
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to act on export %s: %v", id, err)), nil // want `tool act_on_export passes text interpolating an error from \(\*example.com/exports.Client\).Cancel and 1 more to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("done"), nil
	})
	s.AddTool(mcp.NewTool("act_on_latest", mcp.WithString("action")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var err error
		switch trimmed(req, "action") {
		case "cancel":
			err = c.Cancel(ctx, "latest")
		case "retry":
			err = c.Retry(ctx, "latest")
		default:
			return mcp.NewToolResultError("action must be cancel or retry"), nil
		}
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to act on the latest export: %v", err)), nil // want `tool act_on_latest passes text interpolating an error from \(\*example.com/exports.Client\).Cancel and 1 more to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("done"), nil
	})
}
