package overreach

import (
	_ "embed"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports failure text that hints at a way around a safeguard.
// It uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns an overreach analyzer that uses the given core analyzer,
// configured by opts. The -phrases flag adds to opts.OverreachPhrases.
func New(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer {
	p := &pass{phrases: opts.OverreachPhrases}
	a := report.NewPass("overreach", doc, coreAnalyzer, p.run)
	a.Flags.Var(config.ListFlag{List: &p.extra}, "phrases", "comma-separated hints of a way around a safeguard, added to the default ones (whole words, case-insensitive; ... stands for up to five words; a phrase starting with - is a flag matched as written)")
	return a
}

type pass struct {
	phrases []string // the configuration's, added to the defaults
	extra   []string // added by -phrases

	once sync.Once // the tables are made once, after the flags are read
	ks   kinds
}

// maxAlternatives bounds the paths examined per sink.
const maxAlternatives = 16

// kinds are the hints the pass looks for, by kind: the defaults, then
// the user's under a kind of their own.
type kinds []kind

type kind struct {
	what  string
	words report.Matcher
	flags []string // phrases starting with "-", matched as written
	// anchors are, lower-case, the words of each phrase, longest (as a
	// rule the rarest: "sudo" of "with sudo") first, and each flag: a
	// text that lacks a word of every phrase as a substring holds no
	// hint, which most failure texts show at the cost of a few searches.
	anchors [][]string
}

func newKinds(user []string) kinds {
	var out kinds
	for _, o := range frameworks.Overreaches {
		out = append(out, newKind(o.What, o.Phrases))
	}
	if len(user) > 0 {
		out = append(out, newKind("gets around a safeguard", user))
	}
	return out
}

func newKind(what string, phrases []string) kind {
	k := kind{what: what}
	var words []string
	for _, p := range phrases {
		if strings.HasPrefix(p, "-") && !strings.ContainsRune(p, ' ') {
			k.flags = append(k.flags, strings.ToLower(p))
			k.anchors = append(k.anchors, []string{strings.ToLower(p)})
			continue
		}
		words = append(words, p)
		ws := slices.DeleteFunc(report.Words(p), func(w string) bool { return w == "..." })
		slices.SortStableFunc(ws, func(a, b string) int { return len(b) - len(a) })
		k.anchors = append(k.anchors, ws)
	}
	k.words = report.NewMatcher(words)
	return k
}

var (
	humans   = report.NewMatcher(frameworks.HumanRoutes)
	before   = frameworks.Refusals.Before
	after    = frameworks.Refusals.After
	contextN = 3 // words around a hint that may refuse it
)

func (p *pass) run(r *report.Reporter, res *sink.Result) {
	p.once.Do(func() { p.ks = newKinds(append(slices.Clip(p.phrases), p.extra...)) })
	ks := p.ks
	found := map[string]match{} // by text: sinks share their texts
	for _, s := range res.TextSinks() {
		// Failure text only: a successful result may describe a force
		// option the tool has.
		if !s.IsError && !s.ReportsError {
			continue
		}
		alts, _ := s.Text.Alternatives(maxAlternatives)
		for _, alt := range alts {
			text, lit := ownText(alt)
			if lit == nil {
				continue
			}
			h, seen := found[text]
			if !seen {
				h.what, h.hint, h.ok = ks.find(text)
				h.ok = h.ok && !humans.Decides(text)
				found[text] = h
			}
			if what, hint := h.what, h.hint; h.ok {
				r.Report(analysis.Diagnostic{
					Pos: s.Pos,
					Message: s.Subject() + " " + report.Reaches(s, "failure text that "+what+" ("+quote(hint)+")") +
						": the model takes the hint past the safeguard; name a safe alternative or tell it to ask the user",
					Related: report.Related(lit.Pos(), "the hint is written here"),
				})
				break
			}
		}
	}
}

// ownText returns the module's own words on one path, operands standing
// as "…", and the first constant holding them; nil if there is none.
// A callee's template is judged in the callee.
func ownText(alt []*origin.Node) (string, *origin.Node) {
	var b strings.Builder
	var first *origin.Node
	for _, n := range alt {
		switch {
		case n.Op == origin.Lit && !n.Inner():
			b.WriteString(n.Text)
			if first == nil && strings.ContainsFunc(n.Text, unicode.IsLetter) {
				first = n
			}
		case n.Op != origin.Typed:
			b.WriteString(" … ")
		}
	}
	return b.String(), first
}

// A match is what find found in a text, if ok.
type match struct {
	what, hint string
	ok         bool
}

// find returns the first hint in text that no nearby word of its clause
// refuses, and the kind it belongs to.
func (ks kinds) find(text string) (what, hint string, ok bool) {
	if !ks.anchored(strings.ToLower(text)) {
		return "", "", false
	}
	for _, c := range clauses(text) {
		if what, hint, ok := ks.findIn(c); ok {
			return what, hint, true
		}
	}
	return "", "", false
}

// clauses splits text where a sentence or clause ends: a hint and the
// words refusing it stand in one clause ("the push failed; use --force"
// is not refused by "failed").
// anchored reports whether lower, a lower-case text, holds every word
// of some phrase as a substring: only then can it hold a hint.
func (ks kinds) anchored(lower string) bool {
	for _, k := range ks {
		for _, words := range k.anchors {
			if !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(lower, w) }) {
				return true
			}
		}
	}
	return false
}

func clauses(text string) []string {
	return strings.FieldsFunc(strings.ReplaceAll(text, ". ", "\n"), func(r rune) bool {
		return r == ';' || r == '!' || r == '?' || r == '\n'
	})
}

func (ks kinds) findIn(text string) (what, hint string, ok bool) {
	ws := report.Words(text)
	lower := strings.ToLower(text)
	for _, k := range ks {
		for _, m := range k.words.Find(ws) {
			if !refused(ws[:m.Start], ws[m.End:]) {
				return k.what, m.Phrase, true
			}
		}
		for _, f := range k.flags {
			for i := 0; ; {
				j := strings.Index(lower[i:], f)
				if j < 0 {
					break
				}
				at, end := i+j, i+j+len(f)
				i = end
				if flagAt(lower, at, end) && !refused(report.Words(text[:at]), report.Words(text[end:])) {
					return k.what, f, true
				}
			}
		}
	}
	return "", "", false
}

// flagAt reports whether text[at:end] stands alone as a flag: not part of
// a longer one (--force-with-lease) or of a word.
func flagAt(text string, at, end int) bool {
	part := func(b byte) bool {
		return b == '-' || b == '_' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9'
	}
	return (at == 0 || !part(text[at-1])) && (end == len(text) || !part(text[end]))
}

// refused reports whether the words before a hint or after it refuse it.
func refused(pre, post []string) bool {
	pre = pre[max(0, len(pre)-contextN):]
	post = post[:min(len(post), contextN)]
	return slices.ContainsFunc(pre, func(w string) bool { return slices.Contains(before, w) }) ||
		slices.ContainsFunc(post, func(w string) bool { return slices.Contains(after, w) })
}

func quote(text string) string { return `"` + text + `"` }
