// Package agent is a stub of google.golang.org/adk/v2/agent v2.2.0.
package agent

import "context"

// Context (agent/context.go:142), passed to tools and their callbacks
// where v1 passes a ToolContext; the stub keeps the context and the
// call's id.
type Context interface {
	context.Context
	FunctionCallID() string
}

// Agent (agent/agent.go).
type Agent interface {
	Name() string
	Description() string
}
