// Package literal serves notes' handlers behind a converting middleware
// written in place, testing next's error in the if statement itself.
package literal

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"middleware/notes"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0", server.WithToolHandlerMiddleware(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if res, err := next(ctx, req); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			} else {
				return res, nil
			}
		}
	}))
	notes.Register(s)
	return s
}
