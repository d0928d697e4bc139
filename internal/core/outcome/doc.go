// Package outcome judges what a tool result tells the model about
// success, for the iserror and protocolerr passes: whether the result a
// text ends up in has its error flag left unset (and where a fix would
// set it), whether the text reports a failure nonetheless, whether a
// handler's returned error leaves as a JSON-RPC protocol error (and
// whether the module meant it to), what a handler's panic becomes, and
// whether the client has gone before the text is sent.
//
// A Judge reads the tracer's texts and summaries; the only state it owns
// is the sinks it makes of handler outputs beside a tool result.
package outcome
