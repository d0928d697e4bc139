// Package gemini answers Gemini function calls in a hand-written loop:
// a function response is a map, where an "error" key marks a failure.
package gemini

import (
	"context"
	"errors"
	"log"
	"os"
	"strconv"

	"google.golang.org/genai"
)

func run(ctx context.Context, fc *genai.FunctionCall) (string, error) {
	switch fc.Name {
	case "read_file":
		path, _ := fc.Args["path"].(string)
		b, err := os.ReadFile(path)
		if err != nil {
			return "", err
		}
		return string(b), nil
	case "double":
		s, _ := fc.Args["n"].(string)
		n, err := strconv.Atoi(s)
		if err != nil {
			return "", errors.New("n must be a whole number. Not transient; send digits only.")
		}
		return strconv.Itoa(2 * n), nil
	}
	return "", errors.New("no such function. Not transient; call one of the declared functions.")
}

// Respond answers the function calls of a response.
func Respond(ctx context.Context, calls []*genai.FunctionCall) []*genai.Part {
	var parts []*genai.Part
	for _, fc := range calls {
		out, err := run(ctx, fc)
		if err != nil {
			parts = append(parts, genai.NewPartFromFunctionResponse(fc.Name, map[string]any{"error": err.Error()})) // want `rawerr: this tool result passes the text of an error from os.ReadFile to genai.NewPartFromFunctionResponse`
			continue
		}
		parts = append(parts, genai.NewPartFromFunctionResponse(fc.Name, map[string]any{"output": out}))
	}
	return parts
}

// Quota answers with a FunctionResponse literal.
func Quota(fc *genai.FunctionCall, used int) *genai.Part {
	if used > 100 {
		return &genai.Part{FunctionResponse: &genai.FunctionResponse{
			ID:       fc.ID,
			Name:     fc.Name,
			Response: map[string]any{"error": "the daily quota is used up"}, // want `retryable: this tool result puts the error "the daily quota is used up" in genai.FunctionResponse.Response with no retry decision`
		}}
	}
	return &genai.Part{FunctionResponse: &genai.FunctionResponse{ID: fc.ID, Name: fc.Name, Response: map[string]any{"output": "ok"}}}
}

// Content answers with a whole content, building the map first.
func Content(fc *genai.FunctionCall) *genai.Content {
	resp := map[string]any{}
	if _, err := os.Stat("/srv/ready"); err != nil {
		log.Printf("ready check: %v", err)
		resp["error"] = "the service is not ready. Transient; retry in a minute."
	} else {
		resp["output"] = "ready"
	}
	return genai.NewContentFromFunctionResponse(fc.Name, resp, genai.RoleUser)
}

// Detail puts foreign error text under an "output" key: still the model's
// to read.
func Detail(fc *genai.FunctionCall) *genai.Part {
	host, err := os.Hostname()
	if err != nil {
		return genai.NewPartFromFunctionResponse(fc.Name, map[string]any{"output": "lookup failed: " + err.Error()}) // want `interp: this tool result passes text interpolating an error from os.Hostname to genai.NewPartFromFunctionResponse`
	}
	return genai.NewPartFromFunctionResponse(fc.Name, map[string]any{"output": host})
}
