// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0, package mcp, for
// analysistest fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub. The real-module test in this
// repository guards against drift between the stub and the real module.
// Only the standard library (and this stub module's own jsonrpc package) is
// imported; fields and types that are left out or simplified are noted where
// they occur.

package mcp

import "encoding/json"

// Role is the sender or recipient of messages and data.
type Role string

// Annotations are optional hints for the client.
type Annotations struct {
	Audience     []Role  `json:"audience,omitempty"`
	LastModified string  `json:"lastModified,omitempty"`
	Priority     float64 `json:"priority,omitempty"`
}

// IconTheme is the background theme an icon is designed for.
type IconTheme string

// Icon is a visual identifier for tools and implementations.
type Icon struct {
	Source   string    `json:"src"`
	MIMEType string    `json:"mimeType,omitempty"`
	Sizes    []string  `json:"sizes,omitempty"`
	Theme    IconTheme `json:"theme,omitempty"`
}

// Implementation describes the name and version of an MCP implementation.
type Implementation struct {
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Version     string `json:"version"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`
	Icons       []Icon `json:"icons,omitempty"`
}

// CallToolParamsRaw is passed to tool handlers on the server; Arguments are
// not yet unmarshaled.
//
// Left out of this stub: InputResponses (type InputResponseMap) and
// RequestState.
type CallToolParamsRaw struct {
	Meta      `json:"_meta,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

func (x *CallToolParamsRaw) isParams()   {}
func (x *CallToolParamsRaw) isNil() bool { return x == nil }

// A CallToolResult is the server's response to a tool call.
//
// Left out of this stub: InputRequests (type InputRequestMap),
// RequestState and the unexported resultType.
type CallToolResult struct {
	Meta `json:"_meta,omitempty"`

	// Content is the unstructured, model-visible result.
	Content []Content `json:"content"`

	// StructuredContent is the structured result.
	StructuredContent any `json:"structuredContent,omitempty"`

	// IsError reports whether the tool call ended in an error.
	IsError bool `json:"isError,omitempty"`

	// err is the error passed to SetError; server side only, not marshaled.
	err error
}

// SetError marks the result as an error. Content is set to the error text
// only if it is empty; existing Content is kept. IsError is always set and
// err is recorded for GetError.
func (r *CallToolResult) SetError(err error) {
	if len(r.Content) == 0 {
		r.Content = []Content{&TextContent{Text: err.Error()}}
	}
	r.IsError = true
	r.err = err
}

// GetError returns the error recorded by SetError, if any.
func (r *CallToolResult) GetError() error {
	return r.err
}

func (*CallToolResult) isResult() {}

// A Result is a result of an MCP call. The unexported method means only
// types of this package (or embedding its types) implement it.
type Result interface {
	isResult()
	GetMeta() map[string]any
	SetMeta(map[string]any)
}

// ToolAnnotations are optional hints about a tool's behavior.
type ToolAnnotations struct {
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  bool   `json:"idempotentHint"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
	ReadOnlyHint    bool   `json:"readOnlyHint"`
	Title           string `json:"title,omitempty"`
}

// Tool is the definition of a tool the client can call. InputSchema and
// OutputSchema are `any` in the real package too.
type Tool struct {
	Meta         `json:"_meta,omitempty"`
	Annotations  *ToolAnnotations `json:"annotations,omitempty"`
	Description  string           `json:"description,omitempty"`
	InputSchema  any              `json:"inputSchema"`
	Name         string           `json:"name"`
	OutputSchema any              `json:"outputSchema,omitempty"`
	Title        string           `json:"title,omitempty"`
	Icons        []Icon           `json:"icons,omitempty"`
}
