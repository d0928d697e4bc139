// Package agent answers tool calls through another package of the
// module.
package agent

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"unanswered/xpkg/results"
)

func run(ctx context.Context, name string, input []byte) (string, error) { return "", nil }

// Answered answers a failed call through results.Failed before it goes
// on: no call is left without a result.
func Answered(ctx context.Context, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var out []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		text, err := run(ctx, block.Name, block.Input)
		if err != nil {
			out = append(out, results.Failed(block.ID, block.Name))
			continue
		}
		out = append(out, anthropic.NewToolResultBlock(block.ID, text, false))
	}
	return out
}

// Logged only logs a failed call through the other package.
func Logged(ctx context.Context, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var out []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		text, err := run(ctx, block.Name, block.Input)
		if err != nil {
			results.Log(block.ID, err.Error())
			continue // want `this continue leaves tool call block.ID without a result`
		}
		out = append(out, anthropic.NewToolResultBlock(block.ID, text, false))
	}
	return out
}
