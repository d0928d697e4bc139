// Package tools defines genkit tools and serves none: genkit's MCP
// plugin, built in package serve and wired to these tools by
// cmd/wired, shows their returned errors to the model. Analyzed one
// package at a time (go vet), this package cannot see that host and
// reports nothing; the command loads the module whole, and reports the
// returns marked here.
package tools

import (
	"errors"
	"os"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type FileIn struct {
	Path string `json:"path"`
}

// Define adds the tools to g.
func Define(g *genkit.Genkit) {
	genkit.DefineTool(g, "read_notes", "Read a notes file.", func(ctx *ai.ToolContext, in FileIn) (string, error) {
		if in.Path == "" {
			return "", errors.New("path is required") // @required
		}
		data, err := os.ReadFile(in.Path)
		if err != nil {
			return "", err // @raw
		}
		return string(data), nil
	})
}
