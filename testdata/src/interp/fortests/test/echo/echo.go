// Package echo is a server an integration test starts (a package under
// test/): what its tool answers is what the test asserts, so its
// finding is shown and carries no fix, which would change the answer
// under the test.
package echo

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_fixture"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile(req.GetString("path", ""))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not read the fixture: %v", err)), nil // want `tool read_fixture passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(string(b)), nil
	})
}
