// Package hosted builds a server behind a converting middleware for
// other packages to add tools to; it imports no handlers.
package hosted

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	return server.NewMCPServer("hosted", "1.0", server.WithToolHandlerMiddleware(asResults))
}

func asResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}
