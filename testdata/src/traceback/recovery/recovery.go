// Package recovery opts into mcp-go's panic recovery, which sends every
// tool handler's panic value to the model as JSON-RPC error text.
package recovery

import (
	"context"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("inventory", "1.0.0", server.WithRecovery()) // want `with mcp-go's server.WithRecovery, a panic in any tool handler reaches the model: the framework recovers it and sends its value`
	s.AddTool(mcp.NewTool("count"), count)
	return s
}

// Plain builds a server without the option: a panic ends the process,
// nothing reaches the model.
func Plain() *server.MCPServer {
	s := server.NewMCPServer("inventory", "1.0.0")
	s.AddTool(mcp.NewTool("count"), count)
	return s
}

// count panics on an argument of another type: the assertion has no ok.
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetArguments()["n"].(float64)
	return mcp.NewToolResultText(strconv.Itoa(int(n))), nil
}
