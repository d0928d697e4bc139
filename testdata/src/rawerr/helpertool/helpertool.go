// Package helpertool builds its results in helpers the handlers call.
// A helper only read_spec's handler calls fails as read_spec: its
// sentence and log line name that tool. A helper two tools call could
// be failing as either, so it names none.
package helpertool

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_spec"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return readSpec(req.GetString("name", "")), nil
	})
	s.AddTool(mcp.NewTool("show_motd"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return readShared(), nil
	})
	s.AddTool(mcp.NewTool("show_banner"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return readShared(), nil
	})
}

func readSpec(name string) *mcp.CallToolResult {
	b, err := os.ReadFile("/srv/specs/" + name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()) // want `tool read_spec passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b))
}

func readShared() *mcp.CallToolResult {
	b, err := os.ReadFile("/etc/motd")
	if err != nil {
		return mcp.NewToolResultError(err.Error()) // want `this tool result passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b))
}
