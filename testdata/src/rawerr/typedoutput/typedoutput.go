// Package typedoutput answers with go-sdk's typed output, a struct a
// helper builds: go-sdk serializes it as the result's text, so the
// fields the helper set are the tool's text.
package typedoutput

import (
	"bytes"
	"context"
	"log"
	"os/exec"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type RunIn struct{ Command string }

// RunOut is what the command tool answers.
type RunOut struct {
	Stdout string `json:"stdout"`
	Error  string `json:"error,omitempty"`
}

func run(ctx context.Context, name string) RunOut {
	var stdout bytes.Buffer
	cmd := exec.CommandContext(ctx, name)
	cmd.Stdout = &stdout
	if err := cmd.Run(); err != nil {
		return RunOut{Error: err.Error()}
	}
	return RunOut{Stdout: stdout.String()}
}

// runQuiet logs the failure and says what happened in its own words.
func runQuiet(ctx context.Context, name string) RunOut {
	out, err := exec.CommandContext(ctx, name).Output()
	if err != nil {
		log.Printf("%s: %v", name, err)
		return RunOut{Error: "the command failed. Not transient; check the command name."}
	}
	return RunOut{Stdout: string(out)}
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "run"}, func(ctx context.Context, req *mcp.CallToolRequest, in RunIn) (*mcp.CallToolResult, RunOut, error) {
		return nil, run(ctx, in.Command), nil // want `tool run puts the text of an error from \(\*os/exec.Cmd\).Run in typedoutput.RunOut.Error`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "run_quiet"}, func(ctx context.Context, req *mcp.CallToolRequest, in RunIn) (*mcp.CallToolResult, RunOut, error) {
		return nil, runQuiet(ctx, in.Command), nil
	})
}
