// Package ssautil holds the stateless questions the core asks of SSA
// code: the one bounded walk over values every search uses (Walk), what
// is stored into a field or a slice, what a function returns, what a
// call calls and with which operands.
//
// Nothing here knows about frameworks, handlers or sinks, and nothing
// keeps state between calls: every function answers from its arguments.
package ssautil
