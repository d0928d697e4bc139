// Package inline is a whole mcp-go server in one package: the handlers,
// and the middleware that turns each error they return into a result
// flagged as an error holding its text. A driver analysing one package
// at a time (go vet) sees the middleware here, with no flag: the
// handlers' errors are tool text through it, not protocol errors.
package inline

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("inline", "1.0", server.WithToolHandlerMiddleware(errorsAsResults))
	s.AddTool(mcp.NewTool("read_inline"), readInline)
	return s
}

func errorsAsResults(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return res, nil
	}
}

func readInline(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("inline.txt")
	if err != nil {
		return nil, err // @inlinereturn // want `tool read_inline returns the text of an error from os.ReadFile to the model through inline.errorsAsResults: `
	}
	return mcp.NewToolResultText(string(b)), nil
}
