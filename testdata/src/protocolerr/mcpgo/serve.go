package mcpgo

import "github.com/mark3labs/mcp-go/server"

// Serve builds the server the handlers are added to, with no middleware:
// their returned errors are protocol errors, and this package sees it.
func Serve(o *Orders) *server.MCPServer {
	s := server.NewMCPServer("mcpgo", "1.0")
	Register(s, o)
	return s
}
