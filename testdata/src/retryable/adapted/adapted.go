// Package adapted keeps its tools' handlers in the module's own shape,
// func(ctx, deps, req, args), and hands each to newTool, which wraps it
// in the go-sdk's typed handler. The framework never sees the module's
// functions, but newTool shows their results: they are handlers, their
// arguments the tool's input (so a check of them, a switch's default or
// an argument given that the tool refuses, is no transient failure),
// their failures the tool's (its name leads the sentence). Their Deps,
// an interface the module gives them to act with, is no input: a check
// of it decides nothing.
package adapted

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Deps is what a handler acts with.
type Deps interface {
	Ready() bool
}

type handlerFunc func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error)

type serverTool struct {
	tool    mcp.Tool
	handler mcp.ToolHandlerFor[map[string]any, any]
}

func newTool(tool mcp.Tool, h handlerFunc) serverTool {
	return serverTool{tool: tool, handler: func(ctx context.Context, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
		return h(ctx, depsFrom(ctx), req, args)
	}}
}

func depsFrom(ctx context.Context) Deps { return ctx.Value("deps").(Deps) }

func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

func Tools() []serverTool {
	return []serverTool{
		newTool(mcp.Tool{Name: "sub_issue_write"}, subIssueWrite),
		newTool(mcp.Tool{Name: "ping"}, ping),
		newTool(mcp.Tool{Name: "ping_again"}, ping),
	}
}

func Register(s *mcp.Server) {
	for _, t := range Tools() {
		mcp.AddTool(s, &t.tool, t.handler)
	}
}

func subIssueWrite(ctx context.Context, deps Deps, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	if _, ok := args["page"]; ok {
		return errorResult("this tool pages by cursor: pass after instead of page"), nil, nil // want `tool sub_issue_write puts the error "this tool pages by cursor: pass after instead of page" in mcp.TextContent.Text \(formed by adapted.errorResult\) with no retry decision: say "Not transient" \(the code shows a check of the tool.s input\)`
	}
	method, _ := args["method"].(string)
	switch method {
	case "add", "remove":
		return &mcp.CallToolResult{}, nil, nil
	default:
		return errorResult(fmt.Sprintf("unknown method: %s", method)), nil, nil // want `tool sub_issue_write puts the error "unknown method: …" in mcp.TextContent.Text \(formed by adapted.errorResult\) with no retry decision: say "Not transient" \(the code shows a check of the tool.s input\)`
	}
}

// ping is one function serving two tools: neither name is its.
func ping(ctx context.Context, deps Deps, req *mcp.CallToolRequest, args map[string]any) (*mcp.CallToolResult, any, error) {
	if !deps.Ready() {
		return errorResult("not ready"), nil, nil // want `this tool result puts the error "not ready" in mcp.TextContent.Text \(formed by adapted.errorResult\) with no retry decision: say whether a retry can help`
	}
	return &mcp.CallToolResult{}, nil, nil
}
