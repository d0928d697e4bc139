// Package serializedoutput answers with a struct it serializes, whose
// fields hold what a command wrote: on a failure that is the command's
// own wording, whichever encoder writes it.
package serializedoutput

import (
	"bytes"
	"context"
	"encoding/json"
	"log"
	"os/exec"

	"github.com/bytedance/sonic"
	"github.com/mark3labs/mcp-go/mcp"
	"gopkg.in/yaml.v3"
)

// CmdResult is what the command tools answer.
type CmdResult struct {
	Command  string `json:"command"`
	ExitCode int    `json:"exit_code"`
	Stdout   string `json:"stdout,omitempty"`
	Stderr   string `json:"stderr,omitempty"`
}

func gitStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "git", "status")
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		b, _ := sonic.Marshal(CmdResult{Command: "git status", ExitCode: 1, Stderr: stderr.String()})
		return mcp.NewToolResultError(string(b)), nil // want `tool handler gitStatus passes a command's output from \(\*os/exec.Cmd\).Stderr to mcp.NewToolResultError`
	}
	// Success: the listing is what the tool is for.
	b, _ := sonic.Marshal(CmdResult{Command: "git status", Stdout: stdout.String()})
	return mcp.NewToolResultText(string(b)), nil
}

// run builds the result in a helper, from the combined output.
func run(ctx context.Context, name string, args ...string) (*CmdResult, error) {
	res := &CmdResult{Command: name}
	out, err := exec.CommandContext(ctx, name, args...).CombinedOutput()
	res.Stdout = string(out)
	if err != nil {
		res.ExitCode = 1
	}
	return res, err
}

func makeBuild(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := run(ctx, "make", "build")
	b, _ := yaml.Marshal(res)
	if err != nil {
		return mcp.NewToolResultError(string(b)), nil // want `tool handler makeBuild passes a command's output from \(\*os/exec.Cmd\).CombinedOutput to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// The failure answers with the module's words; the output is logged.
func makeTest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := run(ctx, "make", "test")
	if err != nil {
		b, _ := json.Marshal(res)
		log.Printf("make test: %s", b)
		out, _ := json.Marshal(CmdResult{Command: res.Command, ExitCode: res.ExitCode})
		return mcp.NewToolResultError(string(out)), nil
	}
	b, _ := json.Marshal(res)
	return mcp.NewToolResultText(string(b)), nil
}
