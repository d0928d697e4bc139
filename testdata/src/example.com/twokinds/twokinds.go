// Package twokinds has two error types with kinds: which one a function
// returns cannot be told from its signature, so neither is a class.
package twokinds

import "context"

// Code is a failure's kind.
type Code int

// The kinds.
const (
	CodeDenied Code = iota
	CodeTimeout
)

// A FetchError is a failure to fetch.
type FetchError struct{ Code Code }

func (e *FetchError) Error() string { return "fetch failed" }

// A StoreError is a failure to store.
type StoreError struct{ Code Code }

func (e *StoreError) Error() string { return "store failed" }

// Fetch fetches key.
func Fetch(ctx context.Context, key string) (string, error) { return "", &FetchError{} }
