// Package generateonly defines the same tool as mcpserved but serves it
// to Generate only: a returned error ends the run and the model never
// reads it, so there is nothing to report.
package generateonly

import (
	"context"
	"os"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

type FileIn struct {
	Path string `json:"path"`
}

// Define defines the tool.
func Define(ctx context.Context) *genkit.Genkit {
	g := genkit.Init(ctx)
	genkit.DefineTool(g, "read_file", "Read a file.", func(ctx *ai.ToolContext, in FileIn) (string, error) {
		data, err := os.ReadFile(in.Path)
		if err != nil {
			return "", err
		}
		return string(data), nil
	})
	return g
}
