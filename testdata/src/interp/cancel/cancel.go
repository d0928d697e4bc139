// Package cancel is a search server on the go-sdk whose backend client
// retries with back-off. A retry loop stops when the tool call's context
// is done; the error it wraps then is the client's own cancellation,
// which nobody reads, unless the server set the deadline itself.
package cancel

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type backend struct {
	http *http.Client
	base string
}

// get fetches path, retrying three times.
func (b *backend) get(ctx context.Context, path string) (*http.Response, error) {
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, b.base+path, nil)
		if err != nil {
			return nil, fmt.Errorf("the search request could not be built. Not transient; report this.")
		}
		resp, err := b.http.Do(req)
		if err == nil || attempt == 2 {
			return resp, err
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("search canceled while retrying: %w", ctx.Err())
		case <-time.After(time.Duration(attempt+1) * time.Second):
		}
	}
}

type Query struct{ Q string }

type Results struct{ Hits []string }

type server struct{ b *backend }

// search passes the backend's errors on: the transport's text is
// reported; the wrapped cancellation is not.
func (s *server) search(ctx context.Context, req *mcp.CallToolRequest, in Query) (*mcp.CallToolResult, Results, error) {
	resp, err := s.b.get(ctx, "/search?q="+in.Q)
	if err != nil {
		return nil, Results{}, fmt.Errorf("search failed: %w", err) // want `tool search returns text interpolating an error from \(\*net/http.Client\).Do to the model`
	}
	resp.Body.Close()
	return nil, Results{}, nil
}

// suggest gives up after five seconds: the wrapped error is the
// server's own timeout.
func (s *server) suggest(ctx context.Context, req *mcp.CallToolRequest, in Query) (*mcp.CallToolResult, Results, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	resp, err := s.b.get(ctx, "/suggest?q="+in.Q)
	if err != nil {
		return nil, Results{}, fmt.Errorf("suggest failed: %w", err) // want `tool suggest returns text interpolating an error from \(\*net/http.Client\).Do and 1 more to the model`
	}
	resp.Body.Close()
	return nil, Results{}, nil
}

type indexer struct {
	at      func() int
	changed chan struct{}
}

// caughtUp waits until the index has revision rev.
func (ix *indexer) caughtUp(ctx context.Context, rev int) error {
	for ix.at() < rev {
		select {
		case <-ctx.Done():
			return fmt.Errorf("the index is at revision %d, not %d: %w", ix.at(), rev, ctx.Err())
		case <-ix.changed:
		}
	}
	return nil
}

type At struct{ Rev int }

// lookup waits for as long as the client does: the wrapped error is
// the client's cancellation.
func lookup(ix *indexer) mcp.ToolHandlerFor[At, Results] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in At) (*mcp.CallToolResult, Results, error) {
		if err := ix.caughtUp(ctx, in.Rev); err != nil {
			return nil, Results{}, err
		}
		return nil, Results{}, nil
	}
}

// lookupSoon waits until a deadline of its own.
func lookupSoon(ix *indexer) mcp.ToolHandlerFor[At, Results] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in At) (*mcp.CallToolResult, Results, error) {
		ctx, cancel := context.WithDeadline(ctx, time.Now().Add(10*time.Second))
		defer cancel()
		if err := ix.caughtUp(ctx, in.Rev); err != nil {
			return nil, Results{}, err // want `returns text interpolating an error from context.DeadlineExceeded to the model`
		}
		return nil, Results{}, nil
	}
}

// Register registers the tools.
func Register(srv *mcp.Server, b *backend, ix *indexer) {
	s := &server{b: b}
	mcp.AddTool(srv, &mcp.Tool{Name: "search"}, s.search)
	mcp.AddTool(srv, &mcp.Tool{Name: "suggest"}, s.suggest)
	mcp.AddTool(srv, &mcp.Tool{Name: "lookup"}, lookup(ix))
	mcp.AddTool(srv, &mcp.Tool{Name: "lookup_soon"}, lookupSoon(ix))
}
