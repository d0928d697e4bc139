package retryable

import (
	_ "embed"
	"slices"
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports tool errors with no retry decision. It uses the
// default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns a retryable analyzer that uses the given core analyzer,
// configured by opts. The retry field names are the core's (opts is
// shared); the phrases and strictness are this pass's own. The
// -phrases flag adds to opts.RetryPhrases.
func New(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer {
	p := &pass{strict: opts.Strict, phrases: opts.RetryPhrases}
	a := report.NewPass("retryable", doc, coreAnalyzer, p.run)
	a.Flags.BoolVar(&p.strict, "strict", opts.Strict, "also report tool errors whose text cannot be read in full")
	a.Flags.Var(config.ListFlag{List: &p.extra}, "phrases", "comma-separated phrases that state a retry decision, added to the default ones (whole words, case-insensitive; ... stands for up to five words)")
	return a
}

type pass struct {
	strict  bool
	phrases []string // the defaults, or the configuration's
	extra   []string // added by -phrases
	match   report.Matcher
}

// maxAlternatives bounds the paths examined per sink.
const maxAlternatives = 16

func (p *pass) run(r *report.Reporter, res *sink.Result) {
	m := report.NewMatcher(p.phrases, p.extra)
	for _, s := range res.TextSinks() {
		// Flagged tool errors, and text that clearly reports an error
		// where the framework has no flag (an OpenAI tool message on an
		// err != nil branch).
		if !(s.IsError || s.ReportsError) || s.Text.Leaks() || s.Text.HasParams() {
			continue
		}
		alts, _ := s.Text.Alternatives(maxAlternatives)
		for i, alt := range alts {
			if d, ok := p.check(r, s, alt, alts[i+1:], m); ok {
				if frameworkWords(s.Text) {
					// A helper dropping an error that holds only the
					// module's words would lose them; a framework's
					// words it may log.
					r.WithHelperFix(&d, s)
				}
				r.Report(d)
				break
			}
		}
	}
}

// check examines one path's text and returns a diagnostic if it decides
// nothing about retrying.
// rest are the sink's paths after alt, which a fix where the text is
// formed decides too.
func (p *pass) check(r *report.Reporter, s *sink.Sink, alt []*origin.Node, rest [][]*origin.Node, m report.Matcher) (analysis.Diagnostic, bool) {
	pass := r.Pass()
	for _, n := range alt {
		if n.Op != origin.Typed {
			continue
		}
		switch n.Retry {
		case origin.RetryMethod, origin.RetrySet:
			return analysis.Diagnostic{}, false
		case origin.RetryUnset:
			return p.structure(pass, s, n), true
		}
	}
	text, known := pathText(alt)
	if m.Decides(text) {
		return analysis.Diagnostic{}, false
	}
	if !strings.ContainsFunc(text, unicode.IsLetter) {
		// Only values the module formats ("…"): no words of its own
		// to judge, whatever the path.
		known = false
	}
	if !known {
		if !p.strict {
			return analysis.Diagnostic{}, false
		}
		return analysis.Diagnostic{
			Pos: s.Pos,
			Message: s.Subject() + " " + report.Reaches(s, article(s)+" whose text toolerrlint cannot read in full") +
				" (strict mode): make sure it says whether retrying can help",
		}, true
	}
	return p.textual(r, s, alt, text, undecided(rest, m)), true
}

// noun names what the sink hands over: an error where the model is told
// it is one, else a failure report (text that reports a failure where
// the framework has no flag, sent as a successful answer: no error).
func noun(s *sink.Sink) string {
	if s.IsError {
		return "error"
	}
	return "failure report"
}

// article is noun with its indefinite article.
func article(s *sink.Sink) string {
	if s.IsError {
		return "an error"
	}
	return "a failure report"
}

func quote(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if r := []rune(text); len(r) > 60 {
		text = string(r[:57]) + "..."
	}
	return `"` + text + `"`
}

// textual reports text, the text of path alt that decides nothing;
// others are the sink's later paths that decide nothing either.
func (p *pass) textual(r *report.Reporter, s *sink.Sink, alt []*origin.Node, text string, others [][]*origin.Node) analysis.Diagnostic {
	pass := r.Pass()
	d := analysis.Diagnostic{
		Pos:     s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "the "+noun(s)+" "+quote(text)) + " with no retry decision",
	}
	if s.Decision == sink.Undecided {
		d.Message += `: say whether a retry can help ("Transient; …" or "Not transient; …")`
	} else {
		d.Message += ": " + report.Decided(s)
	}
	for _, dec := range report.Decisions(s.Decision) {
		edits, ok := report.AppendDecision(pass, s, dec)
		if !ok {
			break
		}
		// The message names the sentence in either form: it stays the
		// same wherever the text goes.
		d.SuggestedFixes = append(d.SuggestedFixes, analysis.SuggestedFix{
			Message:   "Append: " + report.DecisionSentence(dec),
			TextEdits: edits,
		})
	}
	if len(d.SuggestedFixes) > 0 {
		if fix, ok := formedParts(r, s, append([][]*origin.Node{alt}, others...)); ok {
			// The words written here hold a helper's ("invalid repo: "
			// and requiredParam's error): the helper's fix, which every
			// caller showing those words bare carries too, decides
			// them; a sentence appended here as well would say it twice.
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		} else if logged := r.LogIgnored(s); len(logged) > 0 {
			// if err != nil { return "workspace not found" }: the
			// error the words stand for goes to the log, whichever
			// sentence is appended (the title stays the sentence).
			for i := range d.SuggestedFixes {
				d.SuggestedFixes[i].TextEdits = append(d.SuggestedFixes[i].TextEdits, logged...)
			}
		} else if len(d.SuggestedFixes) == 1 {
			if cases, ok := r.Fixer(s.File).StatusCases(s); ok {
				// if resp.StatusCode != http.StatusOK { return "…" }: the
				// status tells the classes apart; the bounded sentence
				// appended stays for the rest.
				d.SuggestedFixes[0].TextEdits = append(d.SuggestedFixes[0].TextEdits, cases...)
			}
		}
	}
	if len(d.SuggestedFixes) == 0 {
		if fix, ok := formedFix(r, s, append([]string{text}, texts(others)...)); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
	}
	if len(d.SuggestedFixes) == 0 {
		// No words of the module's to append to: the expression
		// itself gets the decision.
		for _, dec := range report.Decisions(s.Decision) {
			edits, ok := report.AppendToExpr(r.Fixer(s.File), s, dec)
			if !ok {
				break
			}
			d.SuggestedFixes = append(d.SuggestedFixes, analysis.SuggestedFix{Message: "Append: " + report.DecisionSentence(dec), TextEdits: edits})
		}
	}
	if s.Decision == sink.Undecided {
		report.Settle(&d, s) // two alternatives make the finding undecided
	}
	return d
}

// structure reports a module error type's literal that leaves its retry
// field unset.
func (p *pass) structure(pass *analysis.Pass, s *sink.Sink, typed *origin.Node) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "a "+typed.Text+" error") +
			" that leaves " + typed.RetryField + " unset: the zero value decides for whoever forgot; set " +
			typed.Text + "." + typed.RetryField + " to true or false where the error is built",
		Related: report.Related(typed.Pos(), "the "+typed.Text+" value is built here"),
	}
	if lit := report.CompositeAt(pass, typed.Pos()); lit != nil {
		for _, dec := range report.Alternatives(s.Decision) {
			v, why := "true", " (a retry may succeed)"
			if dec == sink.Permanent {
				v, why = "false", " (a retry will fail identically)"
			}
			d.SuggestedFixes = append(d.SuggestedFixes, analysis.SuggestedFix{
				Message:   "Set " + typed.RetryField + ": " + v + why,
				TextEdits: []analysis.TextEdit{report.AddField(pass, lit, typed.RetryField+": "+v)},
			})
		}
	}
	report.Settle(&d, s)
	return d
}

