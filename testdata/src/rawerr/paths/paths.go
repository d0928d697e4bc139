// Package paths holds text that depends on the path: a helper's text
// result read only when its error is nil, and an error replaced by the
// module's own on the error branch.
package paths

import (
	"context"
	"errors"
	"os"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("git_status"), gitStatus)
	s.AddTool(mcp.NewTool("git_status_unchecked"), gitStatusUnchecked)
	s.AddTool(mcp.NewTool("get_order"), getOrder)
	s.AddTool(mcp.NewTool("git_log"), gitLog)
}

// run returns git's output, or git's error text alongside the error.
func run(args ...string) (string, error) {
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		return err.Error(), err
	}
	return string(out), nil
}

func gitStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := run("status")
	if err != nil {
		return mcp.NewToolResultError("git status did not run. Not transient; the same call will fail identically."), nil
	}
	return mcp.NewToolResultText(text), nil // the success text is git's output
}

func gitStatusUnchecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, _ := run("status")
	return mcp.NewToolResultText(text), nil // want `tool git_status_unchecked passes the text of an error from \(\*os/exec.Cmd\).Output to mcp.NewToolResultText`
}

var errOrderMissing = errors.New("no such order. Not transient; the same call will fail identically.")

func getOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.Stat("orders/" + req.GetString("id", ""))
	if err != nil {
		err = errOrderMissing // the module's own error from here on
	}
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("found"), nil
}

// runFlagged returns git's output, or git's error text and true.
func runFlagged(args ...string) (text string, isError bool) {
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		return err.Error(), true
	}
	return string(out), false
}

func gitLog(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, isErr := runFlagged("log")
	if isErr {
		return mcp.NewToolResultError(text), nil // want `tool git_log passes the text of an error from \(\*os/exec.Cmd\).Output to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(text), nil // the success text is git's output
}
