// Package recoverysafe opts into mcp-go's panic recovery, but no handler
// of the package can be seen to panic: the option is not reported.
package recoverysafe

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("inventory", "1.0.0", server.WithRecovery())
	s.AddTool(mcp.NewTool("count"), count)
	return s
}

func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if n, ok := req.GetArguments()["n"].(float64); ok && n > 0 {
		return mcp.NewToolResultText("positive"), nil
	}
	return mcp.NewToolResultText("42"), nil
}
