// Package compose is a stub of github.com/cloudwego/eino/compose v0.9.13:
// the tool-call middlewares of a ToolsNode.
package compose

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/schema"
)

// ToolInput (compose/tool_node.go:93).
type ToolInput struct {
	Name        string
	Arguments   string
	CallID      string
	CallOptions []tool.Option
}

// ToolOutput (compose/tool_node.go:105): Result is the tool message.
type ToolOutput struct {
	Result string
}

// StreamToolOutput (compose/tool_node.go:111).
type StreamToolOutput struct {
	Result *schema.StreamReader[string]
}

// InvokableToolEndpoint (compose/tool_node.go:131).
type InvokableToolEndpoint func(ctx context.Context, input *ToolInput) (*ToolOutput, error)

// StreamableToolEndpoint (compose/tool_node.go:134).
type StreamableToolEndpoint func(ctx context.Context, input *ToolInput) (*StreamToolOutput, error)

// InvokableToolMiddleware (compose/tool_node.go:141).
type InvokableToolMiddleware func(InvokableToolEndpoint) InvokableToolEndpoint

// StreamableToolMiddleware (compose/tool_node.go:145).
type StreamableToolMiddleware func(StreamableToolEndpoint) StreamableToolEndpoint

// ToolMiddleware (compose/tool_node.go:153).
type ToolMiddleware struct {
	Invokable  InvokableToolMiddleware
	Streamable StreamableToolMiddleware
}

// ToolsNodeConfig (compose/tool_node.go:184).
type ToolsNodeConfig struct {
	Tools               []tool.BaseTool
	ToolCallMiddlewares []ToolMiddleware
}

// IsInterruptRerunError (compose/interrupt.go:241).
func IsInterruptRerunError(err error) (any, bool) { return nil, false }
