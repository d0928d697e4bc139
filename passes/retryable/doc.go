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
// and a few more (config.DefaultRetryPhrases). Phrases match whole words,
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
// from an error handler (eino's WrapToolWithErrorHandler). Other
// unflagged text is not judged.
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
// Suppress a finding with a comment on its line or the line above:
//
//	//toolerrlint:ignore retryable the host adds retry guidance to every error
package retryable
