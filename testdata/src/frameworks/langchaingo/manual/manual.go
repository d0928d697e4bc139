// Package manual answers tool calls in a hand-written langchaingo loop.
package manual

import (
	"context"
	"os"

	"github.com/tmc/langchaingo/llms"
)

// Answer builds the tool message for one call.
func Answer(ctx context.Context, id, path string) llms.MessageContent {
	b, err := os.ReadFile(path)
	if err != nil {
		return llms.MessageContent{
			Role: llms.ChatMessageTypeTool,
			Parts: []llms.ContentPart{llms.ToolCallResponse{
				ToolCallID: id,
				Name:       "read_file",
				Content:    "read failed: " + err.Error(), // want `interp: this tool result puts text interpolating an error from os.ReadFile in llms.ToolCallResponse.Content`
			}},
		}
	}
	return llms.MessageContent{
		Role:  llms.ChatMessageTypeTool,
		Parts: []llms.ContentPart{llms.ToolCallResponse{ToolCallID: id, Name: "read_file", Content: string(b)}},
	}
}

// Message builds a ToolChatMessage.
func Message(id string) llms.ToolChatMessage {
	if _, err := os.Stat("/srv/ready"); err != nil {
		return llms.ToolChatMessage{ID: id, Content: "the service is not ready. Transient; retry in a minute."}
	}
	return llms.ToolChatMessage{ID: id, Content: "ready"}
}
