package mcp

import "context"

// Client is an MCP client (stub of the real package's, v1.8.0).
type Client struct{ impl *Implementation }

// NewClient returns a client.
func NewClient(impl *Implementation, opts *ClientOptions) *Client { return &Client{impl: impl} }

// ClientOptions configures a client.
type ClientOptions struct{}

// ClientSession is a client's connection to a server.
type ClientSession struct{ t Transport }

// Connect connects the client to the server at the other end of t.
func (c *Client) Connect(ctx context.Context, t Transport, opts *ClientSessionOptions) (*ClientSession, error) {
	return &ClientSession{t: t}, nil
}

// ClientSessionOptions configures a client session.
type ClientSessionOptions struct{}

// CallToolParams are the parameters of a tools/call request a client
// sends.
type CallToolParams struct {
	Meta      Meta   `json:"_meta,omitempty"`
	Name      string `json:"name"`
	Arguments any    `json:"arguments,omitempty"`
}

// CallTool calls the tool of the server; the result is what the server
// returned.
func (cs *ClientSession) CallTool(ctx context.Context, params *CallToolParams) (*CallToolResult, error) {
	return &CallToolResult{}, nil
}

// Close ends the session.
func (cs *ClientSession) Close() error { return nil }
