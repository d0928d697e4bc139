// Package hosted builds the server other packages add their tools to,
// behind a middleware that turns each error a handler returns into a
// result flagged as an error holding its text. It has no handlers: the
// packages importing it learn of the middleware from its Fact.
package hosted

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	return server.NewMCPServer("hosted", "1.0", server.WithToolHandlerMiddleware(errorsAsResults()))
}

func errorsAsResults() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		}
	}
}
