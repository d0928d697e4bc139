// Package tools runs the analyzers against the real frameworks, so the
// stubs under testdata/src cannot drift from what users compile against.
package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Args struct {
	Path string `json:"path"`
	N    string `json:"n"`
}

func RegisterSDK(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_file"}, readFile)
	mcp.AddTool(s, &mcp.Tool{Name: "count"}, count)
	mcp.AddTool(s, &mcp.Tool{Name: "fetch"}, fetch)
	mcp.AddTool(s, &mcp.Tool{Name: "crashy"}, crashy)
	mcp.AddTool(s, &mcp.Tool{Name: "size"}, size)
	s.AddTool(&mcp.Tool{Name: "stat", InputSchema: map[string]any{"type": "object"}}, stat)
	s.AddTool(&mcp.Tool{Name: "echo", InputSchema: map[string]any{"type": "object"}}, echo)
}

func readFile(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(in.Path)
	if err != nil {
		return nil, nil, err // want `rawerr: tool read_file returns the text of an error from os.ReadFile to the model`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

func count(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, any, error) {
	n, err := strconv.Atoi(in.N)
	if err != nil {
		return nil, nil, fmt.Errorf("bad n: %w", err) // want `interp: tool count returns text interpolating an error from strconv.Atoi to the model`
	}
	if n < 0 {
		return nil, nil, errors.New("n must not be negative") // want `retryable: tool count returns the error "n must not be negative" to the model with no retry decision`
	}
	if n > 100 {
		return nil, nil, errors.New("n must be at most 100. Not transient; send a smaller n.")
	}
	return nil, n, nil
}

func fetch(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get(in.Path)
	if err != nil {
		log.Printf("fetch: %v", err)
		return nil, nil, errors.New("the page could not be fetched. Transient; retry once.")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(resp.Body)
		return nil, nil, fmt.Errorf("upstream said %s: %s", resp.Status, body) // want `traceback: tool fetch returns an upstream body of net/http.Get to the model`
	}
	return nil, nil, nil
}

func crashy(ctx context.Context, req *mcp.CallToolRequest, in Args) (res *mcp.CallToolResult, out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack()) // want `traceback: tool crashy returns a stack trace from runtime/debug.Stack to the model`
		}
	}()
	return nil, in.Path[5:], nil
}

// A low-level handler: its error leaves as a JSON-RPC error, and a
// result without IsError is a success.
func stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat("data")
	if errors.Is(err, os.ErrNotExist) {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "no data yet. Transient; retry in a minute."}}}, nil // want `iserror: tool stat puts text that reports a failure in mcp.TextContent.Text in a result not marked as an error`
	}
	if err != nil {
		return nil, errors.New("the data could not be read. Transient; retry once.") // want `protocolerr: tool stat returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fi.Name()}}}, nil
}

type SizeOut struct {
	Bytes int64  `json:"bytes"`
	Error string `json:"error,omitempty"`
}

// The output value is sent as structured content and JSON text, as a
// success unless the result beside it sets IsError.
func size(ctx context.Context, req *mcp.CallToolRequest, in Args) (*mcp.CallToolResult, SizeOut, error) {
	fi, err := os.Stat(in.Path)
	if err != nil {
		return nil, SizeOut{Error: "the file could not be read. Not transient; check the path."}, nil // want `iserror: tool size puts text that reports a failure in tools.SizeOut.Error in a result not marked as an error`
	}
	if fi.IsDir() {
		return &mcp.CallToolResult{IsError: true}, SizeOut{Error: "the path is a directory. Not transient; pass a file."}, nil
	}
	return nil, SizeOut{Bytes: fi.Size()}, nil
}

// The raw arguments are the JSON the server received: encoding them
// again cannot fail (frameworks.JSONContentFields names the real field).
func echo(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "echo: " + err.Error()}}}, nil
	}
	if err := os.WriteFile("echo.json", b, 0o600); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "echo: " + err.Error()}}}, nil // want `interp: tool echo puts text interpolating an error from os.WriteFile in mcp.TextContent.Text`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}
