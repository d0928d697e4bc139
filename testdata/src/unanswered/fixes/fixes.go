// Package fixes holds unanswered calls the suggested fix answers.
package fixes

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"
)

type args struct{ Path string }

func read(ctx context.Context, a args) (string, error) { return "", nil }

// Answer decodes and runs each call.
func Answer(ctx context.Context, msg openai.ChatCompletionMessage, params *openai.ChatCompletionNewParams) error {
	for _, tc := range msg.ToolCalls {
		var a args
		if err := json.Unmarshal([]byte(tc.Function.Arguments), &a); err != nil {
			continue // want `this continue leaves tool call tc.ID without a result`
		}
		out, err := read(ctx, a)
		if err != nil {
			return fmt.Errorf("read %s: %w", a.Path, err) // want `this return ends the run on an error while tool call tc.ID has no result`
		}
		params.Messages = append(params.Messages, openai.ToolMessage(out, tc.ID))
	}
	return nil
}

// Blocks answers tool-use blocks, with the error flag.
func Blocks(ctx context.Context, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		var a args
		if json.Unmarshal(block.Input, &a) != nil {
			continue // want `this continue leaves tool call block.ID without a result`
		}
		out, err := read(ctx, a)
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, err != nil))
	}
	return results
}
