// Package goopenai holds loops over the tool calls of one reply on
// go-openai, answering every call or not.
package goopenai

import (
	"context"
	"fmt"

	openai "github.com/sashabaranov/go-openai"
)

type tool func(ctx context.Context, args string) (string, error)

// Dispatch skips an unknown tool and ends the run on a tool's error.
func Dispatch(ctx context.Context, tools map[string]tool, msg openai.ChatCompletionMessage, history []openai.ChatCompletionMessage) ([]openai.ChatCompletionMessage, error) {
	for i := range msg.ToolCalls {
		call := msg.ToolCalls[i]
		fn, ok := tools[call.Function.Name]
		if !ok {
			continue // want `this continue leaves the tool call without a result`
		}
		out, err := fn(ctx, call.Function.Arguments)
		if err != nil {
			return nil, fmt.Errorf("calling %s: %w", call.Function.Name, err) // want `this return ends the run on an error while the tool call has no result`
		}
		history = append(history, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: call.ID, Content: out})
	}
	return history, nil
}

// Answered answers an unknown tool too.
func Answered(ctx context.Context, tools map[string]tool, msg openai.ChatCompletionMessage, history []openai.ChatCompletionMessage) []openai.ChatCompletionMessage {
	for _, call := range msg.ToolCalls {
		fn, ok := tools[call.Function.Name]
		if !ok {
			history = append(history, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: call.ID, Content: "No such tool; use one of the tools listed."})
			continue
		}
		out, err := fn(ctx, call.Function.Arguments)
		if err != nil {
			out = "The tool failed; try other arguments."
		}
		history = append(history, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: call.ID, Content: out})
	}
	return history
}
