// Package llms is a stub of github.com/tmc/langchaingo/llms v0.1.14.
package llms

// ChatMessageType (llms/chat_messages.go).
type ChatMessageType string

const ChatMessageTypeTool ChatMessageType = "tool"

// ToolChatMessage (llms/chat_messages.go:116).
type ToolChatMessage struct {
	ID      string `json:"tool_call_id"`
	Content string `json:"content"`
}

// ContentPart (llms/generatecontent.go).
type ContentPart interface{ isPart() }

// ToolCallResponse (llms/generatecontent.go:110).
type ToolCallResponse struct {
	ToolCallID string `json:"tool_call_id"`
	Name       string `json:"name"`
	Content    string `json:"content"`
}

func (ToolCallResponse) isPart() {}

// MessageContent (llms/generatecontent.go).
type MessageContent struct {
	Role  ChatMessageType
	Parts []ContentPart
}
