// Package schema is a stub of github.com/cloudwego/eino/schema v0.7.36.
package schema

// RoleType (schema/message.go:99).
type RoleType string

const (
	Assistant RoleType = "assistant"
	User      RoleType = "user"
	System    RoleType = "system"
	Tool      RoleType = "tool"
)

// Message (schema/message.go:618).
type Message struct {
	Role       RoleType `json:"role"`
	Content    string   `json:"content"`
	Name       string   `json:"name,omitempty"`
	ToolCallID string   `json:"tool_call_id,omitempty"`
	ToolName   string   `json:"tool_name,omitempty"`
}

type toolMessageOptions struct {
	toolName string
}

// ToolMessageOption (schema/message.go:1255).
type ToolMessageOption func(*toolMessageOptions)

func WithToolName(name string) ToolMessageOption {
	return func(o *toolMessageOptions) { o.toolName = name }
}

// ToolMessage (schema/message.go:1265): a message with Role "tool".
func ToolMessage(content string, toolCallID string, opts ...ToolMessageOption) *Message {
	o := &toolMessageOptions{}
	for _, opt := range opts {
		opt(o)
	}
	return &Message{Role: Tool, Content: content, ToolCallID: toolCallID, ToolName: o.toolName}
}

// ParamsOneOf (schema/tool.go).
type ParamsOneOf struct{}

// ToolInfo (schema/tool.go:59).
type ToolInfo struct {
	Name  string
	Desc  string
	Extra map[string]any
	*ParamsOneOf
}

// ToolArgument (schema/tool.go:477, v0.9.13).
type ToolArgument struct {
	Text string `json:"text,omitempty"`
}

// ToolPartType (schema/tool.go, v0.9.13).
type ToolPartType string

const ToolPartTypeText ToolPartType = "text"

// ToolOutputPart (schema/tool.go:448, v0.9.13).
type ToolOutputPart struct {
	Type ToolPartType `json:"type"`
	Text string       `json:"text,omitempty"`
}

// ToolResult (schema/tool.go:485, v0.9.13): a tool's multimodal output.
type ToolResult struct {
	Parts []ToolOutputPart `json:"parts,omitempty"`
}

// StreamReader (schema/stream.go, v0.9.13).
type StreamReader[T any] struct{ items []T }

// StreamReaderFromArray (schema/stream.go, v0.9.13).
func StreamReaderFromArray[T any](arr []T) *StreamReader[T] { return &StreamReader[T]{items: arr} }
