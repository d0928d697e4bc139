// Package fantasy is a stub of charm.land/fantasy v0.41.2: the tool API
// only.
package fantasy

import "context"

type ToolInfo struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Parameters  map[string]any `json:"parameters"`
	Required    []string       `json:"required"`
	Parallel    bool           `json:"parallel"`
}

type ToolCall struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Input string `json:"input"`
}

type ToolResponse struct {
	Type      string `json:"type"`
	Content   string `json:"content"`
	Data      []byte `json:"data,omitempty"`
	MediaType string `json:"media_type,omitempty"`
	Metadata  string `json:"metadata,omitempty"`
	IsError   bool   `json:"is_error"`
	StopTurn  bool   `json:"stop_turn,omitempty"`
}

func NewTextResponse(content string) ToolResponse {
	return ToolResponse{Type: "text", Content: content}
}

func NewTextErrorResponse(content string) ToolResponse {
	return ToolResponse{Type: "text", Content: content, IsError: true}
}

type ProviderOptionsData interface {
	Options()
}

type ProviderOptions map[string]ProviderOptionsData

type AgentTool interface {
	Info() ToolInfo
	Run(ctx context.Context, params ToolCall) (ToolResponse, error)
	ProviderOptions() ProviderOptions
	SetProviderOptions(opts ProviderOptions)
}

// NewAgentTool wraps fn; the agent's runner recovers fn's panics and
// sends the model "tool %q panicked: <value>" and the stack.
func NewAgentTool[TInput any](name string, description string, fn func(ctx context.Context, input TInput, call ToolCall) (ToolResponse, error)) AgentTool {
	return nil
}

func NewParallelAgentTool[TInput any](name string, description string, fn func(ctx context.Context, input TInput, call ToolCall) (ToolResponse, error)) AgentTool {
	return NewAgentTool(name, description, fn)
}
