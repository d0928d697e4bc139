// Package toolinput is a stub of
// github.com/strowk/foxy-contexts/pkg/toolinput (v0.1.0-beta.6): a
// tool's input schema, which checks and reads the arguments.
package toolinput

import (
	"errors"
	"fmt"

	"github.com/strowk/foxy-contexts/pkg/mcp"
)

var (
	ErrTypeMissingRequiredProperty = errors.New("missing required property")
	ErrMissingRequestedProperty    = errors.New("missing requested property")
)

type ToolInput interface {
	String(name string) (string, error)
	StringOr(name string, defaultValue string) string
	Number(name string) (float64, error)
}

type ToolInputSchema interface {
	Validate(args map[string]interface{}) (ToolInput, error)
	GetMcpToolInputSchema() mcp.ToolInputSchema
}

type ToolInputSchemaOption func(*toolInputSchema)

type toolInputSchema struct{ required []string }

type toolInput struct{ args map[string]interface{} }

func (t *toolInput) String(name string) (string, error) {
	if v, ok := t.args[name].(string); ok {
		return v, nil
	}
	return "", ErrMissingRequestedProperty
}

func (t *toolInput) StringOr(name string, defaultValue string) string {
	if v, ok := t.args[name].(string); ok {
		return v
	}
	return defaultValue
}

func (t *toolInput) Number(name string) (float64, error) {
	if v, ok := t.args[name].(float64); ok {
		return v, nil
	}
	return 0, ErrMissingRequestedProperty
}

func (t *toolInputSchema) Validate(args map[string]interface{}) (ToolInput, error) {
	for _, name := range t.required {
		if _, ok := args[name]; !ok {
			return nil, fmt.Errorf("%w: %s", ErrTypeMissingRequiredProperty, name)
		}
	}
	return &toolInput{args: args}, nil
}

func (t *toolInputSchema) GetMcpToolInputSchema() mcp.ToolInputSchema {
	return mcp.ToolInputSchema{Type: "object"}
}

func NewToolInputSchema(opts ...ToolInputSchemaOption) ToolInputSchema {
	s := &toolInputSchema{}
	for _, o := range opts {
		o(s)
	}
	return s
}

func WithRequiredString(name string, description string) ToolInputSchemaOption {
	return func(s *toolInputSchema) { s.required = append(s.required, name) }
}
