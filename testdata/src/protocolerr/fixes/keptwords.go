package fixes

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterDatasource(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("datasource"), datasource)
}

// The words around the foreign error are the module's: the flagged
// result keeps them, with the datasource's name, and only the error goes
// to the log.
func datasource(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	uid := req.GetString("uid", "")
	b, err := os.ReadFile("/etc/datasources/" + uid)
	if err != nil {
		return nil, fmt.Errorf("looking up datasource %q: %w", uid, err) // want `tool datasource returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(string(b)), nil
}
