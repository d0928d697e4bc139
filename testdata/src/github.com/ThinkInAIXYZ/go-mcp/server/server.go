// Package server is a stub of github.com/ThinkInAIXYZ/go-mcp/server
// v0.2.20: tool registration only.
package server

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
)

type Server struct{}

type ToolHandlerFunc func(context.Context, *protocol.CallToolRequest) (*protocol.CallToolResult, error)

type ToolMiddleware func(ToolHandlerFunc) ToolHandlerFunc

// RegisterTool registers a handler; a returned error becomes a JSON-RPC
// error response whose message is err.Error().
func (server *Server) RegisterTool(tool *protocol.Tool, toolHandler ToolHandlerFunc, middlewares ...ToolMiddleware) {
}
