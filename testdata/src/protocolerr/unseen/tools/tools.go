// Package tools holds mcp-go handlers added to a server it is handed
// (Register) or exported for another package to register (Lookup, and
// Archive, which no package registers). It
// builds no server and imports none: whether a middleware turns their
// errors into results is decided where the server is built, so their
// returns of errors are reported there, or not at all. Only the returns
// holding the module's own words are reported here, where a fix keeps
// them (a middleware answering every error alike would lose them): all
// its words (add_note's title), or its words around an error whose
// failure the code decides (list_notes' limit, read_note's name).
// Words around an error nothing decides (Lookup's) go to the server.
package tools

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note"), readNote)
	s.AddTool(mcp.NewTool("add_note"), addNote)
	s.AddTool(mcp.NewTool("list_notes"), listNotes)
}

func readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return nil, err // want `tool read_note returns an error that mcp-go sends as a JSON-RPC protocol error unless the server's middleware converts it`
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

func addNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("title", "") == "" {
		return nil, errors.New("the note needs a title") // want `tool add_note returns an error that mcp-go sends as a JSON-RPC protocol error unless`
	}
	return mcp.NewToolResultText("added"), nil
}

func listNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	limit, err := strconv.Atoi(req.GetString("limit", "10"))
	if err != nil {
		return nil, fmt.Errorf("invalid limit: %v", err) // want `tool list_notes returns an error that mcp-go sends as a JSON-RPC protocol error unless`
	}
	return mcp.NewToolResultText(strconv.Itoa(limit) + " notes"), nil
}

// Lookup is registered by the packages building a server.
func Lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("index.txt")
	if err != nil {
		return nil, fmt.Errorf("read the index: %w", err)
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
