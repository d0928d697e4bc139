package fixes

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Store is implemented elsewhere: what its errors say cannot be seen
// here, and only strict mode judges such text.
type Store interface {
	Create(ctx context.Context, name string) (string, error)
}

// The failure's text is kept and flagged, with the decision it lacks.
func RegisterUnseen(s *server.MCPServer, st Store) {
	s.AddTool(mcp.NewTool("create_item"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := st.Create(ctx, req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultText(fmt.Sprintf("Failed to create item: %s", err.Error())), nil // want `tool create_item passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
		}
		return mcp.NewToolResultText(out), nil
	})
}
