// Package tools defines handlers of go-sdk's generic shape and hands
// them to the inventory's wrappers: the wrapper, not the shape, decides
// where a returned error goes.
package tools

import (
	"context"
	"os"

	"protocolerr/wrapper/inventory"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Path struct{ Name string }

func Tools(s *mcp.Server) []inventory.Tool {
	inventory.Generic(s, &mcp.Tool{Name: "read_log"}, readLog)
	return []inventory.Tool{inventory.Typed(mcp.Tool{Name: "read_config"}, readConfig)}
}

// Served through inventory.Typed: a JSON-RPC error.
func readConfig(ctx context.Context, req *mcp.CallToolRequest, p Path) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(p.Name)
	if err != nil {
		return nil, nil, err // want `protocolerr: tool read_config returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// Served through inventory.Generic, that is mcp.AddTool: a flagged result
// the model reads.
func readLog(ctx context.Context, req *mcp.CallToolRequest, p Path) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(p.Name)
	if err != nil {
		return nil, nil, err // want `rawerr: tool read_log returns the text of an error from os.ReadFile to the model`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// Deps is what the project's own handlers get besides the request.
type Deps struct{ Root string }

// NewTool wraps a handler of the project's own shape into one of
// go-sdk's generic shape, which inventory.Typed serves as a raw handler:
// the project's handler errors leave as JSON-RPC errors too.
func NewTool[In, Out any](tool mcp.Tool, handler func(context.Context, Deps, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)) inventory.Tool {
	return inventory.Typed(tool, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		return handler(ctx, Deps{Root: "/srv"}, req, in)
	})
}

func More() []inventory.Tool {
	return []inventory.Tool{NewTool(mcp.Tool{Name: "read_secret"}, func(ctx context.Context, d Deps, req *mcp.CallToolRequest, p Path) (*mcp.CallToolResult, any, error) { // want `protocolerr: the tool handler \(a function literal in More\) returns an error that the framework sends as a JSON-RPC protocol error`
		b, err := os.ReadFile(d.Root + "/" + p.Name)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
	})}
}
