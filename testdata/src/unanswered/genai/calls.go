// Package genai holds loops over the function calls of one reply on the
// Gemini SDK.
package genai

import (
	"errors"
	"log"

	"google.golang.org/genai"
)

var errQuota = errors.New("quota exhausted")

type handler func(args map[string]any) (map[string]any, error)

// Respond leaves an unknown function without a response; the response
// is a map, so there is no fix.
func Respond(resp *genai.GenerateContentResponse, handlers map[string]handler) ([]*genai.Part, error) {
	var parts []*genai.Part
	for _, fc := range resp.FunctionCalls() {
		h, ok := handlers[fc.Name]
		if !ok {
			log.Printf("no handler for %s", fc.Name)
			continue // want `this continue leaves tool call fc.ID without a result`
		}
		out, err := h(fc.Args)
		var quota *quotaError
		if errors.As(err, &quota) {
			return nil, err // an operator failure, classified first
		}
		if err != nil {
			out = map[string]any{"error": "The function failed; try other arguments."}
		}
		parts = append(parts, genai.NewPartFromFunctionResponse(fc.Name, out))
	}
	return parts, nil
}

type quotaError struct{}

func (*quotaError) Error() string { return errQuota.Error() }
