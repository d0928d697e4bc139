// Package errs holds the fixture module's shared error values and types.
package errs

import "errors"

// ErrReadOnly decides nothing about retrying.
var ErrReadOnly = errors.New("the project is read-only")

// ErrLocked says not to retry.
var ErrLocked = errors.New("the project is read-only: edits are not possible in this session, so don't retry; report the fix instead")

// ToolError records the retry decision in a field.
type ToolError struct {
	What      string
	Retryable bool
}

func (e *ToolError) Error() string { return e.What }

// RateLimited decides by itself.
type RateLimited struct{ After string }

func (e RateLimited) Error() string   { return "rate limited; wait " + e.After }
func (e RateLimited) Temporary() bool { return true }
