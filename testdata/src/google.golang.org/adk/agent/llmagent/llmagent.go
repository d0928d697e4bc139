// Package llmagent is a stub of google.golang.org/adk/agent/llmagent v1.7.0.
package llmagent

import (
	"google.golang.org/adk/agent"
	"google.golang.org/adk/tool"
)

// AfterToolCallback (agent/llmagent/llmagent.go:324): a non-nil result
// or error replaces the tool's response.
type AfterToolCallback func(ctx agent.ToolContext, tool tool.Tool, args, result map[string]any, err error) (map[string]any, error)

// OnToolErrorCallback (agent/llmagent/llmagent.go:330).
type OnToolErrorCallback func(ctx agent.ToolContext, tool tool.Tool, args map[string]any, err error) (map[string]any, error)

// Config (agent/llmagent/llmagent.go:130).
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

// New (agent/llmagent/llmagent.go:34).
func New(cfg Config) (agent.Agent, error) { return &llmAgent{cfg: cfg}, nil }
