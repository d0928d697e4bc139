// Package returnedcall hands back, from its handlers, the results of a
// helper of the module that returns an error beside a result where the
// API call fails: wherever it fails, mcp-go sends that error as a
// JSON-RPC error and drops the result. A middleware's call of the
// handler it wraps forwards that handler's results, which are judged
// at the handler.
package returnedcall

import (
	"context"
	"errors"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// result calls the API and answers with what it said.
func result(url string) (*mcp.CallToolResult, error) {
	resp, err := http.Get(url)
	if err != nil {
		return mcp.NewToolResultError("the API could not be reached. Transient; retry once."), err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultError("the API refused the call. Not transient."), errors.New("status " + resp.Status)
	}
	return mcp.NewToolResultText("done"), nil
}

// logged wraps a handler with a log line.
func logged(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("ping"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `tool ping returns 2 errors that the framework sends as JSON-RPC protocol errors`
		return result("https://api.example.com/ping")
	})
	s.AddTool(mcp.NewTool("status"), logged(func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("up"), nil
	}))
}
