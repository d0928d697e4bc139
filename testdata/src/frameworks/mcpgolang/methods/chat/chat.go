// Package chat is a client whose methods another package registers as
// mcp-golang tools (server.RegisterTool("me", "...", client.Me)). Nothing
// here names RegisterTool: the handlers are found by the signature
// mcp-golang's reflection requires, func(T) or func(context.Context, T)
// returning (*mcp_golang.ToolResponse, error).
package chat

import (
	"context"
	"fmt"
	"net/http"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Client struct{ base string }

type MeArgs struct{}

type SendArgs struct {
	To   string `json:"to"`
	Text string `json:"text"`
}

// Me is a handler by its shape, func(T) (*ToolResponse, error).
func (c *Client) Me(args MeArgs) (*mcp_golang.ToolResponse, error) {
	resp, err := http.Get(c.base + "/me")
	if err != nil {
		return nil, fmt.Errorf("get me: %w", err) // want `interp: tool handler \(\*Client\).Me returns text interpolating an error from net/http.Get to the model`
	}
	defer resp.Body.Close()
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("ok")), nil
}

// Send takes the optional leading context.Context.
func (c *Client) Send(ctx context.Context, args SendArgs) (*mcp_golang.ToolResponse, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/send?to="+args.To, nil)
	if err != nil {
		return nil, fmt.Errorf("building the request failed. Not transient; the same call will fail identically.")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("send: %w", err) // want `interp: tool handler \(\*Client\).Send returns text interpolating an error from \(\*net/http.Client\).Do to the model`
	}
	defer resp.Body.Close()
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("sent")), nil
}

// Resend takes a second argument that is no context: RegisterTool's
// reflection refuses it, so it is no handler and its text is the caller's.
func (c *Client) Resend(args SendArgs, times int) (*mcp_golang.ToolResponse, error) {
	resp, err := http.Get(c.base + "/resend")
	if err != nil {
		return nil, fmt.Errorf("resend: %w", err)
	}
	defer resp.Body.Close()
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("resent")), nil
}

// Forward takes an interface with methods, which no JSON decodes into: a
// helper of a handler, not a handler.
func (c *Client) Forward(s fmt.Stringer) (*mcp_golang.ToolResponse, error) {
	resp, err := http.Get(c.base + "/forward?m=" + s.String())
	if err != nil {
		return nil, fmt.Errorf("forward: %w", err)
	}
	defer resp.Body.Close()
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("forwarded")), nil
}
