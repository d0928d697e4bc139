// Package converting builds a server whose middleware turns every error
// a handler returns into a result flagged as an error: the errors of
// tools' handlers are no protocol errors, and nothing is reported.
package converting

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protocolerr/unseen/tools"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0", server.WithToolHandlerMiddleware(asResults))
	tools.Register(s)
	s.AddTool(mcp.NewTool("lookup"), tools.Lookup)
	return s
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
