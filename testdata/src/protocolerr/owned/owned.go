// Package owned holds handlers whose failures leave as JSON-RPC protocol
// errors beside handlers whose failures the model reads as tool results.
// Every pass runs over it: a protocol error's return draws protocolerr's
// finding alone, whatever its text, and the same text handed to the
// model as a result draws the text passes' findings as before.
package owned

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/debug"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type Notes struct{ dir string }

type Query struct{ Name string }

func Register(s *server.MCPServer, raw *sdk.Server, n *Notes) {
	s.AddTool(mcp.NewTool("read_note"), n.readNote)
	s.AddTool(mcp.NewTool("show_note"), n.showNote)
	s.AddTool(mcp.NewTool("render_note"), n.renderNote)
	raw.AddTool(&sdk.Tool{Name: "stat_note"}, n.statNote)
	sdk.AddTool(raw, &sdk.Tool{Name: "open_note"}, n.openNote)
}

// Protocol errors: one finding each, protocolerr's, whose fix replaces
// the foreign text, the stack trace and the undecided words alike.
func (n *Notes) readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return nil, errors.New("read_note needs a name") // want `protocolerr: tool read_note returns an error that the framework sends as a JSON-RPC protocol error`
	}
	b, err := os.ReadFile(n.dir + "/" + name)
	if err != nil {
		return nil, err // want `protocolerr: tool read_note returns an error that the framework sends as a JSON-RPC protocol error`
	}
	if len(b) == 0 {
		_, err := os.Stat(n.dir)
		return nil, fmt.Errorf("the note %s is empty: %v", name, err) // want `protocolerr: tool read_note returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (n *Notes) renderNote(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			// Stored by a deferred closure, not returned: no return for
			// protocolerr's fix to rewrite, so traceback keeps it.
			res, err = nil, fmt.Errorf("render_note crashed: %v\n%s", r, debug.Stack()) // want `traceback: tool render_note returns a stack trace from runtime/debug.Stack`
		}
	}()
	out, err := render(req.GetString("name", ""))
	if err != nil {
		return nil, fmt.Errorf("render_note: %v\n%s", err, debug.Stack()) // want `protocolerr: tool render_note returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(out), nil
}

func (n *Notes) statNote(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	fi, err := os.Stat(n.dir)
	if err != nil {
		return nil, err // want `protocolerr: tool stat_note returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: fi.Name()}}}, nil
}

// The same texts handed to the model as tool results: the text passes
// report them, as they always did.
func (n *Notes) showNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return mcp.NewToolResultError("show_note needs a name"), nil // want `retryable: tool show_note passes the error "show_note needs a name" to mcp.NewToolResultError with no retry decision`
	}
	b, err := os.ReadFile(n.dir + "/" + name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `rawerr: tool show_note passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	if len(b) == 0 {
		_, err := os.Stat(n.dir)
		return mcp.NewToolResultErrorf("the note %s is empty: %v", name, err), nil // want `interp: tool show_note passes text interpolating an error from os.Stat to mcp.NewToolResultErrorf`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// go-sdk's generic handlers: a returned error is the text of a flagged
// result, not a protocol error.
func (n *Notes) openNote(ctx context.Context, req *sdk.CallToolRequest, q Query) (*sdk.CallToolResult, any, error) {
	b, err := os.ReadFile(n.dir + "/" + q.Name)
	if err != nil {
		return nil, nil, err // want `rawerr: tool open_note returns the text of an error from os.ReadFile to the model`
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: string(b)}}}, nil, nil
}

func render(name string) (string, error) {
	if name == "" {
		return "", errors.New("render: no name")
	}
	return "# " + name, nil
}
