// Package rawerr defines an Analyzer that reports tool errors whose whole
// text is the text of an error the module did not write.
//
// # Analyzer rawerr
//
// rawerr: report model-visible tool text that is a foreign error's own text
//
// A tool's error text is the agent's next prompt: the model has nothing
// else to go on. An error produced outside the module — by the standard
// library, a database driver, an HTTP client, the framework itself —
// was written for a developer reading logs. Handed to the model as is,
// it leaks internals (DSNs, hosts, paths), changes wording between
// versions, carries no retry decision, and upstream text is a
// prompt-injection channel. rawerr reports each place where such text is
// the whole of what a tool hands the model: a handler's returned error
// (for frameworks that show it), mcp.NewToolResultError(err.Error()),
// (*mcp.CallToolResult).SetError(err), &mcp.TextContent{Text:
// err.Error()}, and the same through the module's own helpers, across
// packages.
//
// Not foreign: the argument errors a framework writes for the model
// (mcp-go's RequireString, BindArguments; retryable still asks them for
// a retry decision), and functions and error variables the module
// trusts (-toolerrcore.trusted=github.com/acme/errs.*, like wrapcheck's
// ignoreSigs). Not reported: paths that cannot run during a tool call
// (the error of json.Marshal of plain data or of what JSON decoding just
// made, the nil branch of a framework's guarantee such as mcp-go's
// ClientSessionFromContext), and a helper's text result read only
// where its error is nil.
//
// Bad:
//
//	row := s.db.QueryRowContext(ctx, q, in.ID)
//	if err := row.Scan(&o.ID, &o.Status); err != nil {
//		return nil, Order{}, err // the model reads "sql: no rows in result set"
//	}
//
// Good:
//
//	if errors.Is(err, sql.ErrNoRows) {
//		return nil, Order{}, errors.New("no order with that id exists; not transient, use search_orders to find the id")
//	}
//	log.Printf("get_order: %v", err)
//	return nil, Order{}, errors.New("the order database is unavailable; transient, retry once after a short wait")
//
// The suggested fixes replace the text with a sentence built from the
// tool's name and the failed operation, log the original error, and come
// in two alternatives — a retry may succeed, or it will fail identically —
// the one the code's evidence supports first (a check of the input,
// sql.ErrNoRows, an HTTP 404 against a transport error, a deadline, an
// HTTP 503); with no evidence, a human chooses and -fix leaves it.
//
// Errors whose origin cannot be seen (a call through an interface or a
// func value) are not reported unless -rawerr.strict is set.
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore rawerr the upstream message is curated by our API team
package rawerr
