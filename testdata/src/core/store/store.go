// Package store holds helpers whose summaries reach the tools package
// as facts.
package store

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
)

// ErrMissing is the module's own error.
var ErrMissing = errors.New("order not found") // want ErrMissing:`^var: lit\("order not found"\)$`

// Remove returns os.Remove's error unchanged: its callers' text is
// foreign.
func Remove(name string) error { // want Remove:`^results: foreign\(os.Remove\)$`
	return os.Remove(name)
}

// Find returns the module's own error, or a wrapped foreign one.
func Find(id string) error { // want Find:`^results: choice\[lit\("order not found"\) concat\[lit\("stat "\) param\(0\) lit\(": "\) foreign\(os.Stat\)\]\]$`
	if id == "" {
		return ErrMissing
	}
	if _, err := os.Stat(id); err != nil {
		return fmt.Errorf("stat %s: %w", id, err)
	}
	return nil
}

// Describe formats its parameter: the summary is in terms of it.
func Describe(err error) string { // want Describe:`^results: concat\[lit\("lookup failed: "\) param\(0\)\]$`
	return "lookup failed: " + err.Error()
}

// Trace returns a stack trace.
func Trace() string { // want Trace:`^results: stack\(runtime/debug.Stack\)$`
	return string(debug.Stack())
}

// Count returns no text.
func Count() int { return 3 }

// unexported functions get no fact.
func hidden() error { return os.ErrClosed }
