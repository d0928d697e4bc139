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

import "encoding/json"

// MCPMethod is the name of an MCP method.
type MCPMethod string

// ProgressToken associates progress notifications with a request.
type ProgressToken any

// Meta is metadata attached to a request's parameters.
type Meta struct {
	ProgressToken    ProgressToken
	AdditionalFields map[string]any
}

// Request is the base of all requests.
type Request struct {
	Method string        `json:"method"`
	Params RequestParams `json:"params,omitzero"`
}

// RequestParams are the base request parameters.
type RequestParams struct {
	Meta *Meta `json:"_meta,omitempty"`
}

// Params is a generic parameter map.
type Params map[string]any

// ResultType tells the client how to interpret a result.
type ResultType string

const (
	ResultTypeComplete      ResultType = "complete"
	ResultTypeInputRequired ResultType = "input_required"
)

// Result is the base of all results.
type Result struct {
	Meta       *Meta      `json:"_meta,omitempty"`
	ResultType ResultType `json:"resultType,omitempty"`
}

// Standard JSON-RPC error codes (untyped constants, as in the real package).
const (
	PARSE_ERROR         = -32700
	INVALID_REQUEST     = -32600
	METHOD_NOT_FOUND    = -32601
	INVALID_PARAMS      = -32602
	INTERNAL_ERROR      = -32603
	REQUEST_INTERRUPTED = -32800
)

// Content types.
const (
	ContentTypeText       = "text"
	ContentTypeImage      = "image"
	ContentTypeAudio      = "audio"
	ContentTypeLink       = "resource_link"
	ContentTypeResource   = "resource"
	ContentTypeToolUse    = "tool_use"
	ContentTypeToolResult = "tool_result"
)

// Role is the sender or recipient of messages.
type Role string

// Annotations are optional hints for the client.
type Annotations struct {
	Audience     []Role   `json:"audience,omitempty"`
	Priority     *float64 `json:"priority,omitempty"`
	LastModified string   `json:"lastModified,omitempty"`
}

// Annotated is the base for objects that carry annotations.
type Annotated struct {
	Annotations *Annotations `json:"annotations,omitempty"`
}

// Content is TextContent, ImageContent, AudioContent, EmbeddedResource or
// ToolResultContent (all value types). The unexported method means only
// types of this package implement it, as in the real package. (The real
// package also has ResourceLink and ToolUseContent; they are left out.)
type Content interface {
	isContent()
}

// TextContent is text for or from an LLM; Type must be "text". It is a
// value type (TextContent{...}, not &TextContent{...}).
type TextContent struct {
	Annotated
	Meta *Meta  `json:"_meta,omitempty"`
	Type string `json:"type"`
	Text string `json:"text"`
}

func (TextContent) isContent() {}

// ImageContent is base64 image data; Type must be "image".
type ImageContent struct {
	Annotated
	Meta     *Meta  `json:"_meta,omitempty"`
	Type     string `json:"type"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType"`
}

func (ImageContent) isContent() {}

// AudioContent is base64 audio data; Type must be "audio".
type AudioContent struct {
	Annotated
	Meta     *Meta  `json:"_meta,omitempty"`
	Type     string `json:"type"`
	Data     string `json:"data"`
	MIMEType string `json:"mimeType"`
}

func (AudioContent) isContent() {}

// ResourceContents is the content of a resource.
type ResourceContents interface {
	isResourceContents()
}

// TextResourceContents is a textual resource.
type TextResourceContents struct {
	Meta     map[string]any `json:"_meta,omitempty"`
	URI      string         `json:"uri"`
	MIMEType string         `json:"mimeType,omitempty"`
	Text     string         `json:"text"`
}

func (TextResourceContents) isResourceContents() {}

// EmbeddedResource is a resource embedded in a result.
type EmbeddedResource struct {
	Annotated
	Meta     *Meta            `json:"_meta,omitempty"`
	Type     string           `json:"type"`
	Resource ResourceContents `json:"resource"`
}

func (EmbeddedResource) isContent() {}

// ToolResultContent is a tool result inside a sampling message.
type ToolResultContent struct {
	Annotated
	Meta                 *Meta           `json:"_meta,omitempty"`
	Type                 string          `json:"type"`
	ToolUseID            string          `json:"toolUseId"`
	Content              []Content       `json:"content"`
	StructuredContent    any             `json:"structuredContent,omitempty"`
	RawStructuredContent json.RawMessage `json:"-"`
	IsError              bool            `json:"isError,omitempty"`
}

func (ToolResultContent) isContent() {}

// IconTheme is the background theme an icon is designed for.
type IconTheme string

// Icon is a visual identifier for MCP entities.
type Icon struct {
	Src      string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

// TaskStatus is the execution state of a task.
type TaskStatus string

// Task is the execution state of a request.
type Task struct {
	TaskId        string     `json:"taskId"`
	Status        TaskStatus `json:"status"`
	StatusMessage string     `json:"statusMessage,omitempty"`
	CreatedAt     string     `json:"createdAt"`
	LastUpdatedAt string     `json:"lastUpdatedAt"`
	TTL           *int64     `json:"ttl"`
	PollInterval  *int64     `json:"pollInterval,omitempty"`
}

// TaskParams is the task metadata of a task-augmented request.
type TaskParams struct {
	TTL *int64 `json:"ttl,omitempty"`
}

// CreateTaskResult is returned when a task-augmented request is accepted.
type CreateTaskResult struct {
	Result
	Task              Task      `json:"task"`
	Content           []Content `json:"-"`
	StructuredContent any       `json:"-"`
	IsError           bool      `json:"-"`
}
