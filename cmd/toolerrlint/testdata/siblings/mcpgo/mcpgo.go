// Package mcpgo serves find_archived with mark3labs/mcp-go.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/siblings/internal/store"
)

// Register adds the tool.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("find_archived"), findArchived)
}

func findArchived(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if err := store.CheckOpen(id); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	order, err := store.FindArchived(id)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(order), nil
}
