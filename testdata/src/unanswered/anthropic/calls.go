// Package anthropic holds loops over the tool-use blocks of one reply on
// anthropic-sdk-go, answering every call or not.
package anthropic

import (
	"context"
	"errors"
	"fmt"
	"log"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

var errNoCredentials = errors.New("no credentials configured")

func run(ctx context.Context, name string, input []byte) (string, error) { return "", nil }

var tools = map[string]bool{"search": true}

// Skips leaves an unknown tool without a result.
func Skips(ctx context.Context, msg *anthropic.Message) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue // a text block: not a call
		}
		if !tools[block.Name] {
			log.Printf("unknown tool %q", block.Name)
			continue // want `this continue leaves tool call block.ID without a result: the API rejects a call with no answer`
		}
		out, err := run(ctx, block.Name, block.Input)
		if err != nil {
			results = append(results, anthropic.NewToolResultBlock(block.ID, "The search failed; try a shorter query.", true))
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return results
}

// Aborts ends the run on the first tool error.
func Aborts(ctx context.Context, msg *anthropic.Message) ([]anthropic.ContentBlockParamUnion, error) {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		switch block.Type {
		case "tool_use":
			tu := block.AsToolUse()
			out, err := run(ctx, tu.Name, tu.Input)
			if err != nil {
				return nil, fmt.Errorf("tool %s: %w", tu.Name, err) // want `this return ends the run on an error while tool call block.ID has no result`
			}
			results = append(results, anthropic.NewToolResultBlock(tu.ID, out, false))
		default:
			continue
		}
	}
	return results, nil
}

// Classified ends the run only for an operator failure, and answers
// every other error.
func Classified(ctx context.Context, msg *anthropic.Message) ([]anthropic.ContentBlockParamUnion, error) {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		out, err := run(ctx, block.Name, block.Input)
		if errors.Is(err, errNoCredentials) {
			return nil, err
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if err != nil {
			log.Printf("tool %s: %v", block.Name, err)
			results = append(results, anthropic.NewToolResultBlock(block.ID, "The tool failed; try other arguments.", true))
			continue
		}
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return results, nil
}

// Refuses stops at the first refused call: the calls after it get no
// result.
func Refuses(ctx context.Context, msg *anthropic.Message, allowed func(string) bool) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		if !allowed(block.Name) {
			results = append(results, anthropic.NewToolResultBlock(block.ID, "The user declined this call.", true))
			break // want `this break leaves tool call block.ID and the calls after it without a result`
		}
		out, _ := run(ctx, block.Name, block.Input)
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
	}
	return results
}

// RefusesRest answers the calls after a refusal once the loop ends.
func RefusesRest(ctx context.Context, msg *anthropic.Message, allowed func(string) bool) []anthropic.ContentBlockParamUnion {
	var results []anthropic.ContentBlockParamUnion
	answered := map[string]bool{}
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		if !allowed(block.Name) {
			break
		}
		out, _ := run(ctx, block.Name, block.Input)
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
		answered[block.ID] = true
	}
	for _, block := range msg.Content {
		if block.Type == "tool_use" && !answered[block.ID] {
			results = append(results, anthropic.NewToolResultBlock(block.ID, "Not run: the user declined an earlier call of this turn.", true))
		}
	}
	return results
}

// Saves ends the run when saving fails after the call was answered:
// not a tool's error.
func Saves(ctx context.Context, msg *anthropic.Message, save func([]anthropic.ContentBlockParamUnion) error) ([]anthropic.ContentBlockParamUnion, error) {
	var results []anthropic.ContentBlockParamUnion
	for _, block := range msg.Content {
		if block.Type != "tool_use" {
			continue
		}
		out, _ := run(ctx, block.Name, block.Input)
		results = append(results, anthropic.NewToolResultBlock(block.ID, out, false))
		if err := save(results); err != nil {
			return nil, err
		}
	}
	return results, nil
}
