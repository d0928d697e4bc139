// Package argsobject checks the tool's arguments as one value: none
// came, or they are not an object. The fix's sentence asks for them as
// one JSON object and names those the tool's declaration requires; a
// check of one argument names that argument instead, and a tool that
// requires none is asked for the object alone.
package argsobject

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_mount",
		mcp.WithString("type", mcp.Required(), mcp.Description("kv or kv2")),
		mcp.WithString("path", mcp.Required()),
		mcp.WithString("description"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return createMount(ctx, req)
	})
	s.AddTool(mcp.NewTool("list_mounts", mcp.WithString("prefix")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, ok := req.Params.Arguments.(map[string]any)
		if !ok {
			return mcp.NewToolResultError("invalid arguments format"), nil // want `tool list_mounts passes the error "invalid arguments format" to mcp.NewToolResultError with no retry decision`
		}
		prefix, _ := args["prefix"].(string)
		return mcp.NewToolResultText("mounts under " + prefix), nil
	})
}

// createMount works on the request create_mount's handler hands it.
func createMount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Arguments == nil {
		return mcp.NewToolResultError("missing arguments"), nil // want `tool create_mount passes the error "missing arguments" to mcp.NewToolResultError with no retry decision`
	}
	args, ok := req.Params.Arguments.(map[string]any)
	if !ok {
		return mcp.NewToolResultError("invalid arguments format"), nil // want `tool create_mount passes the error "invalid arguments format" to mcp.NewToolResultError with no retry decision`
	}
	path, ok := args["path"].(string)
	if !ok {
		return mcp.NewToolResultError("invalid path"), nil // want `tool create_mount passes the error "invalid path" to mcp.NewToolResultError with no retry decision`
	}
	return mcp.NewToolResultText("mounted at " + path), nil
}
