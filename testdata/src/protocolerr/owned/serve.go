package owned

import (
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/server"
)

// Serve builds the mcp-go server the handlers are added to, with no
// middleware: their returned errors are protocol errors, seen here.
func Serve(raw *sdk.Server, n *Notes, d *Drive) *server.MCPServer {
	s := server.NewMCPServer("owned", "1.0")
	Register(s, raw, n)
	RegisterDrive(s, raw, d)
	return s
}
