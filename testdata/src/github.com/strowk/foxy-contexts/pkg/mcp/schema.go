// Package mcp is a stub of github.com/strowk/foxy-contexts/pkg/mcp
// (v0.1.0-beta.6): the types a tool callback builds its result from.
package mcp

type CallToolResult struct {
	Meta    CallToolResultMeta `json:"_meta,omitempty"`
	Content []interface{}      `json:"content"`
	IsError *bool              `json:"isError,omitempty"`
}

type CallToolResultMeta map[string]interface{}

type TextContent struct {
	Annotations *TextContentAnnotations `json:"annotations,omitempty"`
	Text        string                  `json:"text"`
	Type        string                  `json:"type"`
}

type TextContentAnnotations struct{}

type Tool struct {
	Description *string         `json:"description,omitempty"`
	InputSchema ToolInputSchema `json:"inputSchema"`
	Name        string          `json:"name"`
}

type ToolInputSchema struct {
	Type string `json:"type"`
}
