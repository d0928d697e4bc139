// Package api is the shared API of the entries fixture: a tool table
// entry whose handler is a func-typed field, and the module's own tool
// result, whose Error the adapter turns into IsError text.
package api

// Params is what a handler receives.
type Params struct {
	Args map[string]any
}

// ToolCallResult is the module's own tool result.
type ToolCallResult struct {
	Content string
	// Error is sent back to the model.
	Error error
}

// NewToolCallResult makes a result.
func NewToolCallResult(content string, err error) *ToolCallResult {
	return &ToolCallResult{Content: content, Error: err}
}

// ServerTool pairs a tool's name with its handler.
type ServerTool struct {
	Name    string
	Handler func(params Params) (*ToolCallResult, error)
}

// Prompt pairs a prompt's name with the function rendering it.
type Prompt struct {
	Name   string
	Render func(params Params) (*ToolCallResult, error)
}
