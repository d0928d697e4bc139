package unstable

import (
	_ "embed"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/perrun"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports failure text holding a value computed per run. It
// uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns an unstable analyzer that uses the given core analyzer.
func New(coreAnalyzer *analysis.Analyzer, _ *config.Options) *analysis.Analyzer {
	return report.NewPass("unstable", doc, coreAnalyzer, run)
}

func run(r *report.Reporter, res *sink.Result) {
	defs := r.Locals()
	for _, s := range res.TextSinks() {
		// Failure text only, written in this package: success output
		// and log lines may carry what they like.
		if !s.IsError && !s.ReportsError || s.Expr == nil || s.File == nil || saysWhenToRetry(s.Text) {
			continue
		}
		f := perrun.New(defs, s.File)
		if s.Format != nil {
			if what, fn, drop := f.Operands(s.Format); drop != nil {
				d := diagnostic(s, what, fn)
				if fn != perrun.MapRange {
					// (A list in a map's order wants sorting, not a log
					// line.) The fix is the one interp's and traceback's
					// fixes at this call are: it drops the leaks too.
					d.SuggestedFixes = r.DropLeaks(s)
					report.Settle(&d, s)
				}
				r.Report(d)
				continue
			}
		}
		if what, fn, ok := f.Varies(s.Expr); ok {
			r.Report(diagnostic(s, what, fn))
		}
	}
}

// retryAfter matches the phrases that tell the model when to call again.
var retryAfter = report.NewMatcher(frameworks.RetryAfter)

// saysWhenToRetry reports whether the module's own words in text tell
// the model when to call again: the value that changes is the wait.
func saysWhenToRetry(text *origin.Node) bool {
	var own strings.Builder
	for _, l := range text.Leaves(origin.Lit) {
		if !l.Inner() {
			own.WriteString(l.Text + " ")
		}
	}
	return len(retryAfter.Find(report.Words(own.String()))) > 0
}

func diagnostic(s *sink.Sink, what, fn string) analysis.Diagnostic {
	return analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "failure text holding "+what+" ("+fn+")") +
			": text that differs per run breaks the prompt cache and the grouping of failures; log the value, leave it out of the text",
	}
}
