// Package tool is a stub of google.golang.org/adk/tool v1.7.0.
package tool

import "google.golang.org/adk/agent"

// Tool (tool/tool.go).
type Tool interface {
	Name() string
	Description() string
	IsLongRunning() bool
}

// Context is a deprecated alias of agent.ToolContext (tool/tool.go:48).
type Context = agent.ToolContext
