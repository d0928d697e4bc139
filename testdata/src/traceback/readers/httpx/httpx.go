// Package httpx holds the HTTP helpers of the fixture module: they read
// the body of a response their callers pass them, so what they return is
// whatever the upstream sent.
package httpx

import (
	"encoding/json"
	"io"
	"net/http"
)

// ReadAll reads all of r.
func ReadAll(r io.Reader) ([]byte, error) {
	return io.ReadAll(r)
}

// ReadLimited reads at most limit bytes of r.
func ReadLimited(r io.Reader, limit int64) string {
	b, _ := io.ReadAll(io.LimitReader(r, limit))
	return string(b)
}

// ErrorBody returns the body of a failed response.
func ErrorBody(resp *http.Response) string {
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// Problem is the JSON error document of the services.
type Problem struct {
	Title string `json:"title"`
}

// Decode decodes a response body into a Problem.
func Decode(resp *http.Response) (Problem, error) {
	var p Problem
	err := json.NewDecoder(resp.Body).Decode(&p)
	return p, err
}

// Lines counts the lines of r: the count, not the text.
func Lines(r io.Reader) int {
	b, _ := io.ReadAll(r)
	n := 0
	for _, c := range b {
		if c == '\n' {
			n++
		}
	}
	return n
}
