// Package server builds the server the retrywrap tools are registered
// on, with no middleware turning handlers' errors into results: it
// reports each tool's returned errors once, here.
package server

import (
	"github.com/mark3labs/mcp-go/server"

	"protocolerr/retrywrap"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("boards", "1.0.0") // want `tool read_board returns 2 errors that this server sends as JSON-RPC protocol errors`
	retrywrap.Register(s)
	return s
}
