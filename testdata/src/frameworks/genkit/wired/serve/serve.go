// Package serve serves a genkit instance's tools over MCP.
package serve

import (
	"github.com/firebase/genkit/go/genkit"
	"github.com/firebase/genkit/go/plugins/mcp"
)

// Stdio serves every tool of g on standard input and output.
func Stdio(g *genkit.Genkit) error {
	return mcp.NewMCPServer(g, mcp.MCPServerOptions{Name: "notes"}).ServeStdio()
}
