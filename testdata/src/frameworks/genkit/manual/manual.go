// Package manual answers genkit tool requests by hand
// (ai.WithReturnToolRequests).
package manual

import (
	"os/exec"

	"github.com/firebase/genkit/go/ai"
)

// Respond answers one tool request.
func Respond(req *ai.Part) *ai.Part {
	out, err := exec.Command("uptime").Output()
	if err != nil {
		return ai.NewToolResponsePart(&ai.ToolResponse{
			Name:   req.ToolRequest.Name,
			Ref:    req.ToolRequest.Ref,
			Output: err.Error(), // want `rawerr: this tool result puts the text of an error from \(\*os/exec.Cmd\).Output in ai.ToolResponse.Output`
		})
	}
	return ai.NewResponseForToolRequest(req, string(out))
}

// RespondDef answers through a tool definition.
func RespondDef(def *ai.ToolDef[struct{}, string], req *ai.Part) *ai.Part {
	if _, err := exec.LookPath("uptime"); err != nil {
		return def.Respond(req, "uptime is not installed on this host. Not transient; do not ask for it again.", nil)
	}
	return def.Respond(req, "ok", nil)
}
