package iserror

import (
	_ "embed"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports failure text in tool results not marked as errors.
// It uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns an iserror analyzer that uses the given core analyzer,
// configured by opts.
func New(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer {
	p := &pass{strict: opts.Strict, retry: report.NewMatcher(opts.RetryPhrases)}
	a := report.NewPass("iserror", doc, coreAnalyzer, p.run)
	a.Flags.BoolVar(&p.strict, "strict", opts.Strict, "also report results whose error flag is set to a value that cannot be seen")
	return a
}

type pass struct {
	strict bool
	// retry finds retry decisions as the retryable pass does (with the
	// configured phrases; phrases added by -retryable.phrases only make
	// it offer fewer fixes).
	retry report.Matcher
}

func (p *pass) run(r *report.Reporter, res *sink.Result) {
	for _, s := range res.Sinks {
		switch {
		case !s.Failure || s.Unflagged == nil:
		case !s.Unflagged.Unseen:
			r.Report(p.diagnostic(r, s))
		case p.strict:
			r.Report(analysis.Diagnostic{
				Pos: s.Pos,
				Message: s.Subject() + " " + report.Reaches(s, "text that reports a failure") +
					" in a result whose error flag toolerrlint cannot see (strict mode): make sure the flag is set when the call failed",
			})
		}
	}
}

func (p *pass) diagnostic(r *report.Reporter, s *sink.Sink) analysis.Diagnostic {
	// The message does not name the text's origin: it stays the same
	// when another pass's fix rewrites the words.
	move := "mark the result as an error"
	if s.Unflagged.ByError {
		move = "return it as the handler's error, the only failure the framework flags"
	}
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "text that reports a failure") +
			" in a result not marked as an error: the model takes it for the answer; " + move,
	}
	if sources := report.Sources(s.Text); len(sources) > 0 {
		d.Related = report.Trails(sources, sources[0], s.Pos, func(l *origin.Node) string { return "the failure is the text of an error from " + l.Text })
	}
	own := p.ownWords(s)
	if s.File == nil || !own && !keptForHuman(s) {
		return d
	}
	flag, ok := r.Fixer(s.File).FlagResult(s.Unflagged)
	if !ok {
		return d
	}
	keepText := func(edits []analysis.TextEdit) {
		d.SuggestedFixes = []analysis.SuggestedFix{{Message: "Mark the result as an error, keeping its text", TextEdits: edits}}
	}
	if !own {
		keepText(flag) // the words are a human's to rewrite: only the flag
		return d
	}
	name, named := report.NameTool(r.Pass(), s)
	if p.retry.TextDecides(s.Text) {
		if named {
			flag = append(flag, name) // as every fix's text names its tool
		}
		keepText(flag)
		return d
	}
	// Flagged, the words would need the retry decision the retryable
	// pass asks of every error: the fix adds it too, in the literal
	// holding them (naming the tool) or after the expression.
	for _, dec := range report.Decisions(s.Decision) {
		add, ok := report.AppendDecision(r.Pass(), s, dec)
		if !ok {
			if add, ok = report.AppendToExpr(r.Fixer(s.File), s, dec); named {
				add = append(add, name)
			}
		}
		if !ok {
			return d
		}
		d.SuggestedFixes = append(d.SuggestedFixes, analysis.SuggestedFix{
			Message:   "Mark the result as an error, keeping its text, and append: " + report.DecisionSentence(dec),
			TextEdits: append(slices.Clone(flag), add...),
		})
	}
	report.Settle(&d, s)
	return d
}

// keptForHuman reports whether s's text leaks, yet no pass rewrites it:
// on some path it holds words of the module's that tell the model
// something (report.OwnWordsLost), which a sentence would lose.
// The words stay for a human to sort out; marking the result as an
// error loses nothing and tells the model the call failed, and no
// rewrite of the text can conflict with it.
func keptForHuman(s *sink.Sink) bool {
	return s.Text.Leaks() && len(s.Text.Leaves(origin.Param)) == 0 && report.OwnWordsLost(s, s.Text)
}

// ownWords reports whether the text is the module's own words, which
// flagging the result may keep: the other passes judge flagged text by
// stricter rules (no foreign text, no upstream body), so other text
// needs its words rewritten first. Parts whose origin cannot be seen
// (an error of a module interface implemented elsewhere) are judged only
// in strict mode: elsewhere they may stay.
func (p *pass) ownWords(s *sink.Sink) bool {
	unseen := []origin.Op{origin.Param}
	if p.strict {
		unseen = append(unseen, origin.Unknown)
	}
	return !s.Text.Leaks() && len(s.Text.Leaves(unseen...)) == 0
}
