package sink

import (
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// Advice is what the evidence on the way to a sink shows beyond the
// retry decision, for the sentence a fix writes: the argument a check of
// the tool's input read, what the check expected of it, and the next
// move the failure leaves the model. Every part is empty unless the code
// shows it.
type Advice struct {
	// Arg is the argument's name as the model sends it: the json name
	// of the input field, the key an accessor reads.
	Arg string
	// Expect is what the check shows Arg must be ("must be a positive
	// number", "is required").
	Expect string
	// Move is the next move; Sibling names the tool of the same package
	// that lists or searches what a lookup did not find (FindFirst), or
	// where the Given arguments may be found.
	Move    Move
	Sibling string
	// SiblingNeeds names the arguments Sibling's own declaration
	// requires: the sibling finds none of them (list_workspaces needs
	// the organization it lists the workspaces of).
	SiblingNeeds []string
	// Given names the arguments of the tool's input the failing call
	// was given, where nothing decided the retry question: a lookup by
	// a wrong name fails again, a lost connection may not, so the
	// bounded sentence asks to check them before the one retry.
	Given []string
	// JSONFields: the failing call decoded the tool's input from JSON
	// into typed fields (json.Unmarshal into a struct), where a value of
	// the wrong type fails with an error naming its field.
	JSONFields bool
	// Required names the arguments the tool's declaration requires,
	// for the move SendArguments.
	Required []string
	// Step names the module function whose error the sink shows, where
	// the failing call is one ("(*pkg.Client).DeleteContext"): what
	// failed, where its errors are not all foreign (see
	// report.ReplacedOp).
	Step string
	// Done names a call that changed something and succeeded before the
	// failure ("(*pkg.Client).CreateField"): calling the tool again
	// would repeat it, so the next move is the user's.
	Done string
}

// Move is a next move a failure leaves the model.
type Move uint8

const (
	NoMove Move = iota
	// FindFirst: use the Sibling tool to find what was meant.
	FindFirst
	// TellUser: a refusal; tell the user what could not be done.
	TellUser
	// RetryOnce: a transient failure; one bounded retry.
	RetryOnce
	// NotConfigured: the operator's configuration is missing; tell the
	// user the tool is not configured.
	NotConfigured
	// CheckGiven: a lookup found nothing; the Given arguments may be
	// wrong, to be corrected (with the Sibling tool, if there is one).
	CheckGiven
	// SendArguments: the arguments did not arrive as one object (none,
	// or of another type); send them as one, with the Required ones.
	SendArguments
	// WaitFirst: a rate limit was reached; a call made at once is
	// refused again (go-github's client does not even send it before
	// the limit resets), so wait, or tell the user.
	WaitFirst
	// CredentialsRefused: the service answered 401 to the server's own
	// credentials, missing or refused; the user, not the model, can
	// change them.
	CredentialsRefused
)

// Decision is what the code on the way to a sink shows about retrying.
type Decision = frameworks.Decision

// The decisions, as libraries defines them.
const (
	Undecided = frameworks.Undecided
	Permanent = frameworks.Permanent
	Transient = frameworks.Transient
)