// pathText returns the text of one path of a sink as the module writes
// it, "…" for each value it formats; known is false if a part of it is
// not the module's constant text.
func pathText(alt []*origin.Node) (text string, known bool) {
	var b strings.Builder
	known = true
	for _, n := range alt {
		switch n.Op {
		case origin.Lit:
			b.WriteString(n.Text)
		case origin.Data:
			b.WriteString("…")
		case origin.Typed:
		default:
			known = false
		}
	}
	return b.String(), known
}

// formedParts returns the fix where, on each of paths, a part begun by
// one of the module's literals and shorter than the whole is formed
// whole in a helper (see formedFix), the longest part of each; ok is
// false if on some path none is.
func formedParts(r *report.Reporter, s *sink.Sink, paths [][]*origin.Node) (analysis.SuggestedFix, bool) {
	parts := make([]string, 0, len(paths))
	for _, path := range paths {
		part, ok := formedPart(r, s, path)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		parts = append(parts, part)
	}
	return formedFix(r, s, parts)
}

// formedPart returns the longest part of path, begun by one of the
// module's literals and shorter than the whole, that a helper forms
// whole (see report.FormedAt).
func formedPart(r *report.Reporter, s *sink.Sink, path []*origin.Node) (string, bool) {
	for size := len(path) - 1; size > 0; size-- {
		for i := 0; i+size <= len(path); i++ {
			if path[i].Op != origin.Lit {
				continue
			}
			if part, known := pathText(path[i : i+size]); known {
				if _, _, _, ok := r.FormedAt(s, part); ok {
					return part, true
				}
			}
		}
	}
	return "", false
}

