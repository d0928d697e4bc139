// Package claude implements llm.Chat on anthropic-sdk-go.
package claude

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"turnlimit/xpkg/llm"
	"turnlimit/xpkg/message"
)

// chat implements llm.Chat; its type is unexported, so only its
// package's Fact can say that it runs a turn under go vet.
type chat struct{ c anthropic.Client }

// New returns the module's Chat on anthropic's API.
func New(c anthropic.Client) llm.Chat { return chat{c: c} }

func (ch chat) Send(ctx context.Context, history []message.Message) (message.Message, error) {
	_, err := ch.c.Messages.New(ctx, anthropic.MessageNewParams{})
	return message.Message{}, err
}

// Record records the id of a call the model made, and nothing of the
// call with it: message.ToolCall supplies an answer's id alone here,
// which does not make it the module's answer.
func Record(call message.ToolCall, out string) anthropic.ContentBlockParamUnion {
	return anthropic.NewToolResultBlock(call.ID, out, false)
}

// Client is an exported type whose Send also runs a turn.
type Client struct{ C anthropic.Client }

func (cl *Client) Send(ctx context.Context, history []message.Message) (message.Message, error) {
	_, err := cl.C.Messages.New(ctx, anthropic.MessageNewParams{})
	return message.Message{}, err
}
