// Package tools holds the tools of a hand-written agent loop: each is a
// module type implementing the module's own Tool interface. No framework
// registers them; the loop in package agent picks one by name and puts
// what it returns into the model's next message, so every
// implementation is a tool handler.
package tools

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
)

// Result is what a tool hands back: Text goes to the model.
type Result struct {
	Text    string
	IsError bool
}

// Tool is the loop's tool interface.
type Tool interface {
	Name() string
	Run(ctx context.Context, args map[string]any) (any, error)
	Execute(ctx context.Context, input string) (*Result, error)
	Check(ctx context.Context, input string) (Result, error)
}

// Failed is the result of a check that failed: its text is flagged.
func Failed(text string) Result {
	return Result{Text: text, IsError: true}
}

// ReadFile returns the file, or os.ReadFile's own error.
type ReadFile struct{}

func (ReadFile) Name() string { return "read_file" }

func (ReadFile) Run(ctx context.Context, args map[string]any) (any, error) {
	path, _ := args["path"].(string)
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

func (ReadFile) Execute(ctx context.Context, input string) (*Result, error) {
	b, err := os.ReadFile(input)
	if err != nil {
		return &Result{Text: fmt.Sprintf("could not read %s: %v", input, err), IsError: true}, nil
	}
	return &Result{Text: string(b)}, nil
}

// Count fails in the module's own words only.
type Count struct{}

func (ReadFile) Check(ctx context.Context, input string) (Result, error) {
	if _, err := os.Stat(input); err != nil {
		return Failed(fmt.Sprintf("cannot check %s: %v", input, err)), nil // @statfailed
	}
	return Result{Text: input + " exists"}, nil // @exists
}

func (Count) Name() string { return "count" }

func (Count) Run(ctx context.Context, args map[string]any) (any, error) {
	n, ok := args["n"].(float64)
	if !ok {
		return nil, errors.New("n must be a number. Not transient; send a number.")
	}
	return n + 1, nil
}

func (Count) Execute(ctx context.Context, input string) (*Result, error) {
	n, err := strconv.Atoi(input)
	if err != nil {
		return &Result{Text: "the input must be digits. Not transient; send digits only.", IsError: true}, nil
	}
	return &Result{Text: strconv.Itoa(n + 1)}, nil
}

func (Count) Check(ctx context.Context, input string) (Result, error) {
	if input == "" {
		return Failed("the input is empty"), nil // @emptyfailed
	}
	return Result{Text: "the input is fine"}, nil // @fine
}
