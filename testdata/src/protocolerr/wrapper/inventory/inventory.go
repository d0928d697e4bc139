// Package inventory keeps a project's tools. Its Typed takes a handler
// of go-sdk's generic type, as mcp.AddTool does, but registers it as a
// raw handler: the handler's error becomes a JSON-RPC error, not a
// flagged result.
package inventory

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool pairs a tool with what makes the raw handler that serves it.
type Tool struct {
	Tool    mcp.Tool
	Handler func(deps any) mcp.ToolHandler
}

// Typed decodes the arguments itself and calls the typed handler; what
// the handler returns is the raw handler's answer. The raw handler is
// made when the tool is served (a closure in a closure).
func Typed[In, Out any](tool mcp.Tool, handler mcp.ToolHandlerFor[In, Out]) Tool {
	return Tool{Tool: tool, Handler: func(any) mcp.ToolHandler {
		return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in In
			if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
				return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the arguments are not a JSON object. Not transient; send an object."}}}, nil
			}
			res, _, err := handler(ctx, req, in)
			return res, err
		}
	}}
}

// Generic hands the typed handler to go-sdk itself: its error stays a
// flagged result.
func Generic[In, Out any](s *mcp.Server, tool *mcp.Tool, handler mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, tool, handler)
}

// Register serves the tools on s.
func Register(s *mcp.Server, tools ...Tool) {
	for _, t := range tools {
		s.AddTool(&t.Tool, t.Handler(nil))
	}
}
