// Package genai holds agent loops on the Gemini SDK.
package genai

import (
	"context"
	"fmt"

	"google.golang.org/genai"
)

func call(name string, args map[string]any) map[string]any { return map[string]any{"output": "ok"} }

// respond answers the function calls of one reply.
func respond(resp *genai.GenerateContentResponse) *genai.Content {
	parts := []*genai.Part{}
	for _, fc := range resp.FunctionCalls() {
		parts = append(parts, genai.NewPartFromFunctionResponse(fc.Name, call(fc.Name, fc.Args)))
	}
	return &genai.Content{Role: genai.RoleUser, Parts: parts}
}

// Unbounded generates until no function is called.
func Unbounded(ctx context.Context, client *genai.Client, contents []*genai.Content) error {
	for { // want `this loop calls genai's Models.GenerateContent and feeds tool results back with no bound`
		resp, err := client.Models.GenerateContent(ctx, "gemini-2.5-flash", contents, nil)
		if err != nil {
			return err
		}
		if len(resp.FunctionCalls()) == 0 {
			return nil
		}
		contents = append(contents, resp.Candidates[0].Content, respond(resp))
	}
}

// Bounded stops after a fixed number of turns.
func Bounded(ctx context.Context, client *genai.Client, contents []*genai.Content) error {
	const maxTurns = 12
	for turn := 1; turn <= maxTurns; turn++ {
		resp, err := client.Models.GenerateContent(ctx, "gemini-2.5-flash", contents, nil)
		if err != nil {
			return err
		}
		if len(resp.FunctionCalls()) == 0 {
			return nil
		}
		contents = append(contents, resp.Candidates[0].Content, respond(resp))
	}
	return fmt.Errorf("the task did not finish within %d turns", maxTurns)
}
