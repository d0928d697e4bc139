// Package goopenai holds agent loops on go-openai, with and without a
// bound on their turns.
package goopenai

import (
	"context"
	"fmt"
	"log"

	openai "github.com/sashabaranov/go-openai"
)

func execute(name, args string) string { return "" }

// Agent counts its steps in a field.
type Agent struct {
	client *openai.Client
	steps  int
}

// toolMessages answers the calls of one reply.
func toolMessages(calls []openai.ToolCall) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, c := range calls {
		out = append(out, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: c.ID, Content: execute(c.Function.Name, c.Function.Arguments)})
	}
	return out
}

// Logged logs the step count and never compares it.
func (a *Agent) Logged(ctx context.Context, req openai.ChatCompletionRequest) (string, error) {
	for { // want `this loop calls go-openai's Client.CreateChatCompletion and feeds tool results back with no bound`
		a.steps++
		log.Printf("step %d", a.steps)
		resp, err := a.client.CreateChatCompletion(ctx, req)
		if err != nil {
			return "", err
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		req.Messages = append(req.Messages, msg)
		req.Messages = append(req.Messages, toolMessages(msg.ToolCalls)...)
	}
}

// Capped compares the field it counts with a bound.
func (a *Agent) Capped(ctx context.Context, req openai.ChatCompletionRequest) (string, error) {
	for {
		a.steps++
		if a.steps > 15 {
			return "", fmt.Errorf("the task did not finish within %d steps", 15)
		}
		resp, err := a.client.CreateChatCompletion(ctx, req)
		if err != nil {
			return "", err
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		req.Messages = append(req.Messages, msg)
		req.Messages = append(req.Messages, toolMessages(msg.ToolCalls)...)
	}
}

// Switched leaves through a case of a switch on the counter.
func (a *Agent) Switched(ctx context.Context, req openai.ChatCompletionRequest) (string, error) {
	for n := 0; ; n++ {
		switch {
		case n >= 8:
			return "", fmt.Errorf("the task did not finish within %d turns", 8)
		}
		resp, err := a.client.CreateChatCompletion(ctx, req)
		if err != nil {
			return "", err
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		req.Messages = append(req.Messages, toolMessages(msg.ToolCalls)...)
	}
}

// Supervised is stopped by its caller, which says so.
func (a *Agent) Supervised(ctx context.Context, req openai.ChatCompletionRequest) error {
	//toolerrlint:ignore turnlimit the supervisor cancels ctx after 40 turns
	for {
		resp, err := a.client.CreateChatCompletion(ctx, req)
		if err != nil {
			return err
		}
		req.Messages = append(req.Messages, toolMessages(resp.Choices[0].Message.ToolCalls)...)
	}
}
