package tools

import (
	"github.com/mark3labs/mcp-go/server"
)

// Serve builds the mcp-go server RegisterMCPGo and RegisterRemotes add
// their handlers to, with no middleware: their returned errors are
// protocol errors, and this package sees it.
func Serve(o *Orders) *server.MCPServer {
	s := server.NewMCPServer("realmod", "1.0")
	RegisterMCPGo(s, o)
	RegisterRemotes(s, remoteTx{})
	return s
}
