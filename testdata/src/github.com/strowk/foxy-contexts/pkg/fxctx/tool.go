// Package fxctx is a stub of github.com/strowk/foxy-contexts/pkg/fxctx
// (v0.1.0-beta.6): tools and their callbacks.
package fxctx

import (
	"context"

	"github.com/strowk/foxy-contexts/pkg/mcp"
)

type Tool interface {
	GetMcpTool() *mcp.Tool
	Callback(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult
}

type tool struct {
	mcpTool  *mcp.Tool
	callback func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult
}

func (t *tool) GetMcpTool() *mcp.Tool { return t.mcpTool }

func (t *tool) Callback(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	return t.callback(ctx, args)
}

func NewTool(mcpTool *mcp.Tool, callback func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult) Tool {
	return &tool{mcpTool: mcpTool, callback: callback}
}
