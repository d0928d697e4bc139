// Package shellrun stands for a library that runs a command line for
// its caller and tells its failures apart by a kind its one error type
// holds, as azure-api-mcp's azcli does.
package shellrun

import "context"

// Kind is what sort of failure an *Error is.
type Kind string

// The kinds of failure.
const (
	KindRefusedByPolicy Kind = "refused"
	KindBadCommand      Kind = "invalid"
	KindTimedOut        Kind = "timeout"
	KindExitStatus      Kind = "exit"
)

// An Error is a failure of Run.
type Error struct {
	Kind    Kind
	Message string
}

func (e *Error) Error() string { return string(e.Kind) + ": " + e.Message }

// Runner runs command lines.
type Runner struct{}

// Run runs line and returns what it printed.
func (r *Runner) Run(ctx context.Context, line string) (string, error) {
	return "", &Error{Kind: KindExitStatus, Message: line}
}
