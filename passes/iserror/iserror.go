package iserror

import (
	_ "embed"

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
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "text that reports a failure") +
			" in a result not marked as an error: the model reads the failure as the tool's answer and goes on; " +
			"mark the result as an error and keep the text",
	}
	if sources := report.Sources(s.Text); len(sources) > 0 {
		d.Related = report.Trails(sources, sources[0], s.Pos, func(l *origin.Node) string { return "the failure is the text of an error from " + l.Text })
	}
	if s.File == nil || !p.fixable(s) {
		return d
	}
	if edits, ok := r.Fixer(s.File).FlagResult(s.Unflagged); ok {
		if name, ok := report.NameTool(r.Pass(), s); ok {
			edits = append(edits, name) // as every fix's text names its tool
		}
		d.SuggestedFixes = []analysis.SuggestedFix{{Message: "Mark the result as an error, keeping its text", TextEdits: edits}}
	}
	return d
}

// fixable reports whether flagging the result is the whole fix: the
// other passes judge flagged text by stricter rules (a retry decision,
// no foreign text, no upstream body), so the fix is offered for the
// module's own words that already say whether to retry. Other text needs
// its words rewritten first.
func (p *pass) fixable(s *sink.Sink) bool {
	return !s.Text.Leaks() && len(s.Text.Leaves(origin.Param, origin.Unknown)) == 0 && p.retry.TextDecides(s.Text)
}
