// Package protocolerr defines an Analyzer that reports tool failures a
// handler returns as Go errors where the framework turns them into
// protocol (JSON-RPC) errors.
//
// # Analyzer protocolerr
//
// protocolerr: report a tool failure returned as a protocol error instead of a tool result
//
// The MCP specification keeps JSON-RPC errors for unknown tools and
// malformed requests; a tool that ran and failed, input validation
// included, answers with a result flagged isError, so that the model
// can read why and correct itself. Some frameworks turn a handler's
// returned error into a JSON-RPC error: mcp-go's server.ToolHandlerFunc
// (error -32603, and the result returned with the error is dropped),
// and go-sdk handlers registered with the low-level (*mcp.Server).AddTool.
// Hosts then show the model a generic message or nothing, and may count
// the call as a server failure. protocolerr reports each return of such
// a handler whose error is known to be non-nil, and a handler of
// go-sdk's generic shape that a module wrapper serves as a low-level
// handler (its closure returning the handler's error) counts as one.
// The return is protocolerr's alone: the passes that judge the words
// (rawerr, interp, retryable, traceback) leave it, since this fix
// replaces the whole error. go-sdk's generic mcp.AddTool handlers are
// not reported (go-sdk turns their error into a flagged result). No pass
// reports an error that carries its own JSON-RPC code for the client to
// act on, returned as it is: go-sdk's *jsonrpc.Error and the errors of
// mcp.URLElicitationRequiredError and mcp.ResourceNotFoundError, mcp-go's
// mcp.URLElicitationRequiredError. Nor does protocolerr report errors
// built as protocol errors on purpose: an error returned where the innermost error
// check tests for a kind the module declares (errors.As into its own
// type, errors.Is with its own sentinel, a type switch case) in a
// handler that returns its other failures as flagged results. Such a
// handler shows that it knows the difference and chose the protocol
// error for that kind (a HardError for missing credentials); without
// the flagged results, or for a foreign kind, nothing shows a choice.
// Nor is an error returned where the server could not serialize its own
// answer (the innermost error check is on the error of a Marshal
// function or an Encode method): that is the server's fault, not the
// call's, and the JSON-RPC internal error is what the specification has
// for it. Nor are the errors of mcp-go handlers behind a middleware of
// the module's that returns mcp.NewToolResultError(err.Error()), nil for
// every error of the next handler: the model reads them as IsError text,
// and the passes that judge the words report them where the handlers'
// package sees it. A package of mcp-go handlers that builds no server
// and imports no package that does cannot see it: its handlers' errors
// are judged by the package building the server, which reports each
// tool once at that call (its returns as related positions) when it
// installs no converting middleware, and nothing when it does; every
// driver alike, with no flag. The returns holding the module's own
// words (all of them, "the note needs a title", or its format around an
// error whose failure the code decides, "invalid limit: %v" of
// strconv.Atoi) are the exception: they are reported at the return,
// saying that the server's middleware may convert them, with the fix
// that answers there with those words and the decision; the middleware
// the server's fix installs answers every error alike, and would lose
// them. -toolerrcore.errors-as-results=NAME
// decides for every package instead ("" for none). A middleware that
// answers every error with words of its own, flagged as an error (and
// logs the error), converts too: then the handlers' errors reach no
// model at all, and no pass reports them. That is the fix each of the
// findings at the call building the server offers, the same edit for
// all of them: where the call is mcp-go's server.NewMCPServer, it adds
//
//	server.WithToolHandlerMiddleware(func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
//		return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
//			result, err := next(ctx, request)
//			if err != nil {
//				log.Printf("%s: %v", request.Params.Name, err)
//				return mcp.NewToolResultError(request.Params.Name + " did not succeed. If an argument may be wrong, correct it; otherwise retry once, and if it fails again, tell the user what could not be done."), nil
//			}
//			return result, nil
//		}
//	}),
//
// to its options, logging with the module's logger: the error is
// written once, at the boundary every tool result passes through, with
// the decision that holds whatever failed (an argument may be wrong,
// else one retry, then the user). A server built by a
// function of the module gets no fix (the option belongs inside it,
// which may build servers for other callers).
//
// A server written without a framework is read by its JSON-RPC types:
// a struct with an integer field encoded as "code" and a string field
// encoded as "message" is a JSON-RPC error, and where the module sets
// its message to what a call of a tool interface returned (a value of
// an interface with a Name method, looked up for tools/call), each
// return of each implementation whose error reaches it is reported,
// in the tools' package, wherever that is. The fix belongs in the
// server, once: answer a failed call with a result flagged isError.
// The handler's return has no result to flag, so the passes that judge
// the words report the same return too, and their fixes apply there.
// The server's other errors (an unknown method, a request it could not
// decode) are no tool's.
//
// Bad:
//
//	orders, err := o.store.Search(ctx, customerID, since)
//	if err != nil {
//		return nil, err // a JSON-RPC error; the model may never see it
//	}
//
// Good:
//
//	if err != nil {
//		log.Printf("search_orders: %v", err)
//		return mcp.NewToolResultError("search_orders failed: the order database did not answer. Transient; retry once after a short wait."), nil
//	}
//
// The suggested fixes return a result flagged as an error
// (mcp.NewToolResultError, or a go-sdk CallToolResult with IsError)
// holding a sentence built from the tool's name and the failed
// operation, with a nil error, and log the error instead. They come in
// two alternatives — a retry may succeed, or it will fail identically —
// because only a human knows which is true. When the same return also
// forwards a foreign error's text (rawerr, interp), this fix settles
// both. Where the returned error is the module's own words
// (errors.New, fmt.Errorf without %w), the fix keeps them, and appends
// the retry decision they lack as the retryable pass would. Turn the
// pass off with -protocolerr=false.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore protocolerr the client treats this as a transport failure on purpose
package protocolerr
