// Package tools has a handler that instantiates lib's generic helpers
// and shows a foreign error's text: the finding is the same whether lib
// is analyzed with it (go vet) or before it, its type information gone.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"rawerr/generic/lib"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note"), readNote)
}

func readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var seen lib.Stack[string]
	path := lib.First(req.GetStringSlice("paths", nil))
	seen.Push(path)
	text, err := lib.Read(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_note passes the text of an error from os.ReadFile`
	}
	return mcp.NewToolResultText(text), nil
}
