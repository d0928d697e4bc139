package clientwrap

import "github.com/mark3labs/mcp-go/server"

// Serve builds the server the handlers are added to, with no middleware:
// their returned errors are protocol errors, and this package sees it.
func Serve(g *Gateway) *server.MCPServer {
	s := server.NewMCPServer("clientwrap", "1.0")
	Register(s, g)
	return s
}
