// Package adk is a stub of github.com/cloudwego/eino/adk v0.9.13: the
// tool-call wrappers of a ChatModelAgentMiddleware.
package adk

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/schema"
)

// InvokableToolCallEndpoint (adk/handler.go:34).
type InvokableToolCallEndpoint func(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error)

// EnhancedInvokableToolCallEndpoint (adk/handler.go:40).
type EnhancedInvokableToolCallEndpoint func(ctx context.Context, toolArgument *schema.ToolArgument, opts ...tool.Option) (*schema.ToolResult, error)

// ToolContext (adk/handler.go:45).
type ToolContext struct {
	Name   string
	CallID string
}

// TypedBaseChatModelAgentMiddleware (adk/handler.go:261): the methods a
// middleware that embeds it does not override leave the endpoint as it is.
type TypedBaseChatModelAgentMiddleware[M any] struct{}

// BaseChatModelAgentMiddleware (adk/handler.go:277).
type BaseChatModelAgentMiddleware = TypedBaseChatModelAgentMiddleware[*schema.Message]

func (b *TypedBaseChatModelAgentMiddleware[M]) WrapInvokableToolCall(_ context.Context, endpoint InvokableToolCallEndpoint, _ *ToolContext) (InvokableToolCallEndpoint, error) {
	return endpoint, nil
}

func (b *TypedBaseChatModelAgentMiddleware[M]) WrapEnhancedInvokableToolCall(_ context.Context, endpoint EnhancedInvokableToolCallEndpoint, _ *ToolContext) (EnhancedInvokableToolCallEndpoint, error) {
	return endpoint, nil
}
