// Package toolname registers its tools under names read at run time, so
// the fix cannot write the tool's name into its log line: it logs the
// name the request carries (req.Params.Name) instead. A helper given no
// request logs what it has.
package toolname

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the reader under each name the operator configured.
func Register(s *server.MCPServer, names []string) {
	for _, n := range names {
		s.AddTool(mcp.NewTool(n), read)
	}
}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}
