// Package openai is a stub of github.com/openai/openai-go/v2 v2.7.1
// (package openai): only the APIs the fixtures use, with their real
// signatures. Tool messages have no error flag.
package openai

import "github.com/openai/openai-go/v2/packages/param"

// ChatCompletion (chatcompletion.go:183).
type ChatCompletion struct {
	ID      string                 `json:"id"`
	Choices []ChatCompletionChoice `json:"choices"`
}

// ChatCompletionChoice (chatcompletion.go:262).
type ChatCompletionChoice struct {
	FinishReason string                `json:"finish_reason"`
	Index        int64                 `json:"index"`
	Message      ChatCompletionMessage `json:"message"`
}

// ChatCompletionMessage (chatcompletion.go:2593).
type ChatCompletionMessage struct {
	Content   string                               `json:"content"`
	Refusal   string                               `json:"refusal"`
	ToolCalls []ChatCompletionMessageToolCallUnion `json:"tool_calls"`
}

// ChatCompletionMessageToolCallUnion (chatcompletion.go:3130).
type ChatCompletionMessageToolCallUnion struct {
	ID       string                                        `json:"id"`
	Function ChatCompletionMessageFunctionToolCallFunction `json:"function"`
	Type     string                                        `json:"type"`
}

// ChatCompletionMessageFunctionToolCallFunction (chatcompletion.go:2841).
type ChatCompletionMessageFunctionToolCallFunction struct {
	Arguments string `json:"arguments"`
	Name      string `json:"name"`
}

// ChatCompletionContentPartTextParam (chatcompletion.go:2243).
type ChatCompletionContentPartTextParam struct {
	Text string `json:"text"`
}

// ChatCompletionMessageParamUnion (chatcompletion.go:2977).
type ChatCompletionMessageParamUnion struct {
	OfTool *ChatCompletionToolMessageParam `json:",omitzero,inline"`
}

// ToolMessage (chatcompletion.go:2955): argument 0 is the content.
func ToolMessage[T string | []ChatCompletionContentPartTextParam](content T, toolCallID string) ChatCompletionMessageParamUnion {
	var tool ChatCompletionToolMessageParam
	switch v := any(content).(type) {
	case string:
		tool.Content.OfString = param.NewOpt(v)
	case []ChatCompletionContentPartTextParam:
		tool.Content.OfArrayOfContentParts = v
	}
	tool.ToolCallID = toolCallID
	return ChatCompletionMessageParamUnion{OfTool: &tool}
}

// ChatCompletionToolMessageParam (chatcompletion.go:3745).
type ChatCompletionToolMessageParam struct {
	Content    ChatCompletionToolMessageParamContentUnion `json:"content,omitzero"`
	ToolCallID string                                     `json:"tool_call_id"`
}

// ChatCompletionToolMessageParamContentUnion (chatcompletion.go:3768).
type ChatCompletionToolMessageParamContentUnion struct {
	OfString              param.Opt[string]                    `json:",omitzero,inline"`
	OfArrayOfContentParts []ChatCompletionContentPartTextParam `json:",omitzero,inline"`
}
