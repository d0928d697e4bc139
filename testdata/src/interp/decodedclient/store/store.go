// Package store is a module's client of a record service: most of its
// methods decode the service's JSON reply before returning it, so what
// they return encodes again; a few hand back bytes nobody parsed.
package store

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
)

// Records is how the tools reach the service.
type Records interface {
	Record(ctx context.Context, id string) (map[string]any, error)
	Page(ctx context.Context) (*Page, error)
	Removed(ctx context.Context, id string) (json.RawMessage, error)
	Raw(ctx context.Context, id string) (json.RawMessage, error)
}

// Page is a page of records as the tools show it.
type Page struct {
	Items []map[string]any `json:"items"`
	More  bool             `json:"more"`
	Next  *int             `json:"next,omitempty"`
}

// Note is a record's note; Source keeps the reply it came from and is
// never encoded.
type Note struct {
	Text   string          `json:"text"`
	Source json.RawMessage `json:"-"`
}

// Stamped is a note with the bytes of its reply encoded beside it.
type Stamped struct {
	Text   string          `json:"text"`
	Source json.RawMessage `json:"source"`
}

// HTTP is the service's HTTP client.
type HTTP struct {
	C    *http.Client
	Base string
}

func (h *HTTP) get(ctx context.Context, path string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, h.Base+path, nil)
	if err != nil {
		return nil, err
	}
	resp, err := h.C.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

// Record decodes the reply into the map it returns.
func (h *HTTP) Record(ctx context.Context, id string) (map[string]any, error) {
	b, err := h.get(ctx, "/records/"+id)
	if err != nil {
		return nil, err
	}
	var rec map[string]any
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, err
	}
	return rec, nil
}

// Page builds its result of the decoded envelope's items and plain
// numbers.
func (h *HTTP) Page(ctx context.Context) (*Page, error) {
	b, err := h.get(ctx, "/records")
	if err != nil {
		return nil, err
	}
	var env struct {
		Items []map[string]any `json:"items"`
		Next  int              `json:"next"`
	}
	if err := json.Unmarshal(b, &env); err != nil {
		return nil, err
	}
	p := &Page{Items: env.Items}
	if env.Next > 0 {
		p.More, p.Next = true, &env.Next
	}
	return p, nil
}

// Removed returns the data field of the decoded reply, or a constant
// JSON text when the reply does not parse; the deferred close keeps its
// results in variables the returns load.
func (h *HTTP) Removed(ctx context.Context, id string) (json.RawMessage, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, h.Base+"/records/"+id, nil)
	if err != nil {
		return nil, err
	}
	resp, err := h.C.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var reply struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&reply); err != nil {
		return json.RawMessage(`{"removed": true}`), nil
	}
	return reply.Data, nil
}

// Raw returns the reply's bytes as they came: nothing checked that they
// are JSON, and encoding a json.RawMessage that is not fails.
func (h *HTTP) Raw(ctx context.Context, id string) (json.RawMessage, error) {
	b, err := h.get(ctx, "/records/"+id+"/raw")
	if err != nil {
		return nil, err
	}
	return json.RawMessage(b), nil
}

// Notes decodes the notes' texts and keeps the reply beside each.
func (h *HTTP) Notes(ctx context.Context) ([]Note, error) {
	b, err := h.get(ctx, "/notes")
	if err != nil {
		return nil, err
	}
	var texts []string
	if err := json.Unmarshal(b, &texts); err != nil {
		return nil, err
	}
	notes := make([]Note, 0, len(texts))
	for _, t := range texts {
		notes = append(notes, Note{Text: t, Source: b})
	}
	return notes, nil
}

// Stamps returns the notes with the raw reply as a field that is encoded.
func (h *HTTP) Stamps(ctx context.Context) ([]Stamped, error) {
	b, err := h.get(ctx, "/notes")
	if err != nil {
		return nil, err
	}
	return []Stamped{{Text: "notes", Source: b}}, nil
}

// Cache is a second implementation of Records, for tests and offline
// use: its Record hands back what callers put in it, which may hold
// anything.
type Cache struct {
	HTTP
	Entries map[string]map[string]any
}

// Record returns the cached entry.
func (c *Cache) Record(ctx context.Context, id string) (map[string]any, error) {
	return c.Entries[id], nil
}
