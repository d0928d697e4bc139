// Package mcp is a stub of github.com/firebase/genkit/go/plugins/mcp
// v1.4.0: NewMCPServer serves every tool of a Genkit instance over MCP,
// answering a tool's error with mcp.NewToolResultError(err.Error()) of
// the error of RunRaw, "error calling tool <name>: " and the tool's
// error (plugins/mcp/server.go:162).
package mcp

import "github.com/firebase/genkit/go/genkit"

// MCPServerOptions (plugins/mcp/server.go:31).
type MCPServerOptions struct {
	Name    string
	Version string
}

// GenkitMCPServer (plugins/mcp/server.go:39).
type GenkitMCPServer struct {
	g       *genkit.Genkit
	options MCPServerOptions
}

// NewMCPServer (plugins/mcp/server.go:51).
func NewMCPServer(g *genkit.Genkit, options MCPServerOptions) *GenkitMCPServer {
	return &GenkitMCPServer{g: g, options: options}
}

// ServeStdio (plugins/mcp/server.go:262).
func (s *GenkitMCPServer) ServeStdio() error { return nil }
