package interp

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

// Analyzer reports foreign error text interpolated into model-visible
// text. It uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns an interp analyzer that uses the given core analyzer,
// configured by opts.
func New(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer {
	p := &pass{strict: opts.Strict}
	a := report.NewPass("interp", doc, coreAnalyzer, p.run)
	a.Flags.BoolVar(&p.strict, "strict", opts.Strict, "also report operands whose origin cannot be seen (calls through interfaces or func values)")
	return a
}

type pass struct{ strict bool }

func (p *pass) run(r *report.Reporter, res *sink.Result) {
	for _, s := range res.TextSinks() {
		if report.Whole(s) != nil {
			continue // one finding per sink: rawerr's
		}
		sources := report.Sources(s.Text)
		if len(sources) > 0 {
			r.Report(diagnostic(r, s, sources))
		} else if unknown := report.FirstOwn(s.Text, origin.Unknown); p.strict && unknown != nil && s.Text.Whole(origin.Unknown) == nil {
			r.Report(analysis.Diagnostic{
				Pos: s.Pos,
				Message: s.Subject() + " " + report.Reaches(s, "text with parts whose origin toolerrlint cannot see") +
					" (strict mode): make sure the module wrote them, or use only sentences of its own",
			})
		}
	}
}

// diagnostic reports the sink s, whose text has the foreign errors
// sources interpolated, naming the first.
func diagnostic(r *report.Reporter, s *sink.Sink, sources []*origin.Node) analysis.Diagnostic {
	foreign, name := report.Named(sources, func(*origin.Node) bool { return true })
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "text interpolating an error from "+name) +
			": it leaks internals, decides no retry; log it, keep the module's words",
		Related: report.Trails(sources, foreign, s.Pos, report.ComesFrom),
	}
	d.SuggestedFixes = r.DropLeaks(s)
	if d.SuggestedFixes == nil {
		d.SuggestedFixes = r.DropAppended(s, report.FailedOp(s, foreign))
	}
	if d.SuggestedFixes == nil {
		// No format to drop the error from: the whole error goes.
		d.SuggestedFixes = r.ReplaceError(s, report.ReplacedOp(s, foreign))
	}
	r.WithHelperFix(&d, s)
	report.Settle(&d, s)
	r.WithWrapFix(&d, s)
	return d
}
