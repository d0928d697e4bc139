// Package v1loop uses the v1 import path of the Anthropic SDK, which
// real projects still pin: the same tool results and toolrunner as v2.
package v1loop

import (
	"context"
	"os"

	anthropic "github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
)

type PathIn struct {
	Path string `json:"path"`
}

// Answer builds the tool result of a read_file call.
func Answer(id, path string) anthropic.ContentBlockParamUnion {
	b, err := os.ReadFile(path)
	if err != nil {
		return anthropic.NewToolResultBlock(id, err.Error(), true) // want `rawerr: this tool result passes the text of an error from os.ReadFile to anthropic.NewToolResultBlock`
	}
	return anthropic.NewToolResultBlock(id, string(b), false)
}

// Tool is the same tool for the toolrunner.
func Tool() anthropic.BetaTool {
	return toolrunner.NewBetaTool("read_file", "Read a file.", anthropic.BetaToolInputSchemaParam{},
		func(ctx context.Context, in PathIn) (anthropic.BetaToolResultBlockParamContentUnion, error) {
			b, err := os.ReadFile(in.Path)
			if err != nil {
				return anthropic.BetaToolResultBlockParamContentUnion{}, err // want `rawerr: tool read_file returns the text of an error from os.ReadFile to the model`
			}
			return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: string(b)}}, nil
		})
}
