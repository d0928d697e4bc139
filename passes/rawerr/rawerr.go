package rawerr

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

// Analyzer reports model-visible text that is a foreign error's own
// text. It uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns a rawerr analyzer that uses the given core analyzer,
// configured by opts.
func New(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer {
	p := &pass{strict: opts.Strict}
	a := report.NewPass("rawerr", doc, coreAnalyzer, p.run)
	a.Flags.BoolVar(&p.strict, "strict", opts.Strict, "also report text whose origin cannot be seen (calls through interfaces or func values)")
	return a
}

type pass struct{ strict bool }

func (p *pass) run(r *report.Reporter, res *sink.Result) {
	for _, s := range res.TextSinks() {
		sources := report.Sources(s.Text)
		if foreign, name := report.Named(sources, report.WholeIn(s.Text)); foreign != nil {
			r.Report(diagnostic(r, s, sources, foreign, name))
		} else if unknown := s.Text.Whole(origin.Unknown); p.strict && unknown != nil && !unknown.Inner() {
			r.Report(analysis.Diagnostic{
				Pos: s.Pos,
				Message: s.Subject() + " " + report.Reaches(s, "text whose origin toolerrlint cannot see") +
					" (strict mode): make sure the module wrote it, or return a sentence of its own",
			})
		}
	}
}

// diagnostic reports the sink s, whose text is on some path the whole
// text of the foreign error foreign, of sources, named by name.
func diagnostic(r *report.Reporter, s *sink.Sink, sources []*origin.Node, foreign *origin.Node, name string) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "the text of an error from "+name) +
			": it leaks internals, decides no retry; log it, return the module's sentence",
		Related: report.Trails(sources, foreign, s.Pos, report.ComesFrom),
	}
	d.SuggestedFixes = r.ReplaceError(s, report.ReplacedOp(s, foreign))
	r.WithHelperFix(&d, s)
	report.Settle(&d, s)
	r.WithWrapFix(&d, s)
	return d
}
