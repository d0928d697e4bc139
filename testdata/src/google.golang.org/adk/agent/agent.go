// Package agent is a stub of google.golang.org/adk/agent v1.7.0.
package agent

import "context"

// ToolContext (agent/context.go:136); the stub keeps the context and
// the call's id.
type ToolContext interface {
	context.Context
	FunctionCallID() string
}

// Agent (agent/agent.go).
type Agent interface {
	Name() string
	Description() string
}
