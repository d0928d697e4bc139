package loop

import (
	"context"
	"encoding/json"

	openai "github.com/sashabaranov/go-openai"
)

// Run is a hand-written agent loop: it runs until the model stops
// calling tools, and skips a call whose arguments do not decode.
func Run(ctx context.Context, client *openai.Client, req openai.ChatCompletionRequest) (string, error) {
	for { // want `turnlimit: this loop calls go-openai's Client.CreateChatCompletion and feeds tool results back with no bound`
		resp, err := client.CreateChatCompletion(ctx, req)
		if err != nil {
			return "", err
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		req.Messages = append(req.Messages, msg)
		for _, tc := range msg.ToolCalls {
			var args hostArgs
			if json.Unmarshal([]byte(tc.Function.Arguments), &args) != nil {
				continue // want `unanswered: this continue leaves tool call tc.ID without a result`
			}
			req.Messages = append(req.Messages, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: "resolved " + args.Host + "; not transient."})
		}
	}
}
