// Package results builds the answers of tool calls for the agent
// package.
package results

import "github.com/anthropics/anthropic-sdk-go/v2"

// Failed answers the call id with a failure the model can act on.
func Failed(id, what string) anthropic.ContentBlockParamUnion {
	return anthropic.NewToolResultBlock(id, what+" failed; try other arguments.", true)
}

// Log records a tool's output; it answers nothing.
func Log(id, out string) {}
