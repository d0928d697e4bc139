package frameworks

// What package context's functions make of a tool call's context. A
// context derived without a deadline of the module's is cancelled only
// with the request's, when the client has given up on the call: its
// error reaches nobody. A deadline the module sets makes the error
// context.DeadlineExceeded, which reaches the model (internal/core/trace,
// cancel.go).

// ContextKind is how a function derives a context from its parent.
type ContextKind uint8

const (
	// ContextChild: cancelled with its parent (and by its cancel
	// function, which the module may call on its own).
	ContextChild ContextKind = iota + 1
	// ContextDeadline: the module's own deadline or timeout.
	ContextDeadline
)

// Contexts are the functions whose first result is a context derived
// from their first argument, by package path and name.
var Contexts = map[string]ContextKind{
	"context.WithCancel":        ContextChild,
	"context.WithCancelCause":   ContextChild,
	"context.WithValue":         ContextChild,
	"context.WithTimeout":       ContextDeadline,
	"context.WithDeadline":      ContextDeadline,
	"context.WithTimeoutCause":  ContextDeadline,
	"context.WithDeadlineCause": ContextDeadline,
}

// DeadlineError is the sentinel a context's Err returns once a deadline
// passed (a row of Sentinels: a retry may succeed).
const DeadlineError = "context.DeadlineExceeded"

// ContextCause is the function that returns a context's cause, which
// is its error unless its cancel function was given one.
const ContextCause = "context.Cause"
