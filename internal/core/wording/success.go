package wording

import (
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// Text that says in its own words that the call succeeded ("File
// written successfully", on the branch where a follow-up stat failed)
// reports no failure. An error's own text (err.Error()) has words even
// when the error's origin is unknown (an interface method's error): it
// is judged by where it is sent, not by whose it is.
//
// Nor does text that states a result in words without a sign of failure
// (no failure word, no error's text) where only the branch it is on
// suggests one: "Instance web is now started." where the change
// succeeded and only a follow-up read failed.
func Failure(s *sink.Sink, errorPath, inHandler bool) bool {
	return s.Unflagged != nil && (HasWords(s.Text) || s.FromErr) &&
		(s.Failed || FailureSigns(s, errorPath, true, inHandler) && !statesAnswer(s)) &&
		!saysSuccess(s.Text)
}

// statesAnswer reports whether the text of s has words of its own and
// none of them, nor any part of it, says that something failed.
func statesAnswer(s *sink.Sink) bool {
	if s.FromErr || s.Text.Has(func(k origin.Kind) bool { return k.ErrorText || k.Leaks }) {
		return false
	}
	words, failure := false, false
	s.Text.Walk(func(n *origin.Node) bool {
		switch n.Op {
		case origin.Lit:
			for _, w := range strings.FieldsFunc(strings.ToLower(n.Text), notLetter) {
				words = true
				failure = failure || FailureWord(w)
			}
		case origin.Unknown, origin.Stored, origin.Call:
			failure = true // words not seen may say it
		}
		return !failure
	})
	return words && !failure
}

// successWords are the words by which a text reports success.
var successWords = map[string]bool{"success": true, "successful": true, "successfully": true, "succeeded": true}

// saysSuccess reports whether a constant part of text has a word of
// successWords.
func saysSuccess(text *origin.Node) bool {
	found := false
	text.Walk(func(n *origin.Node) bool {
		if n.Op == origin.Lit {
			for _, w := range strings.FieldsFunc(strings.ToLower(n.Text), func(r rune) bool { return !unicode.IsLetter(r) }) {
				found = found || successWords[w]
			}
		}
		return !found
	})
	return found
}

// FailureWord reports whether the lower-case word w says that something
// failed or is wrong, or asks for another try.
func FailureWord(w string) bool { return failureWords[w] }

var failureWords = map[string]bool{
	"fail": true, "failed": true, "failure": true, "fails": true, "error": true, "errors": true,
	"not": true, "cannot": true, "can't": true, "unable": true, "invalid": true, "missing": true,
	"required": true, "unknown": true, "unsupported": true, "denied": true, "forbidden": true,
	"empty": true, "must": true, "no": true, "too": true, "exceeded": true, "timeout": true,
	"crashed": true, "panicked": true, "panic": true, "refused": true, "rejected": true,
	"aborted": true, "expired": true, "timed": true, "broken": true,
	"could": true, "couldn't": true, "unavailable": true, "try": true, "retry": true,
	"please": true, "check": true, "sorry": true, "problem": true, "wrong": true,
}
