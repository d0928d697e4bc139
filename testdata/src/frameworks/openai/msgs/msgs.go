// Package msgs wraps tool messages in helpers, as real code does: the
// helpers' callers, in other packages, decide what the model reads.
package msgs

import "github.com/openai/openai-go/v3"

// Text answers a tool call with text.
func Text(callID, text string) openai.ChatCompletionMessageParamUnion {
	return openai.ToolMessage(text, callID)
}

// Failed answers a tool call with an error's text after a prefix.
func Failed(callID string, err error) openai.ChatCompletionMessageParamUnion {
	return openai.ToolMessage("the tool failed: "+err.Error(), callID)
}
