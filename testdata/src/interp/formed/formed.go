// Package formed serves a ticket desk over mcp-go. Its handlers return
// the results that apierr forms from the error of a failed call.
package formed

import (
	"context"
	"errors"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/formed/apierr"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	s.AddTool(mcp.NewTool("close_ticket"), closeTicket)
	s.AddTool(mcp.NewTool("assign_ticket"), assignTicket)
}

func call(ctx context.Context, path string) (*http.Response, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://desk.example.com"+path, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(r)
}

func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := call(ctx, "/ticket")
	if err != nil {
		return apierr.NewAPIErrorResponse(ctx, "failed to get the ticket", resp, err), nil // want `tool get_ticket puts text interpolating an error from \(\*net/http.Client\).Do and 1 more in mcp.TextContent.Text \(formed by apierr.NewAPIErrorResponse\): it leaks internals`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ticket"), nil
}

// The module's own error: the helper forms the module's words.
func closeTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return apierr.NewAPIErrorResponse(ctx, "cannot close the ticket", nil, errors.New("an id is required")), nil
	}
	return mcp.NewToolResultText("closed"), nil
}

// A helper reporting the status alone.
func assignTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := call(ctx, "/assign")
	if err != nil {
		return mcp.NewToolResultError("the desk is unreachable; retry in a minute."), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return apierr.NewStatusResponse("failed to assign the ticket", resp), nil
	}
	return mcp.NewToolResultText("assigned"), nil
}
