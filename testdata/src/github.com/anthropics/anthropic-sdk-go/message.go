// Package anthropic is a stub of github.com/anthropics/anthropic-sdk-go
// v1.63.1, the v1 import path of the same API as v2 (package anthropic):
// only the APIs the fixtures use, with their real signatures.
package anthropic

import (
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/packages/param"
)

// Message is a model response (message.go:8949).
type Message struct {
	ID      string              `json:"id"`
	Content []ContentBlockUnion `json:"content"`
}

// ContentBlockUnion is one block of a response (message.go:6840).
type ContentBlockUnion struct {
	Text  string          `json:"text"`
	Type  string          `json:"type"`
	ID    string          `json:"id"`
	Input json.RawMessage `json:"input"`
	Name  string          `json:"name"`
}

// MessageParam is a request message (message.go:10672).
type MessageParam struct {
	OfUser *UserMessageParam `json:",omitzero,inline"`
}

type UserMessageParam struct {
	Content []ContentBlockParamUnion `json:"content"`
}

func NewUserMessage(blocks ...ContentBlockParamUnion) MessageParam {
	return MessageParam{OfUser: &UserMessageParam{Content: blocks}}
}

// ContentBlockParamUnion is one block of a request (message.go:7357).
type ContentBlockParamUnion struct {
	OfText       *TextBlockParam       `json:",omitzero,inline"`
	OfToolResult *ToolResultBlockParam `json:",omitzero,inline"`
}

func NewTextBlock(text string) ContentBlockParamUnion {
	return ContentBlockParamUnion{OfText: &TextBlockParam{Text: text}}
}

// NewToolResultBlock (message.go:7239): content becomes
// Content[0].OfText.Text, isError becomes IsError.
func NewToolResultBlock(toolUseID string, content string, isError bool) ContentBlockParamUnion {
	toolBlock := ToolResultBlockParam{
		ToolUseID: toolUseID,
		Content: []ToolResultBlockParamContentUnion{
			{OfText: &TextBlockParam{Text: content}},
		},
		IsError: Bool(isError),
	}
	return ContentBlockParamUnion{OfToolResult: &toolBlock}
}

// TextBlockParam (message.go:12286).
type TextBlockParam struct {
	Text string `json:"text"`
}

// ToolResultBlockParam (message.go:13712).
type ToolResultBlockParam struct {
	ToolUseID   string                             `json:"tool_use_id"`
	ToolsetName param.Opt[string]                  `json:"toolset_name,omitzero"`
	IsError     param.Opt[bool]                    `json:"is_error,omitzero"`
	Content     []ToolResultBlockParamContentUnion `json:"content,omitzero"`
}

// ToolResultBlockParamContentUnion (message.go:13736).
type ToolResultBlockParamContentUnion struct {
	OfText *TextBlockParam `json:",omitzero,inline"`
}
