// Package rest is a stub of k8s.io/client-go/rest (v0.36): a request's
// Result keeps the request's error, which Error and Raw both return.
package rest

import (
	"context"
	"io"
)

// Request (rest/request.go).
type Request struct{ err error }

// Do (rest/request.go).
func (r *Request) Do(ctx context.Context) Result { return Result{err: r.err} }

// Stream (rest/request.go): a status other than 2xx is the API's
// status error.
func (r *Request) Stream(ctx context.Context) (io.ReadCloser, error) { return nil, r.err }

// Result (rest/request.go).
type Result struct {
	body []byte
	err  error
}

// Raw (rest/request.go:1400).
func (r Result) Raw() ([]byte, error) { return r.body, r.err }

// Error (rest/request.go:1489): nil exactly when the request's error is.
func (r Result) Error() error { return r.err }
