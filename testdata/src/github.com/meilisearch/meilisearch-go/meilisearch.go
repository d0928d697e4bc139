// Package meilisearch is a stub of github.com/meilisearch/meilisearch-go
// (v0.31.0): its client is a set of interfaces whose methods decode the
// server's JSON into the package's models (returned, or written into an
// argument); the models encode themselves by easyjson-generated code.
package meilisearch

import (
	"encoding/json"
	"time"

	"github.com/mailru/easyjson/jwriter"
)

// ServiceManager is the client of a Meilisearch server.
type ServiceManager interface {
	Index(uid string) IndexManager
	Health() (*Health, error)
}

// IndexManager reads one index.
type IndexManager interface {
	DocumentReader
	Search(query string, request *SearchRequest) (*SearchResponse, error)
	Info() (*IndexResult, error)
}

// DocumentReader reads an index's documents.
type DocumentReader interface {
	GetDocuments(param *DocumentsQuery, resp *DocumentsResult) error
}

// New returns a client of the server at host.
func New(host string) ServiceManager { return nil }

type SearchRequest struct{ Limit int64 }

type DocumentsQuery struct{ Limit int64 }

type Health struct {
	Status string `json:"status"`
}

func (v Health) MarshalJSON() ([]byte, error) {
	w := jwriter.Writer{}
	w.RawString(`{"status":`)
	w.String(v.Status)
	w.RawByte('}')
	return w.BuildBytes(), w.Error
}

func (v Health) MarshalEasyJSON(w *jwriter.Writer) { w.String(v.Status) }

// IndexResult embeds the index's handle, which the generated code
// leaves out.
type IndexResult struct {
	UID       string    `json:"uid"`
	CreatedAt time.Time `json:"createdAt"`
	IndexManager
}

func (v IndexResult) MarshalJSON() ([]byte, error) {
	w := jwriter.Writer{}
	w.RawString(`{"uid":`)
	w.String(v.UID)
	w.RawString(`,"createdAt":`)
	w.Raw(v.CreatedAt.MarshalJSON())
	w.RawByte('}')
	return w.BuildBytes(), w.Error
}

func (v IndexResult) MarshalEasyJSON(w *jwriter.Writer) {}

type SearchResponse struct {
	Hits  []interface{} `json:"hits"`
	Query string        `json:"query"`
}

func (v SearchResponse) MarshalJSON() ([]byte, error) {
	w := jwriter.Writer{}
	w.RawString(`{"hits":`)
	w.Raw(json.Marshal(v.Hits))
	w.RawByte('}')
	return w.BuildBytes(), w.Error
}

func (v SearchResponse) MarshalEasyJSON(w *jwriter.Writer) {}

type DocumentsResult struct {
	Results []map[string]interface{} `json:"results"`
	Total   int64                    `json:"total"`
}

func (v DocumentsResult) MarshalJSON() ([]byte, error) {
	w := jwriter.Writer{}
	w.Raw(json.Marshal(v.Results))
	return w.BuildBytes(), w.Error
}

func (v DocumentsResult) MarshalEasyJSON(w *jwriter.Writer) {}
