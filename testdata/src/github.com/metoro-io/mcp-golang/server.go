// Package mcp_golang is a stub of github.com/metoro-io/mcp-golang v0.7.0:
// tool registration and tool responses only.
package mcp_golang

type Server struct{}

// RegisterTool calls handler, a func(args T) (*ToolResponse, error), by
// reflection; a returned error becomes an isError result with text
// "handler returned an error: " + err.Error().
func (s *Server) RegisterTool(name string, description string, handler any) error { return nil }

type ContentType string

const ContentTypeText ContentType = "text"

type TextContent struct {
	Text string `json:"text" yaml:"text" mapstructure:"text"`
}

type Content struct {
	Type        ContentType
	TextContent *TextContent
}

func NewTextContent(content string) *Content {
	return &Content{Type: ContentTypeText, TextContent: &TextContent{Text: content}}
}

type ToolResponse struct {
	Content []*Content `json:"content" yaml:"content" mapstructure:"content"`
}

func NewToolResponse(content ...*Content) *ToolResponse {
	return &ToolResponse{Content: content}
}
