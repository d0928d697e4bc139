// Package hops shows the places a foreign error's text passes on its
// way to the model: TestHops checks that findings point at each of them
// (the markers name the lines), in order.
package hops

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"rawerr/hops/results"
	"rawerr/hops/store"
)

func getOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	o, err := store.Order(req.GetString("id", "")) // @handlercall
	if err != nil {
		err = errors.Join(err)                          // @handlerwrap
		return mcp.NewToolResultError(err.Error()), nil // want `tool get_order passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(o), nil
}

func cancelOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := store.Order(req.GetString("id", "")); err != nil { // @cancelcall
		return results.Failure(ctx, err), nil // want `tool cancel_order passes the text of an error from os.ReadFile to mcp.NewToolResultError \(formed by results.Failure\)`
	}
	return mcp.NewToolResultText("cancelled"), nil
}

// Wrap is the module's adapter: it shows a plain handler's error to the
// model.
func Wrap(h func(ctx context.Context, id string) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := h(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // @adaptersink
		}
		return mcp.NewToolResultText(text), nil
	}
}

func lookup(ctx context.Context, id string) (string, error) {
	return store.Order(id) // @lookupcall // want `tool handler lookup passes the text of an error from os.ReadFile to mcp.NewToolResultError through hops.Wrap`
}

// Register registers the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_order"), getOrder)
	s.AddTool(mcp.NewTool("cancel_order"), cancelOrder)
	s.AddTool(mcp.NewTool("lookup"), Wrap(lookup))
}
