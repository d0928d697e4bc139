// Package kinds serves notes' handlers behind a middleware that turns
// one kind of error into a flagged result and passes the others on:
// those stay protocol errors, so the handlers' returns do too.
package kinds

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"middleware/notes"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0", server.WithToolHandlerMiddleware(func(next server.ToolHandlerFunc) server.ToolHandlerFunc { // @kindserver
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			if errors.Is(err, notes.ErrNoTitle) {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, err
		}
	}))
	notes.Register(s)
	return s
}
