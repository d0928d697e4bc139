// Package converted holds an mcp-go handler whose errors pass a
// middleware, installed by an importing package, that returns
// mcp.NewToolResultError(err.Error()), nil for them: the test's
// errors-as-results option names it. The foreign error's whole text is
// then the IsError text the model reads, through that middleware.
package converted

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_notes"), readNotes)
}

func readNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("notes.txt")
	if err != nil {
		return nil, err // want `tool read_notes returns the text of an error from os.ReadFile to the model through app.errorsAsResults: `
	}
	return mcp.NewToolResultText(string(b)), nil
}
