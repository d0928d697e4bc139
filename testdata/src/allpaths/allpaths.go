// Package allpaths holds sinks whose text has several foreign sources:
// TestAllPaths checks that the one finding of each points at the trail
// of every source, from where it fails to the sink (the markers name
// the lines), and that a sink with one source gets only its own trail.
// The fixture is every pass's: rawerr, interp and protocolerr find its
// sinks.
package allpaths

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// walk returns the size of the tree under dir: it fails on the
// directory itself, on listing it, or below it.
func walk(dir string) (int64, error) {
	info, err := os.Stat(dir) // @stat
	if err != nil {
		return 0, err
	}
	if !info.IsDir() {
		return info.Size(), nil
	}
	entries, err := os.ReadDir(dir) // @readdir
	if err != nil {
		return 0, err
	}
	var total int64
	for _, e := range entries {
		n, err := walk(filepath.Join(dir, e.Name()))
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}

func treeSize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := walk(req.GetString("dir", ".")) // @walkcall
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `rawerr: tool tree_size passes the text of an error from os.Stat and 1 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// Issue is what the upstream API answers.
type Issue struct{ Title string }

// fetch asks the upstream API for an issue: it fails on building the
// request, on the transport, on reading the body and on decoding it.
func fetch(ctx context.Context, url string) (*Issue, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil) // @request
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req) // @transport
	if err != nil {
		return nil, fmt.Errorf("calling upstream: %w", err) // @transportwrap
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body) // @read
	if err != nil {
		return nil, err
	}
	var issue Issue
	if err := json.Unmarshal(body, &issue); err != nil { // @decode
		return nil, err
	}
	return &issue, nil
}

func getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, err := fetch(ctx, req.GetString("url", "")) // @fetchcall
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `rawerr: tool get_issue passes the text of an error from io.ReadAll and 3 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(issue.Title), nil
}

// copyNote copies a note: its named error result, which a deferred call
// keeps in memory, is assigned on every step, and each step's wrap holds
// that step's error only.
func copyNote(from, to string) (n int, err error) {
	b, err := os.ReadFile(from) // @copyread
	if err != nil {
		return 0, fmt.Errorf("reading note: %w", err) // @copyreadwrap
	}
	f, err := os.Create(to) // @copycreate
	if err != nil {
		return 0, fmt.Errorf("creating copy: %w", err) // @copycreatewrap
	}
	defer f.Close()
	return len(b), nil
}

func copyNoteTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := copyNote(req.GetString("from", ""), req.GetString("to", "")) // @copycall
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `interp: tool copy_note passes text interpolating an error from os.ReadFile and 1 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

// treeSizeOrFail returns the walker's error to the framework, which
// sends it as a protocol error.
func treeSizeOrFail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := walk(req.GetString("dir", ".")) // @failcall
	if err != nil {
		return nil, err // want `protocolerr: tool tree_size_or_fail returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(fmt.Sprint(n)), nil
}

func readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", "")) // @readfile
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `rawerr: tool read_note passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Register registers the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tree_size"), treeSize)
	s.AddTool(mcp.NewTool("get_issue"), getIssue)
	s.AddTool(mcp.NewTool("read_note"), readNote)
	s.AddTool(mcp.NewTool("copy_note"), copyNoteTool)
	s.AddTool(mcp.NewTool("tree_size_or_fail"), treeSizeOrFail)
}
