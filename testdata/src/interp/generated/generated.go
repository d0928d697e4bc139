// Package generated encodes values whose MarshalJSON a generator wrote
// (easyjson): such a marshaler fails only where one of the fields it
// writes fails, so a struct of strings and times always encodes, while
// an interface field or a field with a fallible marshaler of its own
// can fail. Models a search client decoded from the server's JSON encode
// again whatever their fields.
package generated

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/mailru/easyjson/jwriter"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/meilisearch/meilisearch-go"
)

type tools struct{ client meilisearch.ServiceManager }

func Register(s *server.MCPServer, client meilisearch.ServiceManager) {
	t := &tools{client: client}
	s.AddTool(mcp.NewTool("status"), t.status)
	s.AddTool(mcp.NewTool("describe"), t.describe)
	s.AddTool(mcp.NewTool("preview"), t.preview)
	s.AddTool(mcp.NewTool("search"), t.search)
	s.AddTool(mcp.NewTool("documents"), t.documents)
	s.AddTool(mcp.NewTool("audit"), t.audit)
}

// status encodes a generated model of one string field that it built:
// the generated MarshalJSON cannot fail on it.
func (t *tools) status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(meilisearch.Health{Status: req.GetString("status", "unknown")})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the status: %v", err)), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// describe encodes a model with a time and an embedded interface, which
// the generated code leaves out.
func (t *tools) describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	info := []meilisearch.IndexResult{{UID: req.GetString("uid", ""), CreatedAt: time.Now()}}
	b, err := json.Marshal(info)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the index: %v", err)), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// preview builds a search response itself, with hits of any type: the
// generated code encodes them with encoding/json, which can fail.
func (t *tools) preview(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits := []interface{}{req.GetString("q", ""), make(chan int)}
	b, err := json.Marshal(meilisearch.SearchResponse{Hits: hits})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the preview: %v", err)), nil // want `tool preview passes text interpolating an error from encoding/json.Marshal`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// search encodes the response the client decoded from the server's
// JSON: its hits are decoded data.
func (t *tools) search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := t.client.Index(req.GetString("index", "")).Search(req.GetString("q", ""), &meilisearch.SearchRequest{Limit: 10})
	if err != nil {
		return mcp.NewToolResultError("the search failed. Transient; retry shortly."), nil
	}
	b, err := json.Marshal(res)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the hits: %v", err)), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// documents encodes what the client decoded into its argument.
func (t *tools) documents(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var docs meilisearch.DocumentsResult
	if err := t.client.Index(req.GetString("index", "")).GetDocuments(&meilisearch.DocumentsQuery{Limit: 20}, &docs); err != nil {
		return mcp.NewToolResultError("reading the documents failed. Transient; retry shortly."), nil
	}
	b, err := json.Marshal(docs)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the documents: %v", err)), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

// signature encodes itself and refuses an empty value.
type signature string

func (s signature) MarshalJSON() ([]byte, error) {
	if s == "" {
		return nil, errors.New("unsigned")
	}
	return []byte(`"` + string(s) + `"`), nil
}

// entry is the module's own generated type: its writer carries the
// signature's error.
type entry struct {
	Actor string    `json:"actor"`
	Sig   signature `json:"sig"`
}

func (e entry) MarshalJSON() ([]byte, error) {
	w := jwriter.Writer{}
	e.MarshalEasyJSON(&w)
	return w.BuildBytes(), w.Error
}

func (e entry) MarshalEasyJSON(w *jwriter.Writer) {
	w.RawString(`{"actor":`)
	w.String(e.Actor)
	w.RawString(`,"sig":`)
	w.Raw(e.Sig.MarshalJSON())
	w.RawByte('}')
}

func (t *tools) audit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(entry{Actor: req.GetString("actor", ""), Sig: signature(req.GetString("sig", ""))})
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("encoding the entry: %v", err)), nil // want `tool audit passes text interpolating an error from encoding/json.Marshal`
	}
	return mcp.NewToolResultText(string(b)), nil
}
