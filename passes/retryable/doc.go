// Package retryable defines an Analyzer that reports model-visible tool
// errors which do not say whether retrying can help.
//
// # Analyzer retryable
//
// retryable: report tool errors whose text or type carries no retry decision
//
// A model cannot tell a rate limit from a missing record from a malformed
// argument unless the error says so, and the right next move differs for
// each. Told "the file is locked", models spent a median of 18 turns
// retrying and probing for a way around; told "read-only: don't retry,
// report the fix instead", they finished in 4. retryable reports each
// tool error whose text the analysis can read in full — constants,
// errors.New and fmt.Errorf with constant formats and owned operands, the
// module's error variables, across packages — when no phrase in it
// decides retrying: transient, retry, try again, call again, wait ... and
// retry, try ... later, temporary, permanent, will fail identically, will
// keep failing, do not retry, do not call again, retrying will not help,
// and a few more; a text that names the next move decides too (use ...
// instead, call ... first, ask the user, please ...;
// config.DefaultRetryPhrases). Phrases match whole words,
// case-insensitively: "retry" matches "Retry in a minute" but not
// retry_count or maxRetries, and "..." stands for up to five words.
// -retryable.phrases adds phrases to the default list. A module error type
// with a bool field that records the decision (Retryable, Retry,
// Transient, Temporary; configurable with -retryable.fields) must have
// that field set explicitly in every composite literal that reaches the
// model; a type with a Temporary, Retryable or Timeout method decides by
// itself.
//
// Where a framework has no error flag (OpenAI tool messages, langchaingo
// observations, genkit and eino outputs), text counts as a tool error
// only when it clearly reports one: it is written on an err != nil or
// errors.Is branch, is an error's text, is the only text of a result
// field or map entry named for errors ("error", ErrorMessage), or comes
// from an error handler (eino's WrapToolWithErrorHandler); messages
// call it a failure report, since it is sent as an answer. An empty
// answer is not one: text worded as a search that found nothing ("No
// references found for x") on a branch whose innermost error check tests
// a not-found kind (sql.ErrNoRows, os.IsNotExist, an ...NotFound
// sentinel, a 404), as the iserror pass reads it. Other unflagged text is
// not judged.
//
// Text the analysis cannot read in full is not reported unless
// -retryable.strict is set; foreign text is left to rawerr, interp and
// traceback.
//
// Bad:
//
//	return nil, Out{}, errors.New("quantity must be positive")
//
// Good:
//
//	return nil, Out{}, errors.New("quantity must be positive; not transient, send a quantity of 1 or more")
//
// The suggested fixes append one of two sentences to the text (to a Go
// error's text, as a clause that keeps staticcheck's ST1005), or set
// the type's field to true or false, the decision the code's evidence
// supports first (see README, "Suggested fixes"); where the code shows
// nothing conclusive a human decides and -fix leaves the finding. A
// framework's argument error passed on unchanged (mcp-go's
// RequireString: required argument "x" not found) is reported too: it
// says what is missing but not that a retry will fail identically.
//
// The text a fix writes carries what the code shows and nothing more: the
// tool's name (unless the words name it), the argument a check of the
// tool's input read, by the name the model sends it under (a go-sdk
// input field's json tag, mcp-go's RequireString/GetString key or
// GetArguments()["key"], a field spelled as mcp.WithString declares it),
// what the check shows it must be, and the next move: the sibling tool
// of the same package that lists or searches what a lookup did not find
// (not for a tool that creates what its arguments name),
// "tell the user" for a refusal or a missing setting (a missing setting,
// os.Getenv(...) == "" or HTTP 401, may also belong outside the loop:
// check it when the server starts), one retry for a transient failure.
// Where the code shows none of them, the fix writes none. Text holding a
// helper's words is decided where the helper forms them, once for all
// its callers; an error the failing branch checks and then ignores is
// logged by the fix. Three of each
// kind, before and after:
//
// The tool named:
//
//	errors.New("quantity must be positive")
//	errors.New("change_quantity failed: quantity must be positive; not transient, the same call will fail identically")
//	mcp.NewToolResultError("no such invoice")
//	mcp.NewToolResultError("get_invoice failed: no such invoice. Not transient; the same call will fail identically.")
//	fmt.Errorf("n is %d, above the limit", in.N)
//	fmt.Errorf("pick failed: n is %d, above the limit; not transient, the same call will fail identically", in.N)
//
// The argument named:
//
//	if in.Qty <= 0 { return ..., errors.New("quantity must be positive") }                 // json:"qty"
//	errors.New("place_order failed: quantity must be positive; qty must be a positive number; not transient, the same call will fail identically")
//	if _, err := strconv.Atoi(in.ID); err != nil { return ..., errors.New("place_order needs a product") }
//	errors.New("place_order needs a product; id must be a whole number; not transient, the same call will fail identically")
//	if _, err := req.RequireString("order_id"); err != nil { return mcp.NewToolResultError("an order is needed"), nil }
//	mcp.NewToolResultError("get_order failed: an order is needed. order_id is required. Not transient; the same call will fail identically.")
//
// The next move:
//
//	if errors.Is(err, sql.ErrNoRows) { return mcp.NewToolResultError("no such order"), nil }  // search_orders registered
//	mcp.NewToolResultError("get_order failed: no such order. Not transient; the same call will fail identically. Use search_orders to find the id.")
//	if errors.Is(err, os.ErrPermission) { return mcp.NewToolResultError("the report is private"), nil }
//	mcp.NewToolResultError("read_report failed: the report is private. Not transient; the same call will fail identically. Tell the user what could not be done.")
//	if errors.Is(err, context.DeadlineExceeded) { return mcp.NewToolResultError("the order database is slow"), nil }
//	mcp.NewToolResultError("get_order failed: the order database is slow. Transient; retrying may succeed. Retry once.")
//
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore retryable the host adds retry guidance to every error
package retryable
