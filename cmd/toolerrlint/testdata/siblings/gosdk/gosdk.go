// Package gosdk serves find_archived with the official go-sdk.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/siblings/internal/store"
)

// In is the tool's input.
type In struct {
	ID string `json:"id"`
}

// Register adds the tool.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "find_archived"}, findArchived)
}

func findArchived(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if err := store.CheckOpen(in.ID); err != nil {
		return nil, nil, err
	}
	order, err := store.FindArchived(in.ID)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: order}}}, nil, nil
}
