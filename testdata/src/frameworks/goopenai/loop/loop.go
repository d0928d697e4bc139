// Package loop answers go-openai tool calls: a tool result is a
// ChatCompletionMessage with the role "tool", with no error flag.
package loop

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"os"

	openai "github.com/sashabaranov/go-openai"
)

type hostArgs struct {
	Host string `json:"host"`
}

// Answer runs the tool calls of a response.
func Answer(ctx context.Context, resp openai.ChatCompletionResponse) []openai.ChatCompletionMessage {
	var msgs []openai.ChatCompletionMessage
	for _, tc := range resp.Choices[0].Message.ToolCalls {
		var args hostArgs
		if err := json.Unmarshal([]byte(tc.Function.Arguments), &args); err != nil {
			msgs = append(msgs, openai.ChatCompletionMessage{
				Role:       openai.ChatMessageRoleTool,
				Content:    err.Error(), // want `rawerr: this tool result puts the text of an error from encoding/json.Unmarshal in openai.ChatCompletionMessage.Content`
				ToolCallID: tc.ID,
				Name:       tc.Function.Name,
			})
			continue
		}
		addrs, err := net.DefaultResolver.LookupHost(ctx, args.Host)
		if err != nil {
			log.Printf("resolve %s: %v", args.Host, err)
			msgs = append(msgs, openai.ChatCompletionMessage{
				Role:       openai.ChatMessageRoleTool,
				Content:    "the host name could not be resolved", // want `retryable: this tool result puts the failure report "the host name could not be resolved" in openai.ChatCompletionMessage.Content with no retry decision`
				ToolCallID: tc.ID,
			})
			continue
		}
		msg := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: tc.ID}
		msg.Content = fmt.Sprint(addrs)
		msgs = append(msgs, msg)
	}
	return msgs
}

// Parts uses MultiContent.
func Parts(tc openai.ToolCall) openai.ChatCompletionMessage {
	_, err := os.Stat(tc.Function.Arguments)
	if errors.Is(err, os.ErrNotExist) {
		return openai.ChatCompletionMessage{
			Role:       openai.ChatMessageRoleTool,
			ToolCallID: tc.ID,
			MultiContent: []openai.ChatMessagePart{
				{Type: openai.ChatMessagePartTypeText, Text: "no such file. Not transient; list the directory to find the name."},
			},
		}
	}
	if err != nil {
		return openai.ChatCompletionMessage{
			Role:       openai.ChatMessageRoleTool,
			ToolCallID: tc.ID,
			MultiContent: []openai.ChatMessagePart{
				{Type: openai.ChatMessagePartTypeText, Text: "stat failed: " + err.Error()}, // want `interp: this tool result puts text interpolating an error from os.Stat in openai.ChatMessagePart.Text`
			},
		}
	}
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, ToolCallID: tc.ID, Content: "the file exists"}
}

// Other roles are not tool results.
func Prompt(err error) []openai.ChatCompletionMessage {
	return []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: "You are a network assistant."},
		{Role: openai.ChatMessageRoleUser, Content: "The last run failed: " + err.Error()},
	}
}

// Assistants API tool outputs.
func Outputs(id string) []openai.ToolOutput {
	b, err := os.ReadFile("/srv/motd")
	if err != nil {
		return []openai.ToolOutput{{ToolCallID: id, Output: err.Error()}} // want `rawerr: this tool result puts the text of an error from os.ReadFile in openai.ToolOutput.Output`
	}
	return []openai.ToolOutput{{ToolCallID: id, Output: string(b)}}
}
