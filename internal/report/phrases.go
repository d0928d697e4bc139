package report

import (
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// maxGap is how many words "..." in a phrase stands for at most: "wait
// ... and retry" matches "wait a minute and retry".
const maxGap = 5

// Matcher finds retry decisions in text by whole words and phrases, so
// that an identifier or argument name holding a phrase's word
// (retry_count, isTransient) decides nothing.
type Matcher struct {
	phrases [][]string
	raw     []string // each phrase as written, for Find
}

// NewMatcher returns the matcher of the phrases of lists.
func NewMatcher(lists ...[]string) Matcher {
	var m Matcher
	for _, list := range lists {
		for _, p := range list {
			if w := Words(p); len(w) > 0 {
				m.phrases = append(m.phrases, w)
				m.raw = append(m.raw, p)
			}
		}
	}
	return m
}

// Words splits text into lower-case words: runs of letters, digits,
// underscores and apostrophes (typographic ones made plain), with "..."
// kept as a word of its own for phrases.
func Words(text string) []string {
	text = strings.ReplaceAll(strings.ToLower(text), "’", "'")
	var out []string
	for _, f := range strings.Fields(strings.ReplaceAll(text, "...", " ... ")) {
		if f == "..." {
			out = append(out, f)
			continue
		}
		out = append(out, strings.FieldsFunc(f, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '\''
		})...)
	}
	for i, w := range out {
		out[i] = strings.Trim(w, "'")
	}
	return out
}

// Decides reports whether text states a retry decision.
func (m Matcher) Decides(text string) bool {
	ws := Words(text)
	for _, p := range m.phrases {
		for i := range ws {
			if matchAt(ws[i:], p) >= 0 {
				return true
			}
		}
	}
	return false
}

// A Match is where a phrase matched among a text's words: ws[Start:End].
type Match struct {
	Phrase     string
	Start, End int
}

// Find returns every match of m's phrases in the words ws (as Words
// splits a text), by phrase, then position.
func (m Matcher) Find(ws []string) []Match {
	var out []Match
	for j, p := range m.phrases {
		for i := range ws {
			if n := matchAt(ws[i:], p); n >= 0 {
				out = append(out, Match{Phrase: m.raw[j], Start: i, End: i + n})
			}
		}
	}
	return out
}

// matchAt returns how many words of ws phrase p matches at their start,
// or -1 if it does not match there.
func matchAt(ws, p []string) int {
	switch {
	case len(p) == 0:
		return 0
	case p[0] == "...":
		for skip := 0; skip <= maxGap && skip <= len(ws); skip++ {
			if n := matchAt(ws[skip:], p[1:]); n >= 0 {
				return skip + n
			}
		}
		return -1
	case len(ws) == 0 || ws[0] != p[0]:
		return -1
	}
	if n := matchAt(ws[1:], p[1:]); n >= 0 {
		return 1 + n
	}
	return -1
}

// maxAlternatives bounds the paths TextDecides examines.
const maxAlternatives = 16

// TextDecides reports whether text states a retry decision on every
// path: in its words, or in a module error type's retry field (set, or
// a method). Text with parts of no known words (a foreign error, an
// operand not traced) decides only if its own words do.
func (m Matcher) TextDecides(text *origin.Node) bool {
	alts, ok := text.Alternatives(maxAlternatives)
	if !ok {
		return false
	}
	for _, alt := range alts {
		var words strings.Builder
		decided := false
		for _, n := range alt {
			switch n.Op {
			case origin.Lit:
				words.WriteString(n.Text)
			case origin.Typed:
				if n.Retry == origin.RetryUnset {
					return false
				}
				decided = n.Retry == origin.RetryMethod || n.Retry == origin.RetrySet
			}
		}
		if !decided && !m.Decides(words.String()) {
			return false
		}
	}
	return true
}
