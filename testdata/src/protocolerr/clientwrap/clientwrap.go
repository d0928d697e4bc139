// Package clientwrap holds functions with mcp-go's handler signature in
// a package that uses mcp-go's client: a client wrapper's CallTool
// forwards a call to another server and serves nothing, so its errors
// are no JSON-RPC errors of this module; the same method registered
// with a server is a handler, and so is a function of that shape that
// is no client method.
package clientwrap

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Reconnecting retries a call once on a fresh connection.
type Reconnecting struct {
	url  string
	conn *client.Client
}

// CallTool calls the remote tool; its caller (the module's own agent)
// reads the error.
func (r *Reconnecting) CallTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := r.callOnce(ctx, req)
	if err == nil {
		return res, nil
	}
	conn, cerr := client.NewStreamableHttpClient(r.url)
	if cerr != nil {
		return nil, fmt.Errorf("reconnecting to %s: %w", r.url, cerr)
	}
	r.conn = conn
	return conn.CallTool(ctx, req)
}

// callOnce has a handler's shape too, but the package only calls it and
// never hands it to anything: no framework can serve it.
func (r *Reconnecting) callOnce(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if r.conn == nil {
		return nil, fmt.Errorf("not connected to %s", r.url)
	}
	return r.conn.CallTool(ctx, req)
}

// Gateway serves a remote server's tool as its own.
type Gateway struct{ remote *client.Client }

// CallTool is registered below: a handler whatever its name.
func (g *Gateway) CallTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if g.remote == nil {
		return nil, fmt.Errorf("gateway: no remote for %s", req.Params.Name) // want `tool remote_search returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return g.remote.CallTool(ctx, req)
}

// Register serves the gateway's tool, and a tool whose registered
// closure calls a helper of a handler's shape.
func Register(s *server.MCPServer, g *Gateway) {
	s.AddTool(mcp.NewTool("remote_search"), g.CallTool)
	s.AddTool(mcp.NewTool("lookup"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return lookupIn(ctx, req, "users")
	})
}

// lookupIn is only called, but by a handler, with its request: it works
// as the handler does, and its errors leave as the handler's.
func lookupIn(ctx context.Context, req mcp.CallToolRequest, table string) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("lookup in %s: %s not found", table, req.GetString("key", "")) // want `tool lookup returns an error that the framework sends as a JSON-RPC protocol error`
}

// Describe has a handler's shape and is no client method: another
// package may register it, so by its shape it is a handler.
func Describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("describe: %s is not known", req.GetString("name", "")) // want `tool handler Describe returns an error that the framework sends as a JSON-RPC protocol error`
}

// remember is unexported and named nowhere: nothing shows it is no
// handler, so its shape decides.
func remember(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("remember: %s", req.GetString("key", "")) // want `tool handler remember returns an error that the framework sends as a JSON-RPC protocol error`
}
