// Package onelog shows one call that two passes report: interp for the
// file's error, unstable for the client printed with %+v (its pointer
// fields print as addresses). Their fixes are one edit with one log
// line, whichever -fix applies.
package onelog

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type client struct {
	http *http.Client
	base string
}

func Register(s *server.MCPServer, c *client) {
	s.AddTool(mcp.NewTool("read_notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := os.ReadFile(req.GetString("path", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("read notes with %+v: %v", c, err)), nil
		}
		return mcp.NewToolResultText(string(data)), nil
	})
}
