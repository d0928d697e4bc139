// Package calc answers tool calls through the msgs helpers.
package calc

import (
	"errors"
	"strconv"

	"github.com/openai/openai-go/v3"

	"frameworks/openai/msgs"
)

// Square answers a "square" call.
func Square(call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	n, err := strconv.Atoi(call.Function.Arguments)
	if err != nil {
		return msgs.Failed(call.ID, err) // want `interp: this tool result passes text interpolating an error from strconv.Atoi to openai.ToolMessage`
	}
	if n > 1_000_000 {
		// Not on an error path: unflagged text is not judged.
		return msgs.Text(call.ID, "n is too large")
	}
	if err := checkBudget(n); err != nil {
		return msgs.Text(call.ID, "the square would be too expensive") // want `retryable: this tool result passes the failure report "the square would be too expensive" to openai.ToolMessage \(formed by msgs.Text\) with no retry decision`
	}
	if n < 0 {
		return msgs.Failed(call.ID, errors.New("n is negative. Not transient; send a positive n."))
	}
	return msgs.Text(call.ID, strconv.Itoa(n*n))
}

func checkBudget(n int) error {
	if n > 1000 {
		return errors.New("over budget")
	}
	return nil
}
