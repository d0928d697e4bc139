// Package provider runs the model's turns for the agent package, behind
// the module's own interface, with one generic adapter over the
// providers' clients (the shape of opencode's internal/llm/provider).
package provider

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"turnlimit/xpkg/message"
)

// Provider is what the agent calls. Stream runs a turn; Model does not.
type Provider interface {
	Stream(ctx context.Context, history []message.Message) (message.Message, error)
	Model() string
}

// client is what each provider's client does; the adapter calls it
// through its type parameter.
type client interface {
	send(ctx context.Context, history []message.Message) (message.Message, error)
}

type base[C client] struct {
	model  string
	client C
}

func (b *base[C]) Stream(ctx context.Context, history []message.Message) (message.Message, error) {
	return b.client.send(ctx, history)
}

func (b *base[C]) Model() string { return b.model }

// New returns the anthropic provider.
func New(c anthropic.Client) Provider {
	return &base[*anthropicClient]{model: "claude", client: &anthropicClient{c: c}}
}

type anthropicClient struct{ c anthropic.Client }

// send retries the request up to three times: a retry loop, not a loop
// of turns, so send still runs one turn.
func (a *anthropicClient) send(ctx context.Context, history []message.Message) (message.Message, error) {
	params := anthropic.MessageNewParams{Messages: convert(history)}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var msg *anthropic.Message
		if msg, err = a.c.Messages.New(ctx, params); err == nil {
			return fromReply(msg), nil
		}
	}
	return message.Message{}, err
}

// Send runs one turn with a client of the caller's.
func Send(ctx context.Context, c anthropic.Client, history []message.Message) (message.Message, error) {
	msg, err := c.Messages.New(ctx, anthropic.MessageNewParams{Messages: convert(history)})
	if err != nil {
		return message.Message{}, err
	}
	return fromReply(msg), nil
}

// convert turns the history into the SDK's: each result becomes a tool
// result block, which makes message.ToolResult the module's answer.
func convert(history []message.Message) []anthropic.MessageParam {
	var out []anthropic.MessageParam
	for _, m := range history {
		var blocks []anthropic.ContentBlockParamUnion
		for _, r := range m.Results {
			blocks = append(blocks, anthropic.NewToolResultBlock(r.ToolCallID, r.Content, r.IsError))
		}
		if len(blocks) > 0 {
			out = append(out, anthropic.NewUserMessage(blocks...))
		}
	}
	return out
}

// fromReply records the model's calls in the module's own type.
func fromReply(msg *anthropic.Message) message.Message {
	out := message.Message{Role: "assistant"}
	for _, block := range msg.Content {
		if block.Type == "tool_use" {
			out.Calls = append(out.Calls, message.ToolCall{ID: block.ID, Name: block.Name, Input: string(block.Input)})
		}
	}
	return out
}
