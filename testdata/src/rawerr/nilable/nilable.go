// Package nilable returns an error that may be nil next to its result:
// a sentence in the error's place would report a failure where the call
// succeeded, so that return gets no fix. Where a check shows the error
// is not nil, it does.
package nilable

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ Name string }

type Out struct{ Text string }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_note"}, readNote)
	mcp.AddTool(s, &mcp.Tool{Name: "read_checked"}, readChecked)
}

func read(name string) (Out, error) {
	b, err := os.ReadFile("/srv/notes/" + name)
	return Out{Text: string(b)}, err
}

// unguarded: err is nil when the read succeeded.
func readNote(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := read(in.Name)
	return nil, out, err // want `tool read_note returns the text of an error from os.ReadFile to the model`
}

// checked: an early return on nil leaves err non-nil below.
func readChecked(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
	out, err := read(in.Name)
	if err == nil {
		return nil, out, nil
	}
	return nil, Out{}, err // want `tool read_checked returns the text of an error from os.ReadFile to the model`
}
