// Package wording judges what a text says, where no flag says it: whether
// a sink's text clearly reports an error (ClearlyError: an error's own
// text, words of failure, a branch that handles an error), whether it
// says the call succeeded, and whether it is an empty answer ("no
// results found") rather than a failure.
//
// It reads the words of origin.Node trees and the branches a sink lies
// on; it keeps no state.
package wording
