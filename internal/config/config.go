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
	// Trusted names functions whose error text is written for the model
	// (fully qualified names or patterns), as wrapcheck's ignoreSigs.
	Trusted []string
	// Exclude drops findings by file and pass; Root is the directory its
	// globs are relative to ("" for the working directory).
	Exclude []Exclusion
	Root    string
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
// models act on: "transient"/"temporary" invite one more try, "permanent",
// "will fail identically" and "do not retry" close the door. Matching is
// case-insensitive and by substring, so "not transient" and "retrying"
// are covered by the shorter phrases too; they are listed for clarity.
var DefaultRetryPhrases = []string{
	"transient", "not transient",
	"retry", "retrying", "try again",
	"temporary", "temporarily",
	"permanent",
	"will fail identically",
	"do not retry", "don't retry",
	"will not succeed",
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
