// Package returnedhelper's handlers return a helper's results whole
// (return cancelExport(ctx, args.ExportID)) through an adapter that
// shows the error: the helper's call is the one that failed, so the
// fix's sentence names the helper's operation and the arguments it was
// given, also inside a path the handler builds around one; an amount
// is no argument to correct.
package returnedhelper

import (
	"context"
	"fmt"
	"net/url"

	"example.com/exports"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Any turns a handler of the module's shape into an mcp-go handler that
// shows the handler's error.
func Any[T any](h func(context.Context, T) (any, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		out, err := h(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	}
}

type ExportArgs struct {
	ExportID string `json:"export_id"`
	Limit    int    `json:"limit"`
}

var client = &exports.Client{}

// Export is what a helper answers.
type Export struct{ ID string }

func cancelExport(ctx context.Context, id string) (*Export, error) {
	if err := client.Cancel(ctx, id); err != nil {
		return nil, fmt.Errorf("cancel export %s: %w", id, err)
	}
	return &Export{ID: id}, nil
}

func cancelTool(ctx context.Context, args ExportArgs) (any, error) {
	return cancelExport(ctx, args.ExportID) // want `tool handler cancelTool passes text interpolating an error from \(\*example.com/exports.Client\).Cancel to mcp.NewToolResultError through returnedhelper.Any`
}

func retryTool(ctx context.Context, args ExportArgs) (any, error) {
	return cancelExport(ctx, "exports/"+url.PathEscape(args.ExportID)) // want `tool handler retryTool passes text interpolating an error from \(\*example.com/exports.Client\).Cancel to mcp.NewToolResultError through returnedhelper.Any`
}

func recentTool(ctx context.Context, args ExportArgs) (any, error) {
	return cancelExport(ctx, fmt.Sprint(args.Limit)) // want `tool handler recentTool passes text interpolating an error from \(\*example.com/exports.Client\).Cancel to mcp.NewToolResultError through returnedhelper.Any`
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("cancel_export"), Any(cancelTool))
	s.AddTool(mcp.NewTool("retry_export"), Any(retryTool))
	s.AddTool(mcp.NewTool("recent_export"), Any(recentTool))
}
