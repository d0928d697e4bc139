// Package ownlog imports the module's own log package: a fix that logs
// what it stops showing uses the standard library's slog, whose name is
// free, not the standard log package, whose name is taken.
package ownlog

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protocolerr/ownlog/log"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("load_profile"), loadProfile)
}

func loadProfile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("/etc/profiles/default")
	if err != nil {
		return nil, fmt.Errorf("reading the profile: %w", err) // want `tool load_profile returns an error that the framework sends as a JSON-RPC protocol error`
	}
	log.Logf("loaded %d bytes", len(b))
	return mcp.NewToolResultText(string(b)), nil
}
