// Package decodedclient shows tools that indent what the module's client
// returns through one helper: where the client decoded it from JSON (or
// built it of decoded parts and plain values), the helper's encoding
// cannot fail, and its error branch is no source; where the client hands
// back bytes it never parsed, or one implementation behind the
// interface does, the branch can run and its text interpolates the
// encoder's error.
package decodedclient

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"gopkg.in/yaml.v3"

	"interp/decodedclient/store"
)

// indent encodes whatever it is given as the tool's answer.
func indent(data any) (*mcp.CallToolResult, error) {
	out, err := json.MarshalIndent(data, "", "  ")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not encode the answer: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// asYAML encodes what it is given as YAML, which reads yaml tags only.
func asYAML(data any) (*mcp.CallToolResult, error) {
	out, err := yaml.Marshal(data)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not encode the answer: %v", err)), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

const retry = " Not transient; retrying will not help."

func Register(s *server.MCPServer, h *store.HTTP, recs store.Records) {
	s.AddTool(mcp.NewTool("page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		p, err := h.Page(ctx)
		if err != nil {
			return mcp.NewToolResultError("could not list the records." + retry), nil
		}
		return indent(p)
	})
	s.AddTool(mcp.NewTool("removed"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := h.Removed(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("could not remove the record." + retry), nil
		}
		return indent(map[string]any{"id": req.GetString("id", ""), "removed": true, "details": data, "note": nil})
	})
	s.AddTool(mcp.NewTool("notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		notes, err := h.Notes(ctx)
		if err != nil {
			return mcp.NewToolResultError("could not list the notes." + retry), nil
		}
		return indent(notes)
	})
	s.AddTool(mcp.NewTool("raw"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := h.Raw(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("could not read the record." + retry), nil
		}
		return indent(b) // want `tool raw passes text interpolating an error from encoding/json.MarshalIndent`
	})
	s.AddTool(mcp.NewTool("stamps"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		st, err := h.Stamps(ctx)
		if err != nil {
			return mcp.NewToolResultError("could not list the notes." + retry), nil
		}
		return indent(st) // want `tool stamps passes text interpolating an error from encoding/json.MarshalIndent`
	})
	s.AddTool(mcp.NewTool("notes_yaml"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		notes, err := h.Notes(ctx)
		if err != nil {
			return mcp.NewToolResultError("could not list the notes." + retry), nil
		}
		return asYAML(notes) // want `tool notes_yaml passes text interpolating an error from gopkg.in/yaml.v3.Marshal`
	})
	s.AddTool(mcp.NewTool("record"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Behind the interface stands the Cache too, whose entries
		// nobody decoded.
		rec, err := recs.Record(ctx, req.GetString("id", ""))
		if err != nil {
			return mcp.NewToolResultError("could not read the record." + retry), nil
		}
		return indent(rec) // want `tool record passes text interpolating an error from encoding/json.MarshalIndent`
	})
	s.AddTool(mcp.NewTool("record_page"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Every implementation's Page is HTTP's, which decodes.
		p, err := recs.Page(ctx)
		if err != nil {
			return mcp.NewToolResultError("could not list the records." + retry), nil
		}
		return indent(p)
	})
}
