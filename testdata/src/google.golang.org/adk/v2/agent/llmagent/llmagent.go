// Package llmagent is a stub of google.golang.org/adk/v2/agent/llmagent v2.2.0.
package llmagent

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/tool"
)

// AfterToolCallback (agent/llmagent/llmagent.go:401): a non-nil result
// or error replaces the tool's response.
type AfterToolCallback func(ctx agent.Context, tool tool.Tool, args, result map[string]any, err error) (map[string]any, error)

// OnToolErrorCallback (agent/llmagent/llmagent.go:407).
type OnToolErrorCallback func(ctx agent.Context, tool tool.Tool, args map[string]any, err error) (map[string]any, error)

// Config (agent/llmagent/llmagent.go:182).
type Config struct {
	Name                 string
	Description          string
	Instruction          string
	Tools                []tool.Tool
	AfterToolCallbacks   []AfterToolCallback
	OnToolErrorCallbacks []OnToolErrorCallback
}

type llmAgent struct{ cfg Config }

func (a *llmAgent) Name() string        { return a.cfg.Name }
func (a *llmAgent) Description() string { return a.cfg.Description }

// New (agent/llmagent/llmagent.go:35).
func New(cfg Config) (agent.Agent, error) { return &llmAgent{cfg: cfg}, nil }
