// Package server serves the module's own tools over MCP through one
// adapter: every tool's error is the adapter's error text.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"rawerr/toolserver/builtins"
)

// Server serves the registry's tools under their own names.
type Server struct{ registry *builtins.Registry }

func (srv *Server) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if tool := srv.registry.Lookup(req.Params.Name); tool != nil {
		return srv.run(ctx, req, tool) // want `tool any passes the text of an error from os.ReadFile to mcp.NewToolResultError \(formed by \(\*server.Server\).run\)`
	}
	return mcp.NewToolResultError("no such tool; not transient: list the tools and call one of them"), nil
}

func (srv *Server) run(ctx context.Context, req mcp.CallToolRequest, tool builtins.Tool) (*mcp.CallToolResult, error) {
	out, err := tool.Run(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// handlerFor serves one runner as a tool.
func handlerFor(r builtins.Runner) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := r.Exec(ctx, req.GetString("cmd", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

func Register(s *server.MCPServer, store builtins.Store, srv *Server) {
	s.AddTool(mcp.NewTool("any"), srv.handle)
	s.AddTool(mcp.NewTool("fixed"), handlerFor(builtins.Wrap(builtins.Fixed{})))
	for _, tool := range builtins.All() {
		s.AddTool(mcp.NewTool(tool.Name()), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return call(ctx, tool, req) // want `tool handler \(a function literal in Register\) passes the text of an error from os.ReadFile to mcp.NewToolResultError \(formed by server.call\)`
		})
	}
	s.AddTool(mcp.NewTool("load"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := store.Load(req.GetString("key", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	})
}

// call runs any of the module's tools: Read's file error is its text.
func call(ctx context.Context, tool builtins.Tool, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := tool.Run(ctx, req.GetArguments())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}
