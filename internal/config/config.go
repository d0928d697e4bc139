// Package config holds the options of the whole linter. One Options value
// configures a set of analyzers: the command binds it to flags, the
// golangci-lint plugin decodes it from settings, tests build it directly.
package config

import "strings"

// Options configures toolerrlint.
type Options struct {
	// Module lists import-path prefixes of the code whose text counts as
	// owned. Empty means the module being analyzed (analysis.Pass.Module).
	Module []string
	// Strict makes the passes report text whose origin is unknown.
	Strict bool
	// RetryPhrases are the phrases that state a retry decision.
	RetryPhrases []string
	// RetryFields are the names of bool fields that record a retry
	// decision in a module error type.
	RetryFields []string
	// Disable names passes to leave out.
	Disable []string
}

// Default returns the default options.
func Default() *Options {
	return &Options{
		RetryPhrases: append([]string(nil), DefaultRetryPhrases...),
		RetryFields:  append([]string(nil), DefaultRetryFields...),
	}
}

// DefaultRetryPhrases state, in a tool error's text, whether another
// attempt can succeed. They are what the seeds of this project found
// models act on: "transient"/"temporary" and "try again later" invite
// one more try, "permanent", "will fail identically" and "do not retry"
// close the door.
//
// Matching is by whole words, case-insensitive: a phrase matches where
// its words follow each other in the text, so "retry" matches "Retry in
// a minute" but not retry_count or "retryCount"; "..." in a phrase
// stands for up to five words ("wait ... and retry" matches "wait a
// minute and retry"). Words are runs of letters, digits, underscores
// and apostrophes.
var DefaultRetryPhrases = []string{
	"transient", "not transient",
	"retry", "retrying", "retryable", "not retryable",
	"try again", "call again", "try ... again",
	"wait ... and retry", "wait ... and try", "wait ... and call",
	"try ... later", "call ... later", "again later", "retry later",
	"temporary", "temporarily",
	"permanent", "permanently",
	"will fail identically", "will keep failing", "will fail again",
	"do not retry", "don't retry", "do not call again", "don't call again",
	"do not try again", "don't try again",
	"retrying will not help", "retrying won't help", "retrying does not help",
	"will not succeed", "won't succeed",
}

// DefaultRetryFields are bool field names that record a retry decision.
var DefaultRetryFields = []string{"Retryable", "Retry", "Transient", "Temporary"}

// ListFlag is a flag.Value for a comma-separated list.
type ListFlag struct{ List *[]string }

func (f ListFlag) String() string {
	if f.List == nil {
		return ""
	}
	return strings.Join(*f.List, ",")
}

// Set replaces the list with the comma-separated elements of s.
func (f ListFlag) Set(s string) error {
	*f.List = nil
	for _, e := range strings.Split(s, ",") {
		if e = strings.TrimSpace(e); e != "" {
			*f.List = append(*f.List, e)
		}
	}
	return nil
}
