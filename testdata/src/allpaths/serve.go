package allpaths

import "github.com/mark3labs/mcp-go/server"

// Serve builds the server the handlers are added to, with no middleware:
// their returned errors are protocol errors, and this package sees it.
func Serve() *server.MCPServer {
	s := server.NewMCPServer("allpaths", "1.0")
	Register(s)
	return s
}
