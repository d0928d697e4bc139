// Package strict holds results whose error flag is set to a value the
// analysis cannot see: reported only with -iserror.strict.
package strict

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	anthropic "github.com/anthropics/anthropic-sdk-go/v2"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup"), lookup)
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	failed := req.GetBool("fail", false)
	if _, err := os.Stat(req.GetString("path", "")); err != nil {
		res := mcp.NewToolResultText("the file does not exist. Not transient; check the path.") // want `tool lookup passes text that reports a failure to mcp.NewToolResultText in a result whose error flag toolerrlint cannot see \(strict mode\)`
		res.IsError = failed
		return res, nil
	}
	return mcp.NewToolResultText("found"), nil
}

func block(id string, failed bool) anthropic.ContentBlockParamUnion {
	if _, err := os.Stat(id); err != nil {
		return anthropic.NewToolResultBlock(id, "the file does not exist. Not transient; check the path.", failed) // want `this tool result passes text that reports a failure to anthropic.NewToolResultBlock in a result whose error flag toolerrlint cannot see \(strict mode\)`
	}
	return anthropic.NewToolResultBlock(id, "found", false)
}
