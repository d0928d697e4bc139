// Package wrapped serves the ticket desk over mcp-go. Its handlers show
// the errors of desk's client, which are the client's own words on some
// paths and wrap the HTTP client's errors on others.
package wrapped

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/wrapped/desk"
)

func Register(s *server.MCPServer, c *desk.Client) {
	s.AddTool(mcp.NewTool("get_ticket"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := req.RequireString("id")
		if err != nil {
			return mcp.NewToolResultError("get_ticket needs id, the ticket's number. Not transient; call again with id set."), nil
		}
		t, err := c.Ticket(ctx, id)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Failed to get ticket: %s", err.Error())), nil // want `tool get_ticket passes text interpolating an error from \(\*net/http.Client\).Do and 1 more to mcp.NewToolResultError: it leaks internals`
		}
		return mcp.NewToolResultText(t), nil
	})
	s.AddTool(mcp.NewTool("get_assignee"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := req.RequireString("id")
		if err != nil {
			return mcp.NewToolResultError("get_assignee needs id, the ticket's number. Not transient; call again with id set."), nil
		}
		a, err := c.Assignee(ctx, id)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool get_assignee passes text interpolating an error from \(\*net/http.Client\).Do and 1 more`
		}
		return mcp.NewToolResultText(a), nil
	})
	s.AddTool(mcp.NewTool("list_queues"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q, err := c.Queues(ctx)
		if err != nil {
			return mcp.NewToolResultError("Failed to list queues: " + err.Error()), nil // want `tool list_queues passes text interpolating an error from \(\*net/http.Client\).Do and 1 more`
		}
		return mcp.NewToolResultText(q), nil
	})
	s.AddTool(mcp.NewTool("get_stats"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := c.Stats(ctx)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Failed to read stats: %v", err)), nil // want `tool get_stats passes text interpolating an error from \(\*net/http.Client\).Do and 1 more`
		}
		return mcp.NewToolResultText(st), nil
	})
	s.AddTool(mcp.NewTool("desk_health"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		h, err := c.Health(ctx)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("Health check failed: %v", err)), nil // want `tool desk_health passes text interpolating an error from net/http.Get to mcp.NewToolResultError: it leaks internals, decides no retry; log it, keep the module's words; the code shows a failure to reach net/http.Get: transient`
		}
		return mcp.NewToolResultText(h), nil
	})
}
