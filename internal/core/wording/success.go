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
func Failure(s *sink.Sink, errorPath, inHandler bool) bool {
	return s.Unflagged != nil && (HasWords(s.Text) || s.FromErr) && (s.Failed || FailureSigns(s, errorPath, true, inHandler)) &&
		!saysSuccess(s.Text)
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
