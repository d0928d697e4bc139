// Package trace finds who wrote a text: it follows an SSA value back
// through variables, fields, closures, formatting, wrapping, encoding and
// calls to a constant the module wrote, to a foreign error, an upstream
// body or a remote tool's result, or to the request, and describes the
// answer as an origin.Node tree.
//
// Tracing, summaries and impossibility are one recursion, so they live
// here together: the text of a call of a module function is its summary
// (summaries.go) instantiated with the call's arguments; a summary is the
// text of the function's returns that can run; whether a return can run
// depends on whether the calls before it can fail (failures, in
// cannotfail.go and impossible.go), which depends on the texts of what
// they encode or parse, on whether what they encode was decoded
// (encoders.go, across functions by FuncFact.Decoded), and on the one
// type a callee's errors have (errtypes.go, FuncFact.Concrete). The
// Tracer memoizes every text and summary in the order they are asked:
// results depend on that order, so callers ask Summary for every
// function of the package first, as the core does.
//
// The Tracer reads the env and the handlers and owns its memos; small
// types hung off it (failures, bodies, remote) own one question each.
package trace
