// Package traceback defines an Analyzer that reports stack traces,
// recovered panic values and upstream response bodies reaching a model.
//
// # Analyzer traceback
//
// traceback: report stack traces, panic values and upstream HTTP bodies in model-visible tool text
//
// Some text is never a good tool error. A stack trace is 300 to 900
// tokens of internals of which one line might help, and it leaks paths
// and package layout. A value recovered from a panic is the runtime's
// wording, not a reason the model can act on. The body of an upstream
// HTTP response can be kilobytes of HTML (a 40 KB error page is about
// 12,000 tokens), leaks the upstream's internals, and is text an
// outsider controls: a prompt-injection channel into the agent.
// traceback reports each sink whose text contains one of them:
// runtime/debug.Stack, runtime.Stack, %+v of an error that records
// frames (github.com/pkg/errors, cockroachdb/errors, ...), the result of
// recover() formatted into a handler's result, and bytes read from an
// *http.Response's Body (io.ReadAll, io.Copy into a buffer, bufio,
// json.RawMessage decoded from it, httputil.DumpResponse), also through
// the module's helpers in other packages. The status code or Status line
// alone is fine. A body or a command's output the code cuts short (an
// io.LimitReader, http.MaxBytesReader, a slice [:n], a helper named for
// truncating) is still reported, without the claim about its size. A
// module helper given the reader or the response (readBody(resp.Body,
// limit)) returns the body its caller passes, and is reported at the
// caller.
//
// A tool that proxies another MCP server (go-sdk's
// (*mcp.ClientSession).CallTool, mcp-go's client CallTool) gets back
// text that server wrote. Put in this tool's failure, the text of that
// result's content is an outsider's words shown as this tool's error, a
// prompt-injection channel, and it is reported like an upstream body.
// Forwarding the result whole (return session.CallTool(ctx, params), or
// return res, nil) is what a gateway is for, and so is showing the
// content as the successful answer: neither is reported. The error the
// client call returns is foreign text as any other, which rawerr and
// interp report, and protocolerr where it is returned as a protocol
// error.
//
// A framework that recovers a handler's panic itself and sends the model
// the value and a stack (ADK's functiontool.New, fantasy's tool runner)
// is reported at the registration, for a handler that does not recover
// by itself and whose own code can be seen to panic on a value it does
// not check: a panic call, a type assertion without ok, an index, slice
// bound or divisor no branch before it compares, a strings.Repeat count.
// The message and the trail name that operation.
//
// Bad:
//
//	defer func() {
//		if r := recover(); r != nil {
//			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
//		}
//	}()
//
// Good:
//
//	defer func() {
//		if r := recover(); r != nil {
//			log.Printf("update_address: %v\n%s", r, debug.Stack())
//			err = errors.New("update_address failed unexpectedly. Not transient; report it to the operator.")
//		}
//	}()
//
// The suggested fixes move the leaking operands of a format call into a
// log line and end the text with one of two retry decisions.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore traceback the body is a fixed JSON error object we validated
package traceback
