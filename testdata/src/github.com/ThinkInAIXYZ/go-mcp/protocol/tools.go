// Package protocol is a stub of github.com/ThinkInAIXYZ/go-mcp/protocol
// v0.2.20: tools and tool results only.
package protocol

import "encoding/json"

type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}

func NewTool(name string, description string, inputReqStruct interface{}) (*Tool, error) {
	return &Tool{Name: name, Description: description}, nil
}

type CallToolRequest struct {
	Meta         map[string]interface{} `json:"_meta,omitempty"`
	Name         string                 `json:"name"`
	Arguments    map[string]interface{} `json:"arguments,omitempty"`
	RawArguments json.RawMessage        `json:"-"`
}

type CallToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

func NewCallToolResult(content []Content, isError bool) *CallToolResult {
	return &CallToolResult{Content: content, IsError: isError}
}

type Content interface {
	GetType() string
}

type Annotated struct{}

type TextContent struct {
	Annotated
	Type string `json:"type"`
	Text string `json:"text"`
}

func (t *TextContent) GetType() string { return "text" }
