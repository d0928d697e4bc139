// Package middleware finds a tool-handler middleware of the module that
// converts every handler error into a flagged result, and the calls
// building the server it is installed on. It reads syntax only.
//
// A tool-handler middleware the module installs on its server (mcp-go's
// WithToolHandlerMiddleware) sees every error its handlers return. One
// that returns mcp.NewToolResultError(err.Error()), nil for the error of
// the next handler turns each of them into IsError text holding the
// error's whole text: the handlers' errors are then tool text, for
// rawerr, interp, retryable and traceback, and no protocol error. The
// core asks ConvertingMiddleware and Servers about the package it
// analyses: where the package builds a server, it sees what its own
// handlers' errors and those of its imports become (core.serverView).
//
// Only that shape converts: a middleware that logs and returns the
// error, converts some kinds of error only (an errors.Is test), or
// writes words of its own in place of the error's, is no converter
// here, and the handlers' errors stay protocol errors (a middleware
// dropping the error leaves them to nobody: not modelled yet, they stay
// reported by protocolerr).
package middleware