// frameworkWords reports whether a framework wrote some of the words
// of a text, on some path (a missing argument's error).
func frameworkWords(text *origin.Node) bool {
	found := false
	text.Walk(func(n *origin.Node) bool {
		found = found || n.Op == origin.Lit && n.Framework
		return !found
	})
	return found
}

// undecided returns the paths whose text the module writes in full and
// decides nothing.
func undecided(paths [][]*origin.Node, m report.Matcher) [][]*origin.Node {
	var out [][]*origin.Node
	for _, alt := range paths {
		if text, known := pathText(alt); known && !m.Decides(text) {
			out = append(out, alt)
		}
	}
	return out
}

// texts returns the text of each of paths.
func texts(paths [][]*origin.Node) []string {
	out := make([]string, len(paths))
	for i, path := range paths {
		out[i], _ = pathText(path)
	}
	return out
}

// formedFix returns the one fix that appends the bounded decision where
// each of texts, the sink's paths that decide nothing, is formed in a
// helper (see report.FormedAt): the finding names the first, but one
// -fix decides them all, rather than surface the next on the following
// run. ok is false if the first is not formed in a helper.
func formedFix(r *report.Reporter, s *sink.Sink, texts []string) (analysis.SuggestedFix, bool) {
	var fix analysis.SuggestedFix
	var helpers, said []string
	for i, text := range texts {
		edits, more, sentences, ok := r.FormedAt(s, text)
		if !ok && i == 0 {
			return fix, false
		}
		for _, e := range edits {
			if !slices.ContainsFunc(fix.TextEdits, func(x analysis.TextEdit) bool { return x.Pos == e.Pos }) {
				fix.TextEdits = append(fix.TextEdits, e)
			}
		}
		for _, h := range more {
			if !slices.Contains(helpers, h) {
				helpers = append(helpers, h)
			}
		}
		for _, sentence := range sentences {
			if !slices.Contains(said, sentence) {
				said = append(said, sentence)
			}
		}
	}
	fix.Message = "Append where the text is formed, in " + strings.Join(helpers, " and ") + ": " + strings.Join(said, " or ")
	return fix, true
}
