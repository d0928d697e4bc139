// Package client is a stub of mcp-go's client package (v0.47.1): the
// calls a tool proxying another MCP server makes.
package client

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// MCPClient is the interface of an MCP client.
type MCPClient interface {
	// CallTool invokes a specific tool on the server
	CallTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
	Close() error
}

// Client is an MCP client over some transport.
type Client struct{ url string }

// NewStreamableHttpClient returns a client of the server at baseURL.
func NewStreamableHttpClient(baseURL string) (*Client, error) { return &Client{url: baseURL}, nil }

// CallTool invokes a specific tool on the server.
func (c *Client) CallTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

// Close closes the client.
func (c *Client) Close() error { return nil }
