package report

import (
	"cmp"
	"iter"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

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
	// byFirst lists the phrases (their indexes) by their first word:
	// a phrase can match only where a text's word is its first word,
	// so each word of a text is tried against a few phrases, not all
	// (the passes ask it of every sink's text).
	byFirst map[string][]int
}

// NewMatcher returns the matcher of the phrases of lists.
func NewMatcher(lists ...[]string) Matcher {
	m := Matcher{byFirst: map[string][]int{}}
	for _, list := range lists {
		for _, p := range list {
			if w := Words(p); len(w) > 0 {
				m.byFirst[w[0]] = append(m.byFirst[w[0]], len(m.phrases))
				m.phrases = append(m.phrases, w)
				m.raw = append(m.raw, p)
			}
		}
	}
	return m
}

// candidates returns the phrases that may match at the start of ws: those
// beginning with its first word, and those beginning with a gap.
func (m Matcher) candidates(ws []string) iter.Seq[int] {
	return func(yield func(int) bool) {
		all := func(first string) bool {
			for _, j := range m.byFirst[first] {
				if !yield(j) {
					return false
				}
			}
			return true
		}
		if all(ws[0]) && ws[0] != gapWord { // a text's own "...": listed once
			all(gapWord)
		}
	}
}

// gapWord is the word "..." in a phrase: up to maxGap words of a text.
const gapWord = "..."

// Words splits text into lower-case words: runs of letters, digits,
// underscores and apostrophes (typographic ones made plain; the ones
// around a word dropped), with "..." kept as a word of its own for
// phrases. The words are slices of the lowered text: one allocation for
// the text, none per word.
func Words(text string) []string {
	text = strings.ReplaceAll(strings.ToLower(text), "’", "'")
	var out []string
	start := -1 // where the current word starts, if in one
	end := func(at int) {
		if start >= 0 {
			out = append(out, strings.Trim(text[start:at], "'"))
			start = -1
		}
	}
	for i := 0; i < len(text); {
		if strings.HasPrefix(text[i:], gapWord) {
			end(i)
			out = append(out, gapWord)
			i += len(gapWord)
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '\'' {
			if start < 0 {
				start = i
			}
		} else {
			end(i)
		}
		i += size
	}
	end(len(text))
	return out
}

// Decides reports whether text states a retry decision.
func (m Matcher) Decides(text string) bool {
	ws := Words(text)
	for i := range ws {
		for j := range m.candidates(ws[i:]) {
			if matchAt(ws[i:], m.phrases[j]) >= 0 {
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
	type hit struct {
		phrase int
		Match
	}
	var hits []hit
	for i := range ws {
		for j := range m.candidates(ws[i:]) {
			if n := matchAt(ws[i:], m.phrases[j]); n >= 0 {
				hits = append(hits, hit{j, Match{Phrase: m.raw[j], Start: i, End: i + n}})
			}
		}
	}
	slices.SortFunc(hits, func(a, b hit) int { return cmp.Or(a.phrase-b.phrase, a.Start-b.Start) })
	var out []Match
	for _, h := range hits {
		out = append(out, h.Match)
	}
	return out
}

// matchAt returns how many words of ws phrase p matches at their start,
// or -1 if it does not match there.
func matchAt(ws, p []string) int {
	switch {
	case len(p) == 0:
		return 0
	case p[0] == gapWord:
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

// SomePathDecides reports whether text states a retry decision in its
// words on some path (a helper's alternative that decides, beside
// others that do not): a decision appended to every path would
// contradict it there.
func (m Matcher) SomePathDecides(text *origin.Node) bool {
	alts, ok := text.Alternatives(maxAlternatives)
	return ok && slices.ContainsFunc(alts, func(alt []*origin.Node) bool {
		var words strings.Builder
		for _, n := range alt {
			if n.Op == origin.Lit {
				words.WriteString(n.Text)
			}
		}
		return m.Decides(words.String())
	})
}

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
