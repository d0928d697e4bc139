package sink

import (
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// Decision is what the code on the way to a sink shows about retrying.
type Decision = frameworks.Decision

// The decisions, as libraries defines them.
const (
	Undecided = frameworks.Undecided
	Permanent = frameworks.Permanent
	Transient = frameworks.Transient
)
