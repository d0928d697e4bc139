// Package openai holds loops over the tool calls of one reply on
// openai-go, answering every call or not.
package openai

import (
	"context"
	"encoding/json"
	"log"

	"github.com/openai/openai-go/v3"
)

type args struct{ Query string }

func search(ctx context.Context, a args) (string, error) { return "", nil }

// Decodes skips a call whose arguments do not decode, and ends the run
// on a tool's error.
func Decodes(ctx context.Context, msg openai.ChatCompletionMessage, params *openai.ChatCompletionNewParams) error {
	for _, tc := range msg.ToolCalls {
		var a args
		if err := json.Unmarshal([]byte(tc.Function.Arguments), &a); err != nil {
			log.Printf("decode %s: %v", tc.Function.Name, err)
			continue // want `this continue leaves tool call tc.ID without a result`
		}
		out, err := search(ctx, a)
		if err != nil {
			return err // want `this return ends the run on an error while tool call tc.ID has no result`
		}
		params.Messages = append(params.Messages, openai.ToolMessage(out, tc.ID))
	}
	return nil
}

// Answers answers every call, failed or not, and skips only calls of
// another kind.
func Answers(ctx context.Context, msg openai.ChatCompletionMessage, params *openai.ChatCompletionNewParams) {
	for _, tc := range msg.ToolCalls {
		if tc.Type != "function" {
			continue
		}
		var a args
		if err := json.Unmarshal([]byte(tc.Function.Arguments), &a); err != nil {
			params.Messages = append(params.Messages, openai.ToolMessage("The arguments are not valid JSON: send one object with a query.", tc.ID))
			continue
		}
		out, err := search(ctx, a)
		if err != nil {
			log.Printf("search: %v", err)
			out = "The search failed; try again with another query."
		}
		params.Messages = append(params.Messages, openai.ToolMessage(out, tc.ID))
	}
}

// Nested continues an inner loop, not the loop over the calls.
func Nested(ctx context.Context, msg openai.ChatCompletionMessage, params *openai.ChatCompletionNewParams, names []string) {
	for _, tc := range msg.ToolCalls {
		known := false
		for _, n := range names {
			if n != tc.Function.Name {
				continue
			}
			known = true
		}
		out := "unknown tool"
		if known {
			out, _ = search(ctx, args{})
		}
		params.Messages = append(params.Messages, openai.ToolMessage(out, tc.ID))
	}
}
