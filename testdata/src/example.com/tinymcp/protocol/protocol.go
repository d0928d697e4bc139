// Package protocol is a small MCP framework that no table describes:
// the core recognises its tool results and text content by their shape.
package protocol

type ToolContent struct {
	Type string `json:"type"`
	Text string `json:"text,omitempty"`
}

type CallToolResponse struct {
	Content []ToolContent `json:"content"`
	IsError bool          `json:"isError,omitempty"`
}

// NewErrorResponse builds a result flagged as an error.
func NewErrorResponse(msg string) *CallToolResponse {
	return &CallToolResponse{Content: []ToolContent{{Type: "text", Text: msg}}, IsError: true}
}

// NewTextResponse builds a successful result.
func NewTextResponse(text string) *CallToolResponse {
	return &CallToolResponse{Content: []ToolContent{{Type: "text", Text: text}}}
}

// Note is not a tool result: it has text, but no Content and IsError.
type Note struct {
	Type string
	Text string
}
