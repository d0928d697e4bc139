// Package middleware finds a tool-handler middleware of the module that
// converts every handler error into a flagged result, and the calls
// building the server it is installed on. It reads syntax only.
//
// A tool-handler middleware the module installs on its server (mcp-go's
// WithToolHandlerMiddleware) sees every error its handlers return. One
// that returns mcp.NewToolResultError(err.Error()), nil for the error of
// the next handler turns each of them into IsError text holding the
// error's whole text: the handlers' errors are then tool text, for
// rawerr, interp, retryable and traceback, and no protocol error. One
// that returns a flagged result of words that do not read the error
// (and logs the error, typically) replaces them: the handlers' errors
// are then neither protocol errors nor text any model reads, and the
// middleware's own words are judged where it writes them. That is the
// shape protocolerr's fix installs at the call building a server. The
// core asks ConvertingMiddleware and Servers about the package it
// analyses: where the package builds a server, it sees what its own
// handlers' errors and those of its imports become (core.serverView).
//
// Only those shapes convert: a middleware that logs and returns the
// error, converts some kinds of error only (an errors.Is test), or
// wraps the error's text in words of its own, is no converter here, and
// the handlers' errors stay protocol errors (a middleware dropping the
// error leaves them to nobody: not modelled yet, they stay reported by
// protocolerr).
package middleware
