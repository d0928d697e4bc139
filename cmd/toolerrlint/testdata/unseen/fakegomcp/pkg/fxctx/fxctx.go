// Package fxctx stands in for a framework toolerrlint has no table for:
// NewTool registers a tool's handler.
package fxctx

// Result is what a handler hands the model.
type Result struct {
	Text    string
	IsError bool
}

// Tool is a registered tool.
type Tool struct {
	Name    string
	Handler func(args map[string]any) Result
}

// NewTool registers handler as the tool name.
func NewTool(name string, handler func(args map[string]any) Result) Tool {
	return Tool{Name: name, Handler: handler}
}

// Tools is a server's set of tools.
type Tools []Tool

// RegisterTool registers handler, any function the framework checks by
// reflection, as the tool name.
func RegisterTool(name string, handler any) Tool {
	return Tool{Name: name}
}
