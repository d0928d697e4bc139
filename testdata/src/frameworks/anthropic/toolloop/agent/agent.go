// Package agent is a hand-written Anthropic agent loop over the module's
// Tool interface: the tool it calls is picked from a map by the name the
// model sent, so the text it shows is that of every implementation.
// Implementations of another package are reported here, once per
// implementation, where their positions are not kept (go vet,
// analysistest), and at their return statements by the command.
package agent

import (
	"context"
	"fmt"
	"log"

	anthropic "github.com/anthropics/anthropic-sdk-go/v2"

	"frameworks/anthropic/toolloop/tools"
)

// Loop runs the tools the model asks for.
type Loop struct {
	Tools map[string]tools.Tool
}

// Step sends the error of Run to the model.
func (l *Loop) Step(ctx context.Context, block anthropic.ContentBlockUnion, args map[string]any) anthropic.ContentBlockParamUnion {
	t, ok := l.Tools[block.Name]
	if !ok {
		return anthropic.NewToolResultBlock(block.ID, "no such tool. Not transient; call one of the tools listed.", true)
	}
	out, err := t.Run(ctx, args)
	if err != nil {
		return anthropic.NewToolResultBlock(block.ID, err.Error(), true) // want `rawerr: tool handler \(tools.ReadFile\).Run passes the text of an error from os.ReadFile to anthropic.NewToolResultBlock through \(\*agent.Loop\).Step`
	}
	return anthropic.NewToolResultBlock(block.ID, fmt.Sprint(out), false)
}

// Execute shows the text field of the result each tool builds.
func (l *Loop) Execute(ctx context.Context, block anthropic.ContentBlockUnion, input string) anthropic.ContentBlockParamUnion {
	t := l.Tools[block.Name]
	res, err := t.Execute(ctx, input)
	if err != nil {
		log.Printf("tool %s: %v", block.Name, err)
		return anthropic.NewToolResultBlock(block.ID, "the tool failed. Not transient; do not call it again.", true)
	}
	return anthropic.NewToolResultBlock(block.ID, res.Text, res.IsError) // want `interp: tool handler \(tools.ReadFile\).Execute passes text with the text of an error from os.ReadFile interpolated to anthropic.NewToolResultBlock through \(\*agent.Loop\).Execute`
}

// Logged keeps the error for the log and shows the model its own words.
func (l *Loop) Logged(ctx context.Context, block anthropic.ContentBlockUnion, args map[string]any) anthropic.ContentBlockParamUnion {
	out, err := l.Tools[block.Name].Run(ctx, args)
	if err != nil {
		log.Printf("tool %s: %v", block.Name, err)
		return anthropic.NewToolResultBlock(block.ID, block.Name+" failed. Not transient; do not call it again.", true)
	}
	return anthropic.NewToolResultBlock(block.ID, fmt.Sprint(out), false)
}

// Printed shows a tool's error to the user only: no model reads it.
func (l *Loop) Printed(ctx context.Context, name string, args map[string]any) {
	if _, err := l.Tools[name].Run(ctx, args); err != nil {
		fmt.Println("tool failed:", err.Error())
	}
}
