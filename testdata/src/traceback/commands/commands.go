// Package commands runs command-line programs for its tools. What a
// program writes, on stdout or stderr, is its own wording: on a failure
// it is usage text, paths and the program's traceback, and it must not
// become the tool's error text.
package commands

import (
	"bytes"
	"context"
	"errors"
	"log"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
)

func kubectlGet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "kubectl", "get", "pods").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil // want `tool handler kubectlGet passes a command's output from \(\*os/exec.Cmd\).CombinedOutput to mcp.NewToolResultError`
	}
	// Success: the listing is what the tool is for.
	return mcp.NewToolResultText(string(out)), nil
}

func gitLog(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "git", "log", "-1")
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return mcp.NewToolResultErrorf("git log failed: %s", stderr.String()), nil // want `tool handler gitLog passes a command's output from \(\*os/exec.Cmd\).Stderr to mcp.NewToolResultErrorf`
	}
	return mcp.NewToolResultText(stdout.String()), nil
}

func helmList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "helm", "list").Output()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return mcp.NewToolResultErrorf("helm failed: %s", ee.Stderr), nil // want `tool handler helmList passes a command's output from os/exec.ExitError.Stderr to mcp.NewToolResultErrorf`
	}
	if err != nil {
		log.Printf("helm list: %v", err)
		return mcp.NewToolResultError("helm could not be started. Not transient; install helm on the server."), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
