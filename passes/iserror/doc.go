// Package iserror defines an Analyzer that reports tool results that
// report a failure but are not marked as an error.
//
// # Analyzer iserror
//
// iserror: report failure text sent in a tool result not marked as an error
//
// MCP and the model SDKs mark a failed tool call with an error flag
// (CallToolResult.IsError, a tool_result block's is_error), and that
// flag is how a model, and the host around it, tells an answer from a
// failure. Text that says "could not read the file" in a result without
// the flag reads as the tool's successful output: the model takes the
// error message for the file's content and goes on. iserror reports
// text that reports a failure in a result whose flag is left unset:
// mcp.NewToolResultText, a CallToolResult literal or a go-sdk
// CallToolResult without IsError, a go-sdk typed handler's output value
// (Out: go-sdk sends it as the result's structured content and JSON
// text) returned with a nil error beside a nil result or one without
// IsError, anthropic.NewToolResultBlock(id,
// text, false), tool-result literals whose IsError is false or absent,
// also when the result is built by the module's own helpers.
//
// Text reports a failure when it is formed on a branch that handles one
// (after err != nil, errors.Is or errors.As, a failed HTTP status check)
// where the tool result is built and, in a handler, the branch ends it;
// or when it is an error's own text (err.Error(), a foreign error's
// text). Data about failures ("3 jobs failed, 5 succeeded"), empty
// answers ("no orders match this customer") and partial results that
// say what is missing alongside the data are not failures. An error of
// a "nothing there" kind answered with an empty answer is an answer:
// text that opens as one ("No definition found for symbol x", "0 issues
// found") on a branch whose innermost error check tests a not-found kind
// (errors.Is(err, sql.ErrNoRows), os.IsNotExist, apierrors.IsNotFound,
// the module's isNotFound(err), a 404 status). The same words on a bare
// err != nil branch hide a failure, and "the file does not exist" on a
// not-found branch tells the model its input was wrong: both are
// reported. A result whose flag is set later on the same path
// (res.IsError = true) is fine, and so is a result a handler returns
// only together with an error known to be non-nil: every framework
// drops it for the error (protocolerr judges that return).
//
// Bad:
//
//	q, err := carrier.Quote(ctx, from, to, grams)
//	if err != nil {
//		return mcp.NewToolResultText("could not get a quote: the carrier is unavailable. Transient; retry in a minute."), nil
//	}
//
// Good:
//
//	if err != nil {
//		return mcp.NewToolResultError("could not get a quote: the carrier is unavailable. Transient; retry in a minute."), nil
//	}
//
// The suggested fix marks the result as an error and keeps its text:
// mcp.NewToolResultError instead of NewToolResultText, IsError: true in
// the literal, true for the isError argument. It is offered when the
// text it flags needs nothing else (the other passes judge the words,
// and their fixes, which rewrite them, mark the result too).
// A go-sdk output value gets none: returning the error instead (go-sdk
// flags it) would send err.Error() in place of the output's words, and
// where to add IsError: true depends on how the result is built.
//
// A result whose flag is set to a value that cannot be seen here (a
// variable) is not reported unless -iserror.strict is set. Turn the
// pass off with -iserror=false.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore iserror the text lists the jobs that failed; the call succeeded
package iserror
