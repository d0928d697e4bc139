// Package configload shows failures to load configuration. A client
// certificate the server is configured with that does not load is the
// operator's to fix: the same call fails identically until the
// configuration changes. One whose paths the model passed is the
// call's: another call can name others. A client built from the
// server's settings fails on those settings alone, also when a module
// helper builds it; one that connects first (an SFTP session) or that a
// method makes decides nothing.
package configload

import (
	"context"
	"crypto/tls"
	"fmt"
	"os"

	"example.com/secrets"
	"github.com/pkg/sftp"

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
	s.AddTool(mcp.NewTool("read_secret"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		c, err := secretsClient()
		if err != nil {
			return mcp.NewToolResultError("could not reach the secrets store"), nil // want `tool read_secret passes the error "could not reach the secrets store" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows the server's settings not building a client \(example.com/secrets.NewClient\)\); check the setting when the server starts`
		}
		v, err := c.Read(req.GetString("path", ""))
		if err != nil {
			return mcp.NewToolResultError("could not read the secret"), nil // want `with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText(v), nil
	})
	s.AddTool(mcp.NewTool("read_secret_at"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := secrets.NewClient(secrets.Config{Address: req.GetString("address", "")}); err != nil {
			return mcp.NewToolResultError("could not build a client for that address"), nil // want `say "Not transient" \(the code shows the tool's input naming settings a client cannot be built from\)$`
		}
		return mcp.NewToolResultText("read"), nil
	})
	s.AddTool(mcp.NewTool("read_session_secret"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var f secrets.Factory
		if _, err := f.NewClient(req.GetString("session", "")); err != nil {
			return mcp.NewToolResultError("could not open the session's client"), nil // want `with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText("read"), nil
	})
	s.AddTool(mcp.NewTool("list_remote"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var conn sftp.Conn
		if _, err := sftp.NewClient(conn); err != nil {
			return mcp.NewToolResultError("could not start the file session"), nil // want `with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText("listed"), nil
	})
}

// secretsClient builds the store's client from the server's
// environment.
func secretsClient() (*secrets.Client, error) {
	c, err := secrets.NewClient(secrets.Config{Address: os.Getenv("SECRETS_ADDR"), Token: os.Getenv("SECRETS_TOKEN")})
	if err != nil {
		return nil, fmt.Errorf("building the secrets client: %w", err)
	}
	return c, nil
}
