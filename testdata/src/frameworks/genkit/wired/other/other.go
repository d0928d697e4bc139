// Package other defines genkit tools that nothing wiring the MCP server
// imports: under Generate their returned errors end the run unseen, and
// nothing is reported.
package other

import (
	"os"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type FileIn struct {
	Path string `json:"path"`
}

// Define adds the tool to g.
func Define(g *genkit.Genkit) {
	genkit.DefineTool(g, "read_draft", "Read a draft.", func(ctx *ai.ToolContext, in FileIn) (string, error) {
		data, err := os.ReadFile(in.Path)
		if err != nil {
			return "", err // @unserved
		}
		return string(data), nil
	})
}
