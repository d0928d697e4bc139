// Package bare builds a server with no middleware of its own: the
// errors of tools' handlers are protocol errors, reported at the call
// building the server. Every finding offers the same fix, which installs
// there, once for all tools, a middleware that logs each error and
// answers with a result flagged as an error.
package bare

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protocolerr/unseen/tools"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer( // want `tool read_note returns an error that this server sends as a JSON-RPC protocol error` `tool handler Lookup returns an error that this server sends`
		"notes",
		"1.0",
		server.WithRecovery(),
	)
	tools.Register(s)
	s.AddTool(mcp.NewTool("lookup"), tools.Lookup)
	return s
}
