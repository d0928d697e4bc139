// Command notes-converting serves notes behind a middleware that turns
// every error a handler returns into a result flagged as an error.
package main

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/examples/orders/notes"
)

func main() {
	s := server.NewMCPServer("notes", "1.0", server.WithToolHandlerMiddleware(asResults))
	notes.Register(s)
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}

func asResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("tool %s: %v", req.Params.Name, err)
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}
