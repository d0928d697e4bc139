// Package proxies holds tools that call the tools of other MCP servers
// and hand on what those servers answered. The text of another server's
// result is that server's words: on an error path it reaches the model
// as this tool's failure, and is reported; a result forwarded whole, or
// content shown as a successful answer, is what a proxy is for.
package proxies

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Search wraps the search tool of a documentation server.
type Search struct {
	session *mcp.ClientSession
}

type QueryIn struct {
	Query string `json:"query"`
}

// Register adds the proxying tools to s.
func Register(s *mcp.Server, p *Search) {
	mcp.AddTool(s, &mcp.Tool{Name: "search_docs"}, p.searchDocs)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_docs"}, p.lookupDocs)
	mcp.AddTool(s, &mcp.Tool{Name: "summarize_docs"}, p.summarizeDocs)
	s.AddTool(&mcp.Tool{Name: "relay"}, p.relay)
	s.AddTool(&mcp.Tool{Name: "relay_checked"}, p.relayChecked)
	mcp.AddTool(s, &mcp.Tool{Name: "list_collections"}, p.listCollections)
}

// call is the module's own client helper: its result is the other
// server's.
func (p *Search) call(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	res, err := p.session.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, fmt.Errorf("tool call %s failed: %w", name, err)
	}
	return res, nil
}

// The content printed whole into this tool's error.
func (p *Search) listCollections(ctx context.Context, req *mcp.CallToolRequest, in QueryIn) (*mcp.CallToolResult, any, error) {
	res, err := p.call(ctx, "list_collections")
	if err != nil {
		return nil, nil, fmt.Errorf("the vector store is unreachable; retry in a minute.")
	}
	if res.IsError {
		return nil, nil, fmt.Errorf("tool returned error: %s", res.Content) // want `tool list_collections returns another MCP server's tool result from \(\*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession\).CallTool to the model`
	}
	return res, nil, nil
}

// The other server's failure text becomes this tool's error.
func (p *Search) searchDocs(ctx context.Context, req *mcp.CallToolRequest, in QueryIn) (*mcp.CallToolResult, any, error) {
	res, err := p.session.CallTool(ctx, &mcp.CallToolParams{Name: "search", Arguments: map[string]any{"q": in.Query}})
	if err != nil {
		return nil, nil, fmt.Errorf("the documentation server is unreachable; retry in a minute.")
	}
	if res.IsError {
		tc, _ := res.Content[0].(*mcp.TextContent)
		return nil, nil, fmt.Errorf("search failed: %s", tc.Text) // want `tool search_docs returns another MCP server's tool result from \(\*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession\).CallTool to the model: the model reads another server's words`
	}
	return res, nil, nil
}

// Every text part joined into one error result.
func (p *Search) lookupDocs(ctx context.Context, req *mcp.CallToolRequest, in QueryIn) (*mcp.CallToolResult, any, error) {
	res, err := p.session.CallTool(ctx, &mcp.CallToolParams{Name: "lookup"})
	if err != nil {
		return nil, nil, fmt.Errorf("the documentation server is unreachable; retry in a minute.")
	}
	if res.IsError {
		var parts []string
		for _, c := range res.Content {
			if tc, ok := c.(*mcp.TextContent); ok {
				parts = append(parts, tc.Text)
			}
		}
		out := &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "lookup failed: " + strings.Join(parts, "; ")}}} // want `tool lookup_docs puts another MCP server's tool result from \(\*github.com/modelcontextprotocol/go-sdk/mcp.ClientSession\).CallTool in mcp.TextContent.Text`
		return out, nil, nil
	}
	return res, nil, nil
}

// Content shown as the answer: what a proxy is for.
func (p *Search) summarizeDocs(ctx context.Context, req *mcp.CallToolRequest, in QueryIn) (*mcp.CallToolResult, any, error) {
	res, err := p.session.CallTool(ctx, &mcp.CallToolParams{Name: "summarize"})
	if err != nil || res.IsError {
		return nil, nil, fmt.Errorf("the documentation server could not summarize; retry in a minute.")
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: b.String()}}}, nil, nil
}

// A gateway's handler: the result forwarded whole is the other
// server's answer, by design. (Its error is a protocol error, which
// protocolerr judges.)
func (p *Search) relay(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return p.session.CallTool(ctx, &mcp.CallToolParams{Name: req.Params.Name, Arguments: req.Params.Arguments})
}

// Forwarded whole after a check of its own.
func (p *Search) relayChecked(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := p.session.CallTool(ctx, &mcp.CallToolParams{Name: "relay"})
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "the documentation server is unreachable; retry in a minute."}}}, nil
	}
	return res, nil
}
