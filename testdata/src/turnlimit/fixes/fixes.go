// Package fixes holds loops of turns the suggested fix bounds.
package fixes

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	openai "github.com/sashabaranov/go-openai"
)

func runTool(name, args string) string { return "" }

// Run answers the tool calls of each reply until there are none.
func Run(ctx context.Context, client anthropic.Client, params anthropic.MessageNewParams) (*anthropic.Message, error) {
	for { // want `this loop calls anthropic's MessageService.New and feeds tool results back with no bound`
		msg, err := client.Messages.New(ctx, params)
		if err != nil {
			return nil, err
		}
		var results []anthropic.ContentBlockParamUnion
		for _, block := range msg.Content {
			if block.Type == "tool_use" {
				results = append(results, anthropic.NewToolResultBlock(block.ID, runTool(block.Name, string(block.Input)), false))
			}
		}
		if len(results) == 0 {
			return msg, nil
		}
		params.Messages = append(params.Messages, msg.ToParam(), anthropic.NewUserMessage(results...))
	}
}

type chat struct {
	client *openai.Client
	done   bool
}

// loop runs while the model calls tools.
func (c *chat) loop(ctx context.Context, req openai.ChatCompletionRequest) (string, int, error) {
	for !c.done { // want `this loop calls go-openai's Client.CreateChatCompletion and feeds tool results back with no bound`
		resp, err := c.client.CreateChatCompletion(ctx, req)
		if err != nil {
			return "", 0, err
		}
		msg := resp.Choices[0].Message
		req.Messages = append(req.Messages, msg)
		c.done = len(msg.ToolCalls) == 0
		for _, call := range msg.ToolCalls {
			req.Messages = append(req.Messages, openai.ChatCompletionMessage{
				Role:       openai.ChatMessageRoleTool,
				ToolCallID: call.ID,
				Content:    runTool(call.Function.Name, call.Function.Arguments),
			})
		}
	}
	return req.Messages[len(req.Messages)-1].Content, len(req.Messages), nil
}
