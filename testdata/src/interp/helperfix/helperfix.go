// Package helperfix serves a file store over mcp-go. Every handler hands
// its failures to one of two helpers that form the tool's text from the
// words their callers pass and the error they are given: the fix edits
// each helper once, for every call, to log the error instead of showing
// it, and appends at each call, to the literal it passes (or the format
// of the fmt.Sprintf it passes), the decision that call's evidence
// supports. A call passing words in a variable has no literal to decide:
// no fix.
package helperfix

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_config"), readConfig)
	s.AddTool(mcp.NewTool("remove_cache"), removeCache)
	s.AddTool(mcp.NewTool("stat_cache"), statCache)
	s.AddTool(mcp.NewTool("list_cache"), listCache)
	s.AddTool(mcp.NewTool("read_entry"), readEntry)
	s.AddTool(mcp.NewTool("read_index"), readIndex)
	s.AddTool(mcp.NewTool("touch_cache"), touchCache)
}

// toolError forms a tool's error from the module's words and, if there
// is one, the error that caused it.
func toolError(message string, err error) (*mcp.CallToolResult, error) {
	full := message
	if err != nil {
		full = fmt.Sprintf("%s: %v", message, err)
	}
	return mcp.NewToolResultError(full), nil
}

// fromErr forms a tool's error by appending the error's text.
func fromErr(message string, err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: message + ": " + err.Error()}},
	}
}

func readConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("/etc/store.conf")
	if err != nil {
		return toolError("reading the configuration", err) // want `tool read_config passes text interpolating an error from os.ReadFile to mcp.NewToolResultError \(formed by helperfix.toolError\)`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func removeCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Remove("/var/cache/store"); err != nil {
		return fromErr("removing the cache", err), nil // want `tool remove_cache puts text interpolating an error from os.Remove in mcp.TextContent.Text \(formed by helperfix.fromErr\)`
	}
	return mcp.NewToolResultText("removed"), nil
}

// A second call through the same helper carries the same edits: applying
// both is applying one.
func statCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat("/var/cache/store")
	if err != nil {
		return fromErr("reading the cache's size", err), nil // want `tool stat_cache puts text interpolating an error from os.Stat`
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d bytes", fi.Size())), nil
}

// The module's own error through the helper: no foreign text, no
// finding here (retryable's, whose fix keeps these words).
func listCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("dir", "") == "" {
		return fromErr("cannot list the cache", errDir), nil
	}
	return mcp.NewToolResultText("listed"), nil
}

var errDir = fmt.Errorf("a dir is required")

func readEntry(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	b, err := os.ReadFile("/srv/entries/" + name)
	if err != nil {
		return toolError(fmt.Sprintf("reading the entry %s", name), err) // want `tool read_entry passes text interpolating an error from os.ReadFile to mcp.NewToolResultError \(formed by helperfix.toolError\)`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func readIndex(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	what := "reading the index"
	b, err := os.ReadFile("/srv/index")
	if err != nil {
		return toolError(what, err) // want `tool read_index passes text interpolating an error from os.ReadFile to mcp.NewToolResultError \(formed by helperfix.toolError\)`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// storeError says, after its callers' words, to wait where the store
// timed out: a decision appended to those words would stand before its
// own and contradict it, so it gets no fix.
func storeError(message string, err error) *mcp.CallToolResult {
	if os.IsTimeout(err) {
		return mcp.NewToolResultError(fmt.Sprintf("%s: the store is busy. Retry in a minute.", message))
	}
	return mcp.NewToolResultError(fmt.Sprintf("%s: %v", message, err))
}

func touchCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Chtimes("/var/cache/store", time.Now(), time.Now()); err != nil {
		return storeError("touching the cache", err), nil // want `tool touch_cache passes text interpolating an error from os.Chtimes to mcp.NewToolResultError \(formed by helperfix.storeError\)`
	}
	return mcp.NewToolResultText("touched"), nil
}
