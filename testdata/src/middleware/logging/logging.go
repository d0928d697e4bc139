// Package logging serves notes' handlers behind a middleware that only
// logs their errors and passes them on: they stay protocol errors.
package logging

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"middleware/notes"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0", server.WithToolHandlerMiddleware(logErrors)) // @logserver
	notes.Register(s)
	return s
}

func logErrors(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("tool %s: %v", req.Params.Name, err)
		}
		return res, err
	}
}
