// Package evidence reads what the code on the way to a sink shows about
// a failure, for the retryable pass and for the sentences fixes write:
// the guard the sink lies behind (a check of the tool's input, errors.Is
// with a known sentinel, an HTTP status, a parser's or a transport's
// error), else the foreign errors its text consists of, decides whether
// retrying can help (Decision), and gathers the Advice a sentence needs:
// the argument checked, what it must be, and the next move.
//
// Behind a failed test of the error for a lookup that found nothing
// (errors.Is(err, sql.ErrNoRows) false, !IsNotFound(err)), the branch
// answering a wrong name is elsewhere: the Advice names no argument
// given.
//
// A module function given the tool's input that fails only behind
// checks of its own parameters (a validate method, a parameter helper)
// shows its caller a check of the input too (ownchecks.go).
//
// A Reviewer reads the tracer and the outcome judge; the state it owns
// is the argument names the package's tool declarations give, and which
// functions fail only on what they are given.
package evidence
