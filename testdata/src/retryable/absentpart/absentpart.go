// Package absentpart looks for a part of a document its tools fetched,
// in helpers given the document. A part the document lacks is lacking
// again on the next call: the helper's words end with "not transient"
// for every caller, since its check reads only what it was given,
// through a function that cannot fail (section). Where what is checked
// comes from a call that asks a service (lookup, given a context), a
// nil may be that service's momentary answer, and the bounded sentence
// stays.
package absentpart

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Docs interface {
	Fetch(ctx context.Context, id string) (map[string]any, error)
	Lookup(ctx context.Context, doc map[string]any) map[string]any
}

func Register(s *server.MCPServer, d Docs) {
	s.AddTool(mcp.NewTool("get_summary"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		doc, err := d.Fetch(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("get_summary failed: could not fetch the document. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		s, err := summary(doc)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool get_summary passes the error "could not read the metadata of the document" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText(s), nil
	})
	s.AddTool(mcp.NewTool("get_owner"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		doc, err := d.Fetch(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("get_owner failed: could not fetch the document. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		o, err := owner(ctx, d, doc)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool get_owner passes the error "the document.s access list is unavailable" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultText(o), nil
	})
}

// section returns the part of doc under key, or nil.
func section(doc map[string]any, key string) map[string]any {
	m, _ := doc[key].(map[string]any)
	return m
}

func summary(doc map[string]any) (string, error) {
	meta := section(doc, "meta")
	if meta == nil {
		return "", errors.New("could not read the metadata of the document")
	}
	s, _ := meta["summary"].(string)
	return s, nil
}

func owner(ctx context.Context, d Docs, doc map[string]any) (string, error) {
	acl := d.Lookup(ctx, doc)
	if acl == nil {
		return "", errors.New("the document's access list is unavailable")
	}
	o, _ := acl["owner"].(string)
	return o, nil
}
