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
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"strconv"
)

// CallToolResult is the server's response to a tool call. Tool errors
// belong in Content with IsError set, not in a protocol error.
type CallToolResult struct {
	Result
	MultiRoundTripResult
	Content              []Content       `json:"content"`
	StructuredContent    any             `json:"structuredContent,omitempty"`
	RawStructuredContent json.RawMessage `json:"-"`
	IsError              bool            `json:"isError,omitempty"`
}

// CallToolRequest is sent by the client to invoke a tool. Handlers receive
// it by value.
type CallToolRequest struct {
	Request
	Header http.Header    `json:"-"`
	Params CallToolParams `json:"params"`
}

// CallToolParams are the parameters of a tools/call request.
type CallToolParams struct {
	Name      string      `json:"name"`
	Arguments any         `json:"arguments,omitempty"`
	Meta      *Meta       `json:"_meta,omitempty"`
	Task      *TaskParams `json:"task,omitempty"`
	MultiRoundTripParams
	RawArguments json.RawMessage `json:"-"`
}

// GetArguments returns Arguments if it is a map[string]any, else nil.
func (r CallToolRequest) GetArguments() map[string]any {
	m, _ := r.Params.Arguments.(map[string]any)
	return m
}

// GetRawArguments returns RawArguments if set, else Arguments.
func (r CallToolRequest) GetRawArguments() any {
	if len(r.Params.RawArguments) != 0 {
		return r.Params.RawArguments
	}
	return r.Params.Arguments
}

// BindArguments decodes the arguments into target, which must be a non-nil
// pointer.
func (r CallToolRequest) BindArguments(target any) error {
	if target == nil || reflect.ValueOf(target).Kind() != reflect.Pointer {
		return errors.New("target must be a non-nil pointer")
	}
	raw := r.Params.RawArguments
	if len(raw) == 0 {
		b, err := json.Marshal(r.Params.Arguments)
		if err != nil {
			return fmt.Errorf("failed to marshal arguments: %w", err)
		}
		raw = b
	}
	return json.Unmarshal(raw, target)
}

// lookup returns the argument named key.
func (r CallToolRequest) lookup(key string) (any, bool) {
	v, ok := r.GetArguments()[key]
	return v, ok
}

// notFound is the error the Require* methods return for a missing key.
func notFound(key string) error {
	return fmt.Errorf("required argument %q not found", key)
}

// GetString returns the string argument key, or defaultValue.
func (r CallToolRequest) GetString(key string, defaultValue string) string {
	if s, err := r.RequireString(key); err == nil {
		return s
	}
	return defaultValue
}

// RequireString returns the string argument key or an error.
func (r CallToolRequest) RequireString(key string) (string, error) {
	v, ok := r.lookup(key)
	if !ok {
		return "", notFound(key)
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("argument %q is not a string", key)
	}
	return s, nil
}

// GetInt returns the int argument key, or defaultValue.
func (r CallToolRequest) GetInt(key string, defaultValue int) int {
	if i, err := r.RequireInt(key); err == nil {
		return i
	}
	return defaultValue
}

// RequireInt returns the int argument key (int, float64 or numeric string)
// or an error.
func (r CallToolRequest) RequireInt(key string) (int, error) {
	v, ok := r.lookup(key)
	if !ok {
		return 0, notFound(key)
	}
	switch x := v.(type) {
	case int:
		return x, nil
	case float64:
		return int(x), nil
	case string:
		i, err := strconv.Atoi(x)
		if err != nil {
			return 0, fmt.Errorf("argument %q cannot be converted to int", key)
		}
		return i, nil
	}
	return 0, fmt.Errorf("argument %q is not an int", key)
}

// GetFloat returns the float64 argument key, or defaultValue.
func (r CallToolRequest) GetFloat(key string, defaultValue float64) float64 {
	if f, err := r.RequireFloat(key); err == nil {
		return f
	}
	return defaultValue
}

// RequireFloat returns the float64 argument key (float64, int or numeric
// string) or an error.
func (r CallToolRequest) RequireFloat(key string) (float64, error) {
	v, ok := r.lookup(key)
	if !ok {
		return 0, notFound(key)
	}
	switch x := v.(type) {
	case float64:
		return x, nil
	case int:
		return float64(x), nil
	case string:
		f, err := strconv.ParseFloat(x, 64)
		if err != nil {
			return 0, fmt.Errorf("argument %q cannot be converted to float64", key)
		}
		return f, nil
	}
	return 0, fmt.Errorf("argument %q is not a float64", key)
}

// GetBool returns the bool argument key, or defaultValue.
func (r CallToolRequest) GetBool(key string, defaultValue bool) bool {
	if b, err := r.RequireBool(key); err == nil {
		return b
	}
	return defaultValue
}

// RequireBool returns the bool argument key (bool, bool string or number)
// or an error.
func (r CallToolRequest) RequireBool(key string) (bool, error) {
	v, ok := r.lookup(key)
	if !ok {
		return false, notFound(key)
	}
	switch x := v.(type) {
	case bool:
		return x, nil
	case int:
		return x != 0, nil
	case float64:
		return x != 0, nil
	case string:
		b, err := strconv.ParseBool(x)
		if err != nil {
			return false, fmt.Errorf("argument %q cannot be converted to bool", key)
		}
		return b, nil
	}
	return false, fmt.Errorf("argument %q is not a bool", key)
}

// GetStringSlice returns the []string argument key, or defaultValue.
func (r CallToolRequest) GetStringSlice(key string, defaultValue []string) []string {
	if s, err := r.RequireStringSlice(key); err == nil {
		return s
	}
	return defaultValue
}

