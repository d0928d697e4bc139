// Package records keeps each tool in a registration record of its own
// (a tool beside its handler, built by a method and read back when the
// server is loaded), and wraps each handler in a middleware of the
// module's that calls it. The handler a record's middleware wraps
// serves the record's tool: its findings and fixes name mcp-add and
// the argument its schema requires; the middleware's own closure, which
// serves both mcp-add and mcp-find, names neither. A wrapper that does
// not call the handler it is given serves it to no tool, and a handler
// built only in code nothing calls is none.
package records

import (
	"context"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ToolRegistration pairs a tool with its handler.
type ToolRegistration struct {
	Tool    *mcp.Tool
	Handler mcp.ToolHandler
}

type Gateway struct{ server *mcp.Server }

func (g *Gateway) createAddTool() *ToolRegistration {
	tool := &mcp.Tool{Name: "mcp-add", InputSchema: &jsonschema.Schema{Type: "object", Required: []string{"name"}}}
	return &ToolRegistration{Tool: tool, Handler: withTelemetry("mcp-add", addHandler(g))}
}

func (g *Gateway) createFindTool() *ToolRegistration {
	tool := &mcp.Tool{Name: "mcp-find", InputSchema: &jsonschema.Schema{Type: "object", Required: []string{"query"}}}
	return &ToolRegistration{Tool: tool, Handler: withTelemetry("mcp-find", findHandler(g))}
}

func (g *Gateway) createRemoveTool() *ToolRegistration {
	tool := &mcp.Tool{Name: "mcp-remove", InputSchema: &jsonschema.Schema{Type: "object", Required: []string{"name"}}}
	return &ToolRegistration{Tool: tool, Handler: disabled("mcp-remove", removeHandler(g))}
}

// withTelemetry calls the handler it wraps.
func withTelemetry(name string, h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req)
	}
}

// disabled answers in place of the handler it is given, and never
// calls it.
func disabled(name string, h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%s is disabled. Not transient; tell the user.", name)}}}, nil
	}
}

func addHandler(g *Gateway) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Arguments == nil {
			return nil, fmt.Errorf("missing arguments") // want `tool mcp-add returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return &mcp.CallToolResult{}, nil
	}
}

func findHandler(g *Gateway) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Arguments == nil {
			return nil, fmt.Errorf("missing arguments") // want `tool mcp-find returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return &mcp.CallToolResult{}, nil
	}
}

func removeHandler(g *Gateway) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Arguments == nil {
			return nil, fmt.Errorf("missing arguments") // want `the tool handler \(a function literal in removeHandler\) returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return &mcp.CallToolResult{}, nil
	}
}

// createImportTool is kept for later and called nowhere: the handler
// it builds is registered nowhere, so it is no handler.
//
//nolint:unused
func (g *Gateway) createImportTool() *ToolRegistration {
	tool := &mcp.Tool{Name: "mcp-import"}
	return &ToolRegistration{Tool: tool, Handler: withTelemetry("mcp-import", importHandler(g))}
}

func importHandler(g *Gateway) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Arguments == nil {
			return nil, fmt.Errorf("missing arguments")
		}
		return &mcp.CallToolResult{}, nil
	}
}

// source hands out a registration; an unexported method of that name
// may be called through it, so exportSource's is reachable.
type source interface{ registration() *ToolRegistration }

type exportSource struct{ g *Gateway }

func (s exportSource) registration() *ToolRegistration {
	return &ToolRegistration{Tool: &mcp.Tool{Name: "mcp-export"}, Handler: exportHandler(s.g)}
}

func exportHandler(g *Gateway) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Arguments == nil {
			return nil, fmt.Errorf("missing arguments") // want `the tool handler \(a function literal in exportHandler\) returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return &mcp.CallToolResult{}, nil
	}
}

func (g *Gateway) Reload() {
	add := g.createAddTool()
	g.server.AddTool(add.Tool, add.Handler)
	find := g.createFindTool()
	g.server.AddTool(find.Tool, find.Handler)
	remove := g.createRemoveTool()
	g.server.AddTool(remove.Tool, remove.Handler)
}
