// Package utils is a stub of
// github.com/cloudwego/eino/components/tool/utils v0.7.36.
package utils

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/schema"
)

type toolOptions struct{}

// Option (components/tool/utils/create_options.go:39).
type Option func(o *toolOptions)

// InvokeFunc (components/tool/utils/invokable_func.go:33).
type InvokeFunc[T, D any] func(ctx context.Context, input T) (output D, err error)

// OptionableInvokeFunc (components/tool/utils/invokable_func.go:36).
type OptionableInvokeFunc[T, D any] func(ctx context.Context, input T, opts ...tool.Option) (output D, err error)

// InferTool (components/tool/utils/invokable_func.go:40).
func InferTool[T, D any](toolName, toolDesc string, i InvokeFunc[T, D], opts ...Option) (tool.InvokableTool, error) {
	return NewTool(&schema.ToolInfo{Name: toolName, Desc: toolDesc}, i, opts...), nil
}

// InferOptionableTool (components/tool/utils/invokable_func.go:50).
func InferOptionableTool[T, D any](toolName, toolDesc string, i OptionableInvokeFunc[T, D], opts ...Option) (tool.InvokableTool, error) {
	return &invokableTool[T, D]{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}, fn: i}, nil
}

// NewTool (components/tool/utils/invokable_func.go:128).
func NewTool[T, D any](desc *schema.ToolInfo, i InvokeFunc[T, D], opts ...Option) tool.InvokableTool {
	return &invokableTool[T, D]{info: desc, fn: func(ctx context.Context, input T, _ ...tool.Option) (D, error) {
		return i(ctx, input)
	}}
}

type invokableTool[T, D any] struct {
	info *schema.ToolInfo
	fn   OptionableInvokeFunc[T, D]
}

func (i *invokableTool[T, D]) Info(ctx context.Context) (*schema.ToolInfo, error) { return i.info, nil }

// InvokableRun wraps the function's errors in eino's own words.
func (i *invokableTool[T, D]) InvokableRun(ctx context.Context, arguments string, opts ...tool.Option) (string, error) {
	var inst T
	if err := json.Unmarshal([]byte(arguments), &inst); err != nil {
		return "", fmt.Errorf("[LocalFunc] failed to unmarshal arguments in json, toolName=%s, err=%w", i.info.Name, err)
	}
	resp, err := i.fn(ctx, inst, opts...)
	if err != nil {
		return "", fmt.Errorf("[LocalFunc] failed to invoke tool, toolName=%s, err=%w", i.info.Name, err)
	}
	b, err := json.Marshal(resp)
	if err != nil {
		return "", fmt.Errorf("[LocalFunc] failed to marshal output in json, toolName=%s, err=%w", i.info.Name, err)
	}
	return string(b), nil
}

// ErrorHandler (components/tool/utils/error_handler.go:28).
type ErrorHandler func(context.Context, error) string

// WrapToolWithErrorHandler (components/tool/utils/error_handler.go:42).
func WrapToolWithErrorHandler(t tool.BaseTool, h ErrorHandler) tool.BaseTool {
	if it, ok := t.(tool.InvokableTool); ok {
		return WrapInvokableToolWithErrorHandler(it, h)
	}
	return t
}

// WrapInvokableToolWithErrorHandler (components/tool/utils/error_handler.go:81).
func WrapInvokableToolWithErrorHandler(t tool.InvokableTool, h ErrorHandler) tool.InvokableTool {
	return &errorWrapper{t: t, h: h}
}

type errorWrapper struct {
	t tool.InvokableTool
	h ErrorHandler
}

func (w *errorWrapper) Info(ctx context.Context) (*schema.ToolInfo, error) { return w.t.Info(ctx) }

func (w *errorWrapper) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	result, err := w.t.InvokableRun(ctx, argumentsInJSON, opts...)
	if err != nil {
		return w.h(ctx, err), nil
	}
	return result, nil
}
