// Package mcpserved serves its genkit tools over MCP with genkit's MCP
// plugin: a tool's returned error, which under Generate ends the run
// unseen, reaches the model as an error result ("error calling tool
// <name>: " and the error's text).
package mcpserved

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/firebase/genkit/go/plugins/mcp"
)

type FileIn struct {
	Path string `json:"path"`
}

// Serve defines the tools and serves them over stdio.
func Serve(ctx context.Context) error {
	g := genkit.Init(ctx)
	genkit.DefineTool(g, "read_file", "Read a file.", func(ctx *ai.ToolContext, in FileIn) (string, error) {
		data, err := os.ReadFile(in.Path)
		if err != nil {
			return "", err // want `rawerr: tool read_file returns the text of an error from os.ReadFile to the model`
		}
		return string(data), nil
	})
	genkit.DefineTool(g, "stat_file", "Size of a file.", func(ctx *ai.ToolContext, in FileIn) (int64, error) {
		if in.Path == "" {
			return 0, errors.New("the path is missing. Not transient: pass a path.")
		}
		st, err := os.Stat(in.Path)
		if err != nil {
			return 0, fmt.Errorf("stat failed: %w", err) // want `interp: tool stat_file returns text interpolating an error from os.Stat to the model`
		}
		return st.Size(), nil
	})
	return mcp.NewMCPServer(g, mcp.MCPServerOptions{Name: "files"}).ServeStdio()
}
