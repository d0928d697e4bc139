// Package clientgetter shows tools that get the session's client from a
// getter of the module's own. Given none of the tool's input and asking
// no service, the getter fails on what the operator configured: not
// transient, the user is to be told the tool is not configured. One
// given the tool's input, one whose library constructor reaches the
// service first (go-tfe's), and one that hands back a name or a status rather
// than a client, decide nothing. A getter whose name has no verb is one
// by its result's type (search_items), as one of
// what a client is built of (render_panel's transport).
package clientgetter

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"retryable/clientgetter/session"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_items"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := session.GetClientFromContext(ctx); err != nil {
			return mcp.NewToolResultError("failed to get the client: " + err.Error()), nil // want `tool list_items passes the error "failed to get the client: no token provided" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows the server's settings not building a client \(retryable/clientgetter/session.GetClientFromContext\)\)`
		}
		return mcp.NewToolResultText("[]"), nil
	})
	s.AddTool(mcp.NewTool("list_account_items"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := session.GetClientFor(ctx, req.GetString("account", "")); err != nil {
			return mcp.NewToolResultError("failed to get the client: " + err.Error()), nil // want `tool list_account_items passes the error "failed to get the client: no account" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText("[]"), nil
	})
	s.AddTool(mcp.NewTool("list_workspaces"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := session.GetTfeClientFromContext(ctx); err != nil {
			return mcp.NewToolResultError("failed to get the Terraform client"), nil // want `tool list_workspaces passes the error "failed to get the Terraform client" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText("[]"), nil
	})
	s.AddTool(mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := session.GetClientID(ctx)
		if err != nil {
			return mcp.NewToolResultError("failed to get the client id: " + err.Error()), nil // want `tool whoami passes the error "failed to get the client id: no client id" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText(id), nil
	})
	s.AddTool(mcp.NewTool("search_items"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := session.SearchClientFromContext(ctx); err != nil {
			return mcp.NewToolResultError("failed to get the search client: " + err.Error()), nil // want `tool search_items passes the error "failed to get the search client: search client: no token \.\.\." to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows the server's settings not building a client \(retryable/clientgetter/session.SearchClientFromContext\)\)`
		}
		return mcp.NewToolResultText("[]"), nil
	})
	s.AddTool(mcp.NewTool("render_panel"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := session.TransportFromContext(ctx); err != nil {
			return mcp.NewToolResultError("failed to build the HTTP transport: " + err.Error()), nil // want `tool render_panel passes the error "failed to build the HTTP transport: no certificate config\.\.\." to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows the server's settings not building a client \(retryable/clientgetter/session.TransportFromContext\)\)`
		}
		return mcp.NewToolResultText("png"), nil
	})
	s.AddTool(mcp.NewTool("status"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := session.StatusFromContext(ctx); err != nil {
			return mcp.NewToolResultError("failed to get the status: " + err.Error()), nil // want `tool status passes the error "failed to get the status: no status" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
