// Package notes holds mcp-go handlers that return their failures as Go
// errors. What the model reads of them depends on the middleware a
// package importing this one installs on the server (see converting,
// logging and kinds): this package cannot tell, and is analysed first.
package notes

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// ErrNoTitle is the error kinds converts.
var ErrNoTitle = errors.New("the note needs a title")

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note"), readNote)
	s.AddTool(mcp.NewTool("add_note"), addNote)
}

func readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("note.txt") // @readsource
	if err != nil {
		return nil, err // @readreturn
	}
	return mcp.NewToolResultText(string(b)), nil
}

func addNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("title", "") == "" {
		return nil, ErrNoTitle // @addreturn
	}
	return mcp.NewToolResultText("added"), nil
}
