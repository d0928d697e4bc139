// Package onetype answers with the module's error where the operation
// returns one, and keeps a generic text for any other error. Where
// every error the operation returns is the module's type, the generic
// text can never be sent, and it needs no retry decision; where the
// operation can return another error, it can.
package onetype

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"retryable/onetype/ops"
)

// described words the module's error for the model.
func described(e *ops.Error) string {
	if e.Transient {
		return e.Message + ". Transient: retrying may succeed."
	}
	return e.Message + ". Not transient: retrying will not help."
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tickets"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		list, err := ops.Tickets(req.GetString("queue", ""))
		if err != nil {
			if e, ok := err.(*ops.Error); ok {
				return mcp.NewToolResultError(described(e)), nil
			}
			return mcp.NewToolResultError(fmt.Sprintf("listing failed: %v", err)), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(list)), nil
	})
	s.AddTool(mcp.NewTool("close"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ops.Close(req.GetString("id", "")); err != nil {
			e, ok := err.(*ops.Error)
			if !ok {
				return mcp.NewToolResultError("closing failed"), nil
			}
			return mcp.NewToolResultError(described(e)), nil
		}
		return mcp.NewToolResultText("closed"), nil
	})
	s.AddTool(mcp.NewTool("reopen"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ops.Close(req.GetString("id", "")); err != nil {
			var e *ops.Error
			if errors.As(err, &e) {
				return mcp.NewToolResultError(described(e)), nil
			}
			return mcp.NewToolResultError("reopening failed"), nil
		}
		return mcp.NewToolResultText("reopened"), nil
	})
	s.AddTool(mcp.NewTool("closeall"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ops.CloseAll([]string{req.GetString("id", "")}); err != nil {
			if e, ok := err.(*ops.Error); ok {
				return mcp.NewToolResultError(described(e)), nil
			}
			return mcp.NewToolResultError("closing all failed"), nil
		}
		return mcp.NewToolResultText("closed"), nil
	})
	s.AddTool(mcp.NewTool("reattach"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ops.Attach(req.GetString("id", ""), req.GetString("path", "")); err != nil {
			var e *ops.Error
			if errors.As(err, &e) {
				return mcp.NewToolResultError(described(e)), nil
			}
			return mcp.NewToolResultError("reattaching failed"), nil // want `tool reattach passes the error "reattaching failed" to mcp.NewToolResultError with no retry decision`
		}
		return mcp.NewToolResultText("reattached"), nil
	})
	s.AddTool(mcp.NewTool("attach"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ops.Attach(req.GetString("id", ""), req.GetString("path", "")); err != nil {
			if e, ok := err.(*ops.Error); ok {
				return mcp.NewToolResultError(described(e)), nil
			}
			return mcp.NewToolResultError("attaching failed"), nil // want `tool attach passes the error "attaching failed" to mcp.NewToolResultError with no retry decision`
		}
		return mcp.NewToolResultText("attached"), nil
	})
	s.AddTool(mcp.NewTool("assign"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := ops.Assign(req.GetString("id", ""), req.GetString("who", "")); err != nil {
			if e, ok := err.(*ops.Error); ok {
				return mcp.NewToolResultError(described(e)), nil
			}
			return mcp.NewToolResultError("assigning failed"), nil // want `tool assign passes the error "assigning failed" to mcp.NewToolResultError with no retry decision`
		}
		return mcp.NewToolResultText("assigned"), nil
	})
}
