// Stub of github.com/mark3labs/mcp-go@v1.2.1, package mcp, for analysistest
// fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub (the result constructors build their
// results the way the real ones do). The real-module test in this repository
// guards against drift between the stub and the real module. Only the
// standard library is imported; fields and types that are left out or
// simplified are noted where they occur.

package mcp

import (
	"context"
	"fmt"
)

// TypedToolHandlerFunc handles a tool call with arguments bound to T.
type TypedToolHandlerFunc[T any] func(ctx context.Context, request CallToolRequest, args T) (*CallToolResult, error)

// StructuredToolHandlerFunc handles a tool call with arguments bound to
// TArgs and returns a structured TResult.
type StructuredToolHandlerFunc[TArgs any, TResult any] func(ctx context.Context, request CallToolRequest, args TArgs) (TResult, error)

// NewTypedToolHandler adapts handler to a plain tool handler. A bind failure
// becomes an error result; the handler's own error is passed through
// unchanged (and so becomes a JSON-RPC error in the server).
func NewTypedToolHandler[T any](handler TypedToolHandlerFunc[T]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args T
		if err := request.BindArguments(&args); err != nil {
			return NewToolResultError(fmt.Sprintf("failed to bind arguments: %v", err)), nil
		}
		return handler(ctx, request, args)
	}
}

// NewStructuredToolHandler adapts handler to a plain tool handler. A bind
// failure or a handler error becomes an error result; a success becomes
// NewToolResultStructuredOnly(result).
func NewStructuredToolHandler[TArgs any, TResult any](handler StructuredToolHandlerFunc[TArgs, TResult]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args TArgs
		if err := request.BindArguments(&args); err != nil {
			return NewToolResultError(fmt.Sprintf("failed to bind arguments: %v", err)), nil
		}
		res, err := handler(ctx, request, args)
		if err != nil {
			return NewToolResultError(fmt.Sprintf("tool execution failed: %v", err)), nil
		}
		return NewToolResultStructuredOnly(res), nil
	}
}
