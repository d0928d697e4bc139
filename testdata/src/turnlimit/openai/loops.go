// Package openai holds agent loops on openai-go, with and without a
// bound on their turns.
package openai

import (
	"context"
	"errors"

	"github.com/openai/openai-go/v3"
)

func call(ctx context.Context, name, args string) string { return "" }

// Unbounded loops while the model calls tools.
func Unbounded(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams) (string, error) {
	for { // want `this loop calls openai-go's ChatCompletionService.New and feeds tool results back with no bound`
		completion, err := client.Chat.Completions.New(ctx, params)
		if err != nil {
			return "", err
		}
		msg := completion.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		params.Messages = append(params.Messages, msg.ToParam())
		for _, tc := range msg.ToolCalls {
			params.Messages = append(params.Messages, openai.ToolMessage(call(ctx, tc.Function.Name, tc.Function.Arguments), tc.ID))
		}
	}
}

// HistoryCap ends when the history it grows is too long.
func HistoryCap(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams) (string, error) {
	for len(params.Messages) < 60 {
		completion, err := client.Chat.Completions.New(ctx, params)
		if err != nil {
			return "", err
		}
		msg := completion.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		params.Messages = append(params.Messages, msg.ToParam())
		for _, tc := range msg.ToolCalls {
			params.Messages = append(params.Messages, openai.ToolMessage(call(ctx, tc.Function.Name, tc.Function.Arguments), tc.ID))
		}
	}
	return "", errors.New("the conversation grew past 60 messages before the task finished")
}

// Events waits for the next event each round: whoever sends ends it.
func Events(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams, events <-chan string) error {
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case text := <-events:
			params.Messages = append(params.Messages, openai.UserMessage(text))
		}
		completion, err := client.Chat.Completions.New(ctx, params)
		if err != nil {
			return err
		}
		for _, tc := range completion.Choices[0].Message.ToolCalls {
			params.Messages = append(params.Messages, openai.ToolMessage(call(ctx, tc.Function.Name, tc.Function.Arguments), tc.ID))
		}
	}
}
