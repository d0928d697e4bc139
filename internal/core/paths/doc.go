// Package paths answers what holds on the paths through a function, from
// its SSA alone: on which side of a test an error is nil or a value is
// known (nilKnown, ErrSide, OnTestedSide), which returns report success
// (Indicator, ReadOnSuccess), whether a branch is an HTTP status check,
// what in a handler can panic (PanicSiteOf), and whether a check only
// inspects a value by reflection.
//
// It is stateless: every function answers from the SSA it is given, and
// nothing here knows about frameworks, handlers or sinks.
package paths
