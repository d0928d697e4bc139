// Package tools is a stub of github.com/tmc/langchaingo/tools v0.1.14. An
// agent's executor shows the model a tool's Call result as the
// observation; a returned error aborts the run.
package tools

import "context"

// Tool is a tool for the llm agent to interact with different applications.
type Tool interface {
	Name() string
	Description() string
	Call(ctx context.Context, input string) (string, error)
}
