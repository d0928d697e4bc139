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
	"fmt"
)

// ToBoolPtr returns a pointer to b.
func ToBoolPtr(b bool) *bool {
	return &b
}

// NewTextContent returns a TextContent of type "text".
func NewTextContent(text string) TextContent {
	return TextContent{Type: ContentTypeText, Text: text}
}

// NewImageContent returns an ImageContent of type "image".
func NewImageContent(data, mimeType string) ImageContent {
	return ImageContent{Type: ContentTypeImage, Data: data, MIMEType: mimeType}
}

// NewAudioContent returns an AudioContent of type "audio".
func NewAudioContent(data, mimeType string) AudioContent {
	return AudioContent{Type: ContentTypeAudio, Data: data, MIMEType: mimeType}
}

// NewEmbeddedResource returns an EmbeddedResource of type "resource".
func NewEmbeddedResource(resource ResourceContents) EmbeddedResource {
	return EmbeddedResource{Type: ContentTypeResource, Resource: resource}
}

// NewToolResultContent returns a sampling-side ToolResultContent.
func NewToolResultContent(toolUseID string, content []Content, isError bool) ToolResultContent {
	return ToolResultContent{
		Type:      ContentTypeToolResult,
		ToolUseID: toolUseID,
		Content:   content,
		IsError:   isError,
	}
}

// NewToolResultText returns a successful result (IsError unset) whose only
// content is text.
func NewToolResultText(text string) *CallToolResult {
	return &CallToolResult{
		Content: []Content{TextContent{Type: ContentTypeText, Text: text}},
	}
}

// NewToolResultJSON returns a successful result holding data both as JSON
// text and as structured content.
func NewToolResultJSON[T any](data T) (*CallToolResult, error) {
	b, err := json.Marshal(data)
	if err != nil {
		return nil, fmt.Errorf("unable to marshal JSON: %w", err)
	}
	return &CallToolResult{
		Content:           []Content{TextContent{Type: ContentTypeText, Text: string(b)}},
		StructuredContent: data,
	}, nil
}

// NewToolResultStructured returns a successful result with structured
// content and fallbackText as its text content.
func NewToolResultStructured(structured any, fallbackText string) *CallToolResult {
	return &CallToolResult{
		Content:           []Content{TextContent{Type: ContentTypeText, Text: fallbackText}},
		StructuredContent: structured,
	}
}

// NewToolResultStructuredOnly returns a successful result with structured
// content; its text content is the JSON of structured, or a serialization
// error message.
func NewToolResultStructuredOnly(structured any) *CallToolResult {
	text := ""
	if b, err := json.Marshal(structured); err != nil {
		text = fmt.Sprintf("Error serializing structured content: %v", err)
	} else {
		text = string(b)
	}
	return &CallToolResult{
		Content:           []Content{TextContent{Type: ContentTypeText, Text: text}},
		StructuredContent: structured,
	}
}

// NewToolResultImage returns a successful result with text and an image.
func NewToolResultImage(text, imageData, mimeType string) *CallToolResult {
	return &CallToolResult{
		Content: []Content{
			TextContent{Type: ContentTypeText, Text: text},
			ImageContent{Type: ContentTypeImage, Data: imageData, MIMEType: mimeType},
		},
	}
}

// NewToolResultAudio returns a successful result with text and audio.
func NewToolResultAudio(text, audioData, mimeType string) *CallToolResult {
	return &CallToolResult{
		Content: []Content{
			TextContent{Type: ContentTypeText, Text: text},
			AudioContent{Type: ContentTypeAudio, Data: audioData, MIMEType: mimeType},
		},
	}
}

// NewToolResultResource returns a successful result with text and an
// embedded resource.
func NewToolResultResource(
	text string,
	resource ResourceContents,
) *CallToolResult {
	return &CallToolResult{
		Content: []Content{
			TextContent{Type: ContentTypeText, Text: text},
			EmbeddedResource{Type: ContentTypeResource, Resource: resource},
		},
	}
}

// NewToolResultError returns an error result (IsError true) whose text is
// text.
func NewToolResultError(text string) *CallToolResult {
	return &CallToolResult{
		Content: []Content{TextContent{Type: ContentTypeText, Text: text}},
		IsError: true,
	}
}

// NewToolResultErrorFromErr returns an error result whose text is
// "<text>: <err>", or just text when err is nil.
func NewToolResultErrorFromErr(text string, err error) *CallToolResult {
	if err != nil {
		text = fmt.Sprintf("%s: %v", text, err)
	}
	return &CallToolResult{
		Content: []Content{TextContent{Type: ContentTypeText, Text: text}},
		IsError: true,
	}
}

// NewToolResultErrorf returns an error result whose text is
// fmt.Sprintf(format, a...).
func NewToolResultErrorf(format string, a ...any) *CallToolResult {
	return &CallToolResult{
		Content: []Content{TextContent{Type: ContentTypeText, Text: fmt.Sprintf(format, a...)}},
		IsError: true,
	}
}

// NewCreateTaskResult returns a CreateTaskResult for task.
func NewCreateTaskResult(task Task) CreateTaskResult {
	return CreateTaskResult{Task: task}
}

// GetTextFromContent returns the text of content: a TextContent's
// text, or how the value prints.
func GetTextFromContent(content any) string {
	if c, ok := content.(TextContent); ok {
		return c.Text
	}
	return fmt.Sprintf("%v", content)
}
