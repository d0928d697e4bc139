// Package answers changes a state, then reads it back: where only the
// read fails, the handler still answers with what was done, in words
// that say nothing failed. That is an answer, not a failure report; text
// on the same kind of branch that asks the model to check and try again
// reports a failure.
package answers

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type StateIn struct{ Name, State string }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "set_state"}, setState)
}

var states = map[string]string{}

func apply(name, state string) error {
	if _, ok := states[name]; !ok {
		return errors.New("unknown instance")
	}
	states[name] = state
	return nil
}

func readBack(name string) (string, error) {
	if s, ok := states[name]; ok {
		return s, nil
	}
	return "", errors.New("instance vanished")
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func setState(ctx context.Context, req *mcp.CallToolRequest, in StateIn) (*mcp.CallToolResult, any, error) {
	if err := apply(in.Name, in.State); err != nil {
		return text("Please check the instance name and try again."), nil, nil // want `tool set_state puts text that reports a failure in mcp.TextContent.Text \(formed by answers.text\) in a result not marked as an error`
	}
	got, err := readBack(in.Name)
	if err != nil {
		return text(fmt.Sprintf("Instance %s is now %s.", in.Name, in.State)), nil, nil
	}
	return text("Instance " + in.Name + " is " + got + "."), nil, nil
}
