// Package commaok checks arguments the way handlers reading the raw
// arguments map do: a comma-ok lookup or type assertion of the tool's
// input that fails shows the argument is missing or of the wrong type,
// so the same call fails again. A comma-ok read of the module's own
// state shows nothing of the kind. The golden file checks the decisions.
package commaok

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var cache = map[string]string{}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("datasource"), datasource)
	s.AddTool(mcp.NewTool("cached"), cached)
}

func datasource(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	raw, ok := args["uid"]
	if !ok {
		return mcp.NewToolResultError("the datasource is not named"), nil // want `no retry decision`
	}
	uid, ok := raw.(string)
	if !ok {
		return mcp.NewToolResultError("the datasource name is not text"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(uid), nil
}

// The cache is the module's state: its miss decides nothing.
func cached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, ok := cache["last"]
	if !ok {
		return mcp.NewToolResultError("nothing cached"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(v), nil
}
