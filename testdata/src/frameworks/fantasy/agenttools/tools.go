// Package agenttools defines fantasy agent tools. A tool reports a
// failure with a response flagged IsError (NewTextErrorResponse); a
// returned Go error stops the agent run in v0.41.2 and the model reads
// nothing. The runner recovers a handler's panic and sends the model the
// value and the stack.
package agenttools

import (
	"context"
	"fmt"
	"log"
	"os"
	"strconv"
	"strings"

	"charm.land/fantasy"
)

type ReadParams struct {
	Path string `json:"path"`
}

type CountParams struct {
	N string `json:"n"`
}

// Tools lists the agent's tools.
func Tools() []fantasy.AgentTool {
	return []fantasy.AgentTool{
		fantasy.NewAgentTool("read_file", "Read a file.", readFile), // want `traceback: tool read_file is registered with fantasy.NewAgentTool, which recovers a panic in the handler \(which has an unchecked index\) and sends the model its value and a stack trace`
		// count's one operation that could panic, strings.Repeat's count,
		// is compared before it: nothing can be seen to panic.
		fantasy.NewParallelAgentTool("count", "Count to n.", count),
		fantasy.NewAgentTool("stat", "Stat a file.", stat),
		&grepTool{},
	}
}

func readFile(ctx context.Context, p ReadParams, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
	if p.Path == "" {
		return fantasy.NewTextErrorResponse("path is required"), nil // want `retryable: tool read_file passes the error "path is required" to fantasy.NewTextErrorResponse with no retry decision`
	}
	b, err := os.ReadFile(p.Path)
	if err != nil {
		return fantasy.NewTextErrorResponse(err.Error()), nil // want `rawerr: tool read_file passes the text of an error from os.ReadFile to fantasy.NewTextErrorResponse`
	}
	return fantasy.NewTextResponse(strings.Fields(string(b))[0]), nil
}

func count(ctx context.Context, p CountParams, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
	n, err := strconv.Atoi(p.N)
	if err != nil {
		return fantasy.NewTextErrorResponse(fmt.Sprintf("bad n: %v", err)), nil // want `interp: tool count passes text interpolating an error from strconv.Atoi to fantasy.NewTextErrorResponse`
	}
	if n > 1000 {
		// A returned error stops the run: the model never reads it.
		return fantasy.ToolResponse{}, fmt.Errorf("count %d: %w", n, os.ErrInvalid)
	}
	return fantasy.NewTextResponse(strings.Repeat("1", n)), nil
}

// stat recovers its own panics: the runner's default never applies.
func stat(ctx context.Context, p ReadParams, call fantasy.ToolCall) (resp fantasy.ToolResponse, err error) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("stat panicked: %v", r)
			resp = fantasy.NewTextErrorResponse("stat failed unexpectedly. Transient; retrying may succeed.")
		}
	}()
	fi, err := os.Stat(p.Path)
	if err != nil {
		log.Printf("stat %s: %v", p.Path, err)
		return fantasy.NewTextErrorResponse("no such file. Not transient; check the path."), nil
	}
	return fantasy.NewTextResponse(fi.Name()), nil
}

// grepTool implements fantasy.AgentTool itself.
type grepTool struct{ opts fantasy.ProviderOptions }

func (g *grepTool) Info() fantasy.ToolInfo {
	return fantasy.ToolInfo{Name: "grep", Description: "Search files."}
}

func (g *grepTool) Run(ctx context.Context, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
	f, err := os.Open(call.Input)
	if err != nil {
		return fantasy.ToolResponse{Type: "text", Content: "cannot open: " + err.Error(), IsError: true}, nil // want `interp: tool grep puts text interpolating an error from os.Open in fantasy.ToolResponse.Content`
	}
	defer f.Close()
	return fantasy.NewTextResponse("ok"), nil
}

func (g *grepTool) ProviderOptions() fantasy.ProviderOptions     { return g.opts }
func (g *grepTool) SetProviderOptions(o fantasy.ProviderOptions) { g.opts = o }
