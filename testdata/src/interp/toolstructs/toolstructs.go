// Package toolstructs is a hand-written agent's tool table: no framework,
// its own loop and model client (not shown). A tool is a struct telling
// the model what it does and what to pass, and holding the function that
// runs it; the function's text is what the model reads next.
package toolstructs

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
)

// Params is the schema the model is told to fill.
type Params struct {
	Description string
	Arguments   map[string]any
}

// Tool is one tool; its description and schema come from Params.
type Tool struct {
	Params
	Name string
	Run  func(ctx context.Context, input string) (string, error)
}

var tools = map[string]Tool{
	"read": {Name: "read", Params: Params{Description: "Reads a file."}, Run: read},
}

func read(ctx context.Context, input string) (string, error) {
	var args struct{ Path string }
	if err := json.Unmarshal([]byte(input), &args); err != nil {
		return "", err // a returned error is not known to reach the model
	}
	b, err := os.ReadFile(args.Path)
	if err != nil {
		return fmt.Sprintf("could not read %s: %v", args.Path, err), nil // want `tool handler read returns text interpolating an error from os.ReadFile to the model`
	}
	return string(b), nil
}

// register stores a tool's function by assignment.
func register(desc string) Tool {
	var t Tool
	t.Description, t.Arguments = desc, map[string]any{"type": "object"}
	t.Run = func(ctx context.Context, input string) (string, error) {
		if _, err := os.Stat(input); err != nil {
			return "stat failed: " + err.Error(), nil // want `tool handler \(a function literal in register\) returns text interpolating an error from os.Stat to the model`
		}
		return "exists", nil
	}
	return t
}

// Command is a chat program's slash command: a description, but no
// schema, and its output is printed for the user, not sent to a model.
type Command struct {
	Description string
	Run         func(args string) (string, error)
}

var commands = map[string]Command{
	"cat": {Description: "Prints a file.", Run: cat},
}

func cat(args string) (string, error) {
	b, err := os.ReadFile(args)
	if err != nil {
		return fmt.Sprintf("cat: %v", err), nil
	}
	return string(b), nil
}

// Job has a description and a schema, but its function returns no text
// (a number of rows): nothing a model reads.
type Job struct {
	Description string
	Schema      map[string]any
	Run         func(input string) (int, error)
}

var jobs = []Job{{Description: "Counts rows.", Run: func(input string) (int, error) {
	_, err := os.Stat(input)
	return 0, err
}}}
