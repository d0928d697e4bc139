// Package openai is a stub of github.com/sashabaranov/go-openai v1.43.0:
// only the APIs the fixtures use, with their real signatures. A tool
// result is a ChatCompletionMessage with the role "tool"; there is no
// error flag.
package openai

// Chat message role defined by the OpenAI API (chat.go:10).
const (
	ChatMessageRoleSystem    = "system"
	ChatMessageRoleUser      = "user"
	ChatMessageRoleAssistant = "assistant"
	ChatMessageRoleFunction  = "function"
	ChatMessageRoleTool      = "tool"
	ChatMessageRoleDeveloper = "developer"
)

type ChatMessagePartType string

const ChatMessagePartTypeText ChatMessagePartType = "text"

// ChatMessagePart (chat.go:89).
type ChatMessagePart struct {
	Type ChatMessagePartType `json:"type,omitempty"`
	Text string              `json:"text,omitempty"`
}

// ChatCompletionMessage (chat.go:95).
type ChatCompletionMessage struct {
	Role         string `json:"role"`
	Content      string `json:"content,omitempty"`
	Refusal      string `json:"refusal,omitempty"`
	MultiContent []ChatMessagePart
	Name         string     `json:"name,omitempty"`
	ToolCalls    []ToolCall `json:"tool_calls,omitempty"`
	ToolCallID   string     `json:"tool_call_id,omitempty"`
}

type ToolType string

const ToolTypeFunction ToolType = "function"

// ToolCall (chat.go:190).
type ToolCall struct {
	Index    *int         `json:"index,omitempty"`
	ID       string       `json:"id,omitempty"`
	Type     ToolType     `json:"type"`
	Function FunctionCall `json:"function"`
}

// FunctionCall (chat.go:198).
type FunctionCall struct {
	Name      string `json:"name,omitempty"`
	Arguments string `json:"arguments,omitempty"`
}

// ChatCompletionChoice (chat.go:470).
type ChatCompletionChoice struct {
	Index   int                   `json:"index"`
	Message ChatCompletionMessage `json:"message"`
}

// ChatCompletionResponse (chat.go:486).
type ChatCompletionResponse struct {
	ID      string                 `json:"id"`
	Choices []ChatCompletionChoice `json:"choices"`
}
