// Package tools holds mcp-go handlers added to a server it is handed
// (Register) or exported for another package to register (Lookup, and
// Archive, which no package registers). It
// builds no server and imports none: whether a middleware turns their
// errors into results is decided where the server is built, so their
// returns of errors are reported there, or not at all.
package tools

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note"), readNote)
	s.AddTool(mcp.NewTool("add_note"), addNote)
}

func readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

func addNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("title", "") == "" {
		return nil, errors.New("the note needs a title")
	}
	return mcp.NewToolResultText("added"), nil
}

// Lookup is registered by the packages building a server.
func Lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("index.txt")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Archive has a handler's shape, but no package adds it to a server:
// its error reaches no client, and nothing is reported of it.
func Archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Rename("index.txt", "index.old"); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("archived"), nil
}
