// Package interp defines an Analyzer that reports tool text into which
// the text of a foreign error is interpolated.
//
// # Analyzer interp
//
// interp: report model-visible tool text that mixes the module's words with a foreign error's text
//
// The most common tool-error problem in real Go MCP servers is not a bare
// err.Error() but fmt.Sprintf("failed to get issue: %v", err): the
// module's words with an error it did not write appended. The appended
// text leaks what it carries (DSNs, hosts, paths, upstream wording),
// changes between library versions, carries no retry decision, and when
// it comes from an upstream service it is text an outsider controls.
// interp reports each such sink: fmt.Sprintf and fmt.Errorf with %v, %s
// or %w of a foreign error, "msg: " + err.Error(), errors.Join and
// strings.Join over foreign parts, mcp.NewToolResultErrorf with a
// foreign operand, mcp.NewToolResultErrorFromErr (it appends the error),
// a module error type whose text field holds foreign text, and module
// helpers that wrap foreign errors with %w, across packages. A sink
// whose whole text is foreign is rawerr's finding, not interp's.
//
// Bad:
//
//	return mcp.NewToolResultError(fmt.Sprintf("failed to get issue: %v", err)), nil
//
// Good:
//
//	log.Printf("get_issue: %v", err)
//	return mcp.NewToolResultError("failed to get issue: GitHub did not answer. Transient; retry once."), nil
//
// The suggested fixes drop the foreign operand and the punctuation that
// introduced it, log it instead, and end the text with one of two retry
// decisions, for a human to choose.
//
// An operand whose origin cannot be seen is not reported unless
// -interp.strict is set. %T of an error, errors only logged, and errors
// the module wrote are never reported.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore interp the wrapped error is our own validation message
package interp