// RequireStringSlice returns the []string argument key or an error.
func (r CallToolRequest) RequireStringSlice(key string) ([]string, error) {
	v, ok := r.lookup(key)
	if !ok {
		return nil, notFound(key)
	}
	switch x := v.(type) {
	case []string:
		return x, nil
	case []any:
		out := make([]string, len(x))
		for i, e := range x {
			s, ok := e.(string)
			if !ok {
				return nil, fmt.Errorf("item %d in argument %q is not a string", i, key)
			}
			out[i] = s
		}
		return out, nil
	}
	return nil, fmt.Errorf("argument %q is not a string slice", key)
}

// TaskSupport says how a tool supports task augmentation.
type TaskSupport string

// ToolExecution describes execution behavior for a tool.
type ToolExecution struct {
	TaskSupport TaskSupport `json:"taskSupport,omitempty"`
}

// Tool is the definition of a tool the client can call. It is a value type.
type Tool struct {
	Meta            *Meta            `json:"_meta,omitempty"`
	Name            string           `json:"name"`
	Title           string           `json:"title,omitempty"`
	Description     string           `json:"description,omitempty"`
	InputSchema     ToolInputSchema  `json:"inputSchema"`
	RawInputSchema  json.RawMessage  `json:"-"`
	OutputSchema    ToolOutputSchema `json:"outputSchema,omitzero"`
	RawOutputSchema json.RawMessage  `json:"-"`
	Annotations     ToolAnnotation   `json:"annotations"`
	DeferLoading    bool             `json:"defer_loading,omitempty"`
	Icons           []Icon           `json:"icons,omitempty"`
	Execution       *ToolExecution   `json:"execution,omitempty"`
}

// GetName returns the name of the tool.
func (t Tool) GetName() string { return t.Name }

// ToolArgumentsSchema is a JSON Schema for tool arguments.
type ToolArgumentsSchema struct {
	Defs                 map[string]any `json:"$defs,omitempty"`
	Type                 string         `json:"type"`
	Properties           map[string]any `json:"properties"`
	Required             []string       `json:"required,omitempty"`
	AdditionalProperties any            `json:"additionalProperties,omitempty"`
	PropertyOrder        []string       `json:"-"`
}

// ToolInputSchema is the input schema of a tool.
type ToolInputSchema ToolArgumentsSchema

// ToolOutputSchema is the output schema of a tool.
type ToolOutputSchema ToolArgumentsSchema

// ToolAnnotation holds optional hints about a tool's behavior.
type ToolAnnotation struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

// ToolOption configures a Tool.
type ToolOption func(*Tool)

// PropertyOption configures one property of a Tool's input schema.
type PropertyOption func(map[string]any)

// NewTool returns a Tool with an empty object input schema, after applying
// opts in order.
func NewTool(name string, opts ...ToolOption) Tool {
	t := Tool{
		Name: name,
		InputSchema: ToolInputSchema{
			Type:       "object",
			Properties: map[string]any{},
		},
		Annotations: ToolAnnotation{
			ReadOnlyHint:    ToBoolPtr(false),
			DestructiveHint: ToBoolPtr(true),
			IdempotentHint:  ToBoolPtr(false),
			OpenWorldHint:   ToBoolPtr(true),
		},
	}
	for _, o := range opts {
		o(&t)
	}
	return t
}

// NewToolWithRawSchema returns a Tool whose input schema is raw JSON.
func NewToolWithRawSchema(name, description string, schema json.RawMessage) Tool {
	return Tool{Name: name, Description: description, RawInputSchema: schema}
}

// WithDescription sets the tool description.
func WithDescription(description string) ToolOption {
	return func(t *Tool) { t.Description = description }
}

// Description sets a property's description.
func Description(desc string) PropertyOption {
	return func(m map[string]any) { m["description"] = desc }
}

// Required marks a property as required.
func Required() PropertyOption {
	return func(m map[string]any) { m["required"] = true }
}

// Title sets a property's title.
func Title(title string) PropertyOption {
	return func(m map[string]any) { m["title"] = title }
}

// DefaultString sets a string property's default.
func DefaultString(value string) PropertyOption {
	return func(m map[string]any) { m["default"] = value }
}

// Enum restricts a string property to values.
func Enum(values ...string) PropertyOption {
	return func(m map[string]any) { m["enum"] = values }
}

// withProperty returns a ToolOption adding a property of the given JSON type.
// A "required": true set by an option moves into InputSchema.Required.
func withProperty(typ, name string, opts []PropertyOption) ToolOption {
	return func(t *Tool) {
		prop := map[string]any{"type": typ}
		for _, o := range opts {
			o(prop)
		}
		if req, _ := prop["required"].(bool); req {
			delete(prop, "required")
			t.InputSchema.Required = append(t.InputSchema.Required, name)
		}
		t.InputSchema.Properties[name] = prop
	}
}

// WithString adds a string property.
func WithString(name string, opts ...PropertyOption) ToolOption {
	return withProperty("string", name, opts)
}

// WithNumber adds a number property.
func WithNumber(name string, opts ...PropertyOption) ToolOption {
	return withProperty("number", name, opts)
}

// WithInteger adds an integer property.
func WithInteger(name string, opts ...PropertyOption) ToolOption {
	return withProperty("integer", name, opts)
}

// WithBoolean adds a boolean property.
func WithBoolean(name string, opts ...PropertyOption) ToolOption {
	return withProperty("boolean", name, opts)
}

// WithObject adds an object property.
func WithObject(name string, opts ...PropertyOption) ToolOption {
	return withProperty("object", name, opts)
}

// WithArray adds an array property.
func WithArray(name string, opts ...PropertyOption) ToolOption {
	return withProperty("array", name, opts)
}
