// Package middleware finds a tool-handler middleware of the module that
// converts every handler error into a flagged result. It reads syntax
// only: the standalone driver asks it about every package before the
// analysis starts, and the core about the package it analyses.
//
// A tool-handler middleware the module installs on its server (mcp-go's
// WithToolHandlerMiddleware) sees every error its handlers return. One
// that returns mcp.NewToolResultError(err.Error()), nil for the error of
// the next handler turns each of them into IsError text holding the
// error's whole text: the handlers' errors are then tool text, for
// rawerr, interp, retryable and traceback, and no protocol error. The
// handlers' package is analysed before the package installing the
// middleware, which imports it, and facts flow only from imported to
// importing packages: so a driver holding every package's syntax before
// the analysis starts (the command) asks ConvertingMiddleware first and
// sets the core's errors-as-results option; under go vet a flag does.
// Where the handlers' package installs the middleware itself, or imports
// the package that does, the core finds it without either.
//
// Only that shape converts: a middleware that logs and returns the
// error, converts some kinds of error only (an errors.Is test), or
// writes words of its own in place of the error's, is no converter
// here, and the handlers' errors stay protocol errors (a middleware
// dropping the error leaves them to nobody: not modelled yet, they stay
// reported by protocolerr).
package middleware
