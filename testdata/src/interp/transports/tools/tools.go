// Package tools serves remote tools through clients. Whichever transport
// the client was given, a failed request's text is the HTTP client's;
// whichever store the cache was given, what a failed load says is not
// known here.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/transports/clients"
)

func Register(s *server.MCPServer, c *clients.Client, cache *clients.Cache) {
	s.AddTool(mcp.NewTool("remote"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Call(ctx, req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("remote call failed: %v", err)), nil // want `tool remote passes text interpolating an error from \(\*net/http.Client\).Do and 1 more to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("settings"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return settings()
	})
	s.AddTool(mcp.NewTool("cached"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := cache.Load(req.GetString("key", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("no answer: %v; retrying will not help", err)), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}

// settings is a helper of a handler: the one implementation of the
// locator, in another package, is what its call does, not a tool.
func settings() (*mcp.CallToolResult, error) {
	path, err := clients.Settings()
	if err != nil {
		return mcp.NewToolResultError("no settings: " + err.Error()), nil // want `tool settings passes text interpolating an error from os.UserHomeDir to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(path), nil
}
