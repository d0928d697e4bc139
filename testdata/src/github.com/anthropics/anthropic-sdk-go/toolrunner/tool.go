// Package toolrunner is a stub of
// github.com/anthropics/anthropic-sdk-go/toolrunner v1.63.1. The
// runner shows a handler's error to the model as "Error: " + err.Error()
// in a tool_result with is_error set.
package toolrunner

import (
	"context"
	"encoding/json"

	anthropic "github.com/anthropics/anthropic-sdk-go"
)

type betaTool[T any] struct {
	name, description string
	schema            anthropic.BetaToolInputSchemaParam
	handler           func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error)
}

func (t *betaTool[T]) Name() string                                    { return t.name }
func (t *betaTool[T]) Description() string                             { return t.description }
func (t *betaTool[T]) InputSchema() anthropic.BetaToolInputSchemaParam { return t.schema }

func (t *betaTool[T]) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	var parsed T
	if err := json.Unmarshal(input, &parsed); err != nil {
		return nil, err
	}
	result, err := t.handler(ctx, parsed)
	if err != nil {
		return nil, err
	}
	return []anthropic.BetaToolResultBlockParamContentUnion{result}, nil
}

// NewBetaToolFromBytes (toolrunner/tool.go:80).
func NewBetaToolFromBytes[T any](
	name, description string,
	schemaJSON []byte,
	handler func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error),
) (anthropic.BetaTool, error) {
	var schema anthropic.BetaToolInputSchemaParam
	if err := json.Unmarshal(schemaJSON, &schema); err != nil {
		return nil, err
	}
	return NewBetaTool(name, description, schema, handler), nil
}

// NewBetaToolFromJSONSchema (toolrunner/tool.go:94).
func NewBetaToolFromJSONSchema[T any](
	name, description string,
	handler func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error),
) (anthropic.BetaTool, error) {
	return NewBetaTool(name, description, anthropic.BetaToolInputSchemaParam{}, handler), nil
}

// NewBetaTool (toolrunner/tool.go:125).
func NewBetaTool[T any](
	name, description string,
	schema anthropic.BetaToolInputSchemaParam,
	handler func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error),
) anthropic.BetaTool {
	return &betaTool[T]{name: name, description: description, schema: schema, handler: handler}
}
