package fixes

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterMove adds a tool whose helper's words introduce the values the
// fix drops ("move label %s to %s"): the words that introduced them go
// too, leaving "move label", not "move label to".
func RegisterMove(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("move_label"), moveLabel)
}

func move(from, to string) error {
	if err := os.Rename(from, to); err != nil {
		return fmt.Errorf("move label %s to %s: %w", from, to, err)
	}
	return nil
}

func moveLabel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := move(req.GetString("from", ""), req.GetString("to", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool move_label passes text interpolating an error from os.Rename to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("moved"), nil
}
