// Package notes holds mcp-go handlers added to a server they are handed:
// whether their errors become results is decided where it is built.
package notes

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the notes tools to s.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note"), readNote)
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
