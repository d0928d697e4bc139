// Package modlog logs through the module's own logging package: the fix
// logs the error it stops showing there, not with the standard log.
package modlog

import (
	"context"
	"os"

	"example.com/boards/logger"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_board"), readBoard)
}

func readBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	logger.Infof("reading board %s", req.GetString("name", ""))
	b, err := os.ReadFile("/srv/boards/" + req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_board passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}
