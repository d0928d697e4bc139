// Package agent is a hand-written Anthropic agent loop over the module's
// Tool interface: the tool it calls is picked from a map by the name the
// model sent, so the text it shows is that of every implementation.
// Implementations of another package are reported here, once per
// implementation, where their positions are not kept (go vet,
// analysistest), and at their return statements by the command.
package agent

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"

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
		return anthropic.NewToolResultBlock(block.ID, err.Error(), true) // want `rawerr: tool read_file \(handler \(tools.ReadFile\).Run\) passes the text of an error from os.ReadFile to anthropic.NewToolResultBlock through \(\*agent.Loop\).Step`
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
	return anthropic.NewToolResultBlock(block.ID, res.Text, res.IsError) // want `interp: tool read_file \(handler \(tools.ReadFile\).Execute\) passes text interpolating an error from os.ReadFile to anthropic.NewToolResultBlock through \(\*agent.Loop\).Execute`
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

// Checked keeps the result in a variable its deferred log shares, so the
// result lives in memory, and copies the flag each Check's return sets.
func (l *Loop) Checked(ctx context.Context, block anthropic.ContentBlockUnion, input string) anthropic.ContentBlockParamUnion {
	res, err := l.Tools[block.Name].Check(ctx, input)
	defer func() { log.Printf("tool %s flagged: %v", block.Name, res.IsError) }()
	if err != nil {
		return anthropic.NewToolResultBlock(block.ID, "the check failed. Not transient; do not call it again.", true)
	}
	return anthropic.NewToolResultBlock(block.ID, res.Text, res.IsError) // want `interp: tool read_file \(handler \(tools.ReadFile\).Check\) passes text interpolating an error from os.Stat to anthropic.NewToolResultBlock through \(\*agent.Loop\).Checked`
}

// CheckedOwn shows a result the loop wrote itself, kept in memory too:
// nothing of a tool's Check reaches the model.
func (l *Loop) CheckedOwn(ctx context.Context, block anthropic.ContentBlockUnion, input string) anthropic.ContentBlockParamUnion {
	res := tools.Result{Text: "checks are off. Not transient; do not call it again.", IsError: true}
	defer func() { log.Printf("tool %s: %s", block.Name, res.Text) }()
	if _, err := l.Tools[block.Name].Check(ctx, input); err != nil {
		log.Printf("tool %s: %v", block.Name, err)
	}
	return anthropic.NewToolResultBlock(block.ID, res.Text, res.IsError)
}

// Remote and Echo are tools of the loop's own package: the loop shows
// each as it shows the tools of package tools, at its return statements.
type Remote struct{ URL string }

func (Remote) Name() string { return "remote" }

func (r Remote) Run(ctx context.Context, args map[string]any) (any, error) {
	resp, err := http.Get(r.URL)
	if err != nil {
		return nil, err // want `rawerr: tool remote \(handler \(Remote\).Run\) passes the text of an error from net/http.Get to anthropic.NewToolResultBlock through \(\*agent.Loop\).Step`
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func (Remote) Execute(ctx context.Context, input string) (*tools.Result, error) {
	return &tools.Result{Text: "remote runs through Run only. Not transient; call Run."}, nil
}

// Check's failure is flagged by the constructor of package tools it
// calls (its summary says every return sets IsError).
func (Remote) Check(ctx context.Context, input string) (tools.Result, error) {
	if input == "" {
		return tools.Failed("remote needs input"), nil // want `retryable: tool remote \(handler \(Remote\).Check\) passes the error "remote needs input" to anthropic.NewToolResultBlock through \(\*agent.Loop\).Checked with no retry decision`
	}
	return tools.Result{Text: "nothing to check"}, nil
}

// Echo fails in the loop's own words, each with a retry decision.
type Echo struct{}

func (Echo) Name() string { return "echo" }

func (Echo) Run(ctx context.Context, args map[string]any) (any, error) {
	if len(args) == 0 {
		return nil, errors.New("echo needs arguments. Not transient; send at least one.")
	}
	return args, nil
}

func (Echo) Execute(ctx context.Context, input string) (*tools.Result, error) {
	return &tools.Result{Text: input}, nil
}

func (Echo) Check(ctx context.Context, input string) (tools.Result, error) {
	if input == "" {
		return tools.Failed("echo needs input. Not transient; send some text."), nil
	}
	return tools.Result{Text: input}, nil
}

// Planner is a dependency of the loop, not a tool: it does not describe
// itself to the model, so its implementation is an alternative of the
// sink that shows its error, reported there.
type Planner interface {
	Plan(ctx context.Context, goal string) (string, error)
}

type filePlanner struct{ dir string }

func (p filePlanner) Plan(ctx context.Context, goal string) (string, error) {
	b, err := os.ReadFile(p.dir + "/" + goal)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// Planned runs the planner the loop was built with.
type Planned struct{ Planner Planner }

func (l *Planned) Step(ctx context.Context, block anthropic.ContentBlockUnion, goal string) anthropic.ContentBlockParamUnion {
	plan, err := l.Planner.Plan(ctx, goal)
	if err != nil {
		return anthropic.NewToolResultBlock(block.ID, err.Error(), true) // want `rawerr: this tool result passes the text of an error from os.ReadFile to anthropic.NewToolResultBlock`
	}
	return anthropic.NewToolResultBlock(block.ID, plan, false)
}
