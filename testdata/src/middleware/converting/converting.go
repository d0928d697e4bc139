// Package converting serves notes' handlers behind a middleware that
// turns every error they return into a result flagged as an error
// holding its text. WithRecovery, installed first, is the outermost
// middleware: a panic passes the converter by and stays its JSON-RPC
// error; traceback reports the option only where a handler of this
// package can be seen to panic, and notes' are registered elsewhere.
package converting

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"middleware/notes"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0",
		server.WithRecovery(), // @recovery
		server.WithToolHandlerMiddleware(errorsAsResults()),
	)
	notes.Register(s)
	return s
}

func errorsAsResults() server.ToolHandlerMiddleware {
	return func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			res, err := next(ctx, req)
			if err != nil {
				log.Printf("tool %s: %v", req.Params.Name, err)
				return mcp.NewToolResultError(err.Error()), nil
			}
			return res, nil
		}
	}
}
