// Package slogfix logs with log/slog: a fix logs what it stops showing
// the model there too, with the tool's name, instead of with log.
package slogfix

import (
	"context"
	"log/slog"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	slog.Info("registering tools")
	s.AddTool(mcp.NewTool("read_config"), readConfig)
}

func readConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("config.yaml")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_config passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}
