package fixes

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// tableTool is a tool of a table one handler serves: which tool a call
// is for is known only when it is made, from the request.
type tableTool struct {
	name string
}

func RegisterTable(s *server.MCPServer, table []tableTool) {
	for _, t := range table {
		s.AddTool(mcp.NewTool(t.name), sharedHandler(t))
		s.AddTool(mcp.NewTool(t.name+"_size"), sharedSize(t))
	}
}

// sharedHandler's sentence names the tool the request names.
func sharedHandler(t tableTool) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := os.ReadFile(t.name + ".txt")
		if err != nil {
			return nil, err // want `returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return mcp.NewToolResultText(string(out)), nil
	}
}

// sharedSize keeps its words around the dropped error, and names the
// tool the request names.
func sharedSize(t tableTool) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		info, err := os.Stat(t.name + ".txt")
		if err != nil {
			return nil, fmt.Errorf("could not read the size of table %s: %v", t.name, err) // want `returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return mcp.NewToolResultText(fmt.Sprint(info.Size())), nil
	}
}
