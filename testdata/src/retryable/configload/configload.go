// Package configload shows failures to load configuration. A client
// certificate the server is configured with that does not load is the
// operator's to fix: the same call fails identically until the
// configuration changes. One whose paths the model passed is the
// call's: another call can name others.
package configload

import (
	"context"
	"crypto/tls"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch_secure"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := tls.LoadX509KeyPair("/etc/agent/client.crt", "/etc/agent/client.key"); err != nil {
			return mcp.NewToolResultError("could not load the client certificate"), nil // want `tool fetch_secure passes the error "could not load the client certificate" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows the server's configuration not loading \(crypto/tls.LoadX509KeyPair\)\); check the setting when the server starts`
		}
		return mcp.NewToolResultText("fetched"), nil
	})
	s.AddTool(mcp.NewTool("fetch_with"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := tls.LoadX509KeyPair(req.GetString("cert", ""), req.GetString("key", "")); err != nil {
			return mcp.NewToolResultError("could not load the client certificate"), nil // want `tool fetch_with passes the error "could not load the client certificate" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows the tool's input naming a configuration that does not load\)`
		}
		return mcp.NewToolResultText("fetched"), nil
	})
}
