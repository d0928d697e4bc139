// Package plain builds a server whose middleware only logs: the errors
// of tools' handlers are protocol errors, reported here, at the call
// building the server, with their returns as related information.
package plain

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protocolerr/unseen/tools"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0", server.WithToolHandlerMiddleware(logged)) // want `tool read_note returns an error that this server sends as a JSON-RPC protocol error: it installs no middleware` `tool handler Lookup returns an error that this server sends`
	tools.Register(s)
	s.AddTool(mcp.NewTool("lookup"), tools.Lookup)
	return s
}

func logged(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("tool %s: %v", req.Params.Name, err)
		}
		return res, err
	}
}
