// Package sinks finds the sinks of a package: the places where text
// becomes visible to a model. A handler's returned error or serialized
// result, a framework call's text argument (mcp.NewToolResultError), a
// field a framework shows (TextContent.Text), a map or struct a
// framework serializes, the tool result a hand-written agent loop
// builds, a call of a module helper whose own sinks show its parameters
// (a Template, exported in the helper's Fact), and the returns of the
// handlers another package's tool table holds, shown by this package's
// adapter (entries.go).
//
// Each sink gets its text from the tracer, its flag and channel from
// the outcome judge, and its retry decision and advice from the
// evidence reviewer; FindSinks hands it over complete.
package sinks
