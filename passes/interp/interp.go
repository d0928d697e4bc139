package interp

import (
	_ "embed"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/docs"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/passes/rawerr"
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
	p := &pass{core: coreAnalyzer, strict: opts.Strict}
	a := &analysis.Analyzer{
		Name:     "interp",
		Doc:      docs.Extract(doc, "interp"),
		URL:      "https://github.com/toolerrlint/toolerrlint#interp",
		Requires: []*analysis.Analyzer{coreAnalyzer},
		Run:      p.run,
	}
	a.Flags.BoolVar(&p.strict, "strict", opts.Strict, "also report operands whose origin cannot be seen (calls through interfaces or func values)")
	return a
}

type pass struct {
	core   *analysis.Analyzer
	strict bool
}

func (p *pass) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[p.core].(*core.Result)
	r := report.NewReporter(pass)
	for _, s := range res.Sinks {
		if rawerr.Whole(s) != nil {
			continue // one finding per sink: rawerr's
		}
		if foreign := first(s.Text, origin.Foreign); foreign != nil {
			r.Report(diagnostic(pass, s, foreign))
		} else if unknown := first(s.Text, origin.Unknown); p.strict && unknown != nil && s.Text.Whole(origin.Unknown) == nil {
			r.Report(analysis.Diagnostic{
				Pos: s.Pos,
				Message: s.Subject() + " " + report.Reaches(s, "text with parts whose origin toolerrlint cannot see") +
					" (strict mode): make sure the module wrote them, or use only sentences of its own",
			})
		}
	}
	return nil, nil
}

// first returns the first leaf of kind op in n that arose at this sink
// (not inside a callee's own sink, which is reported there).
func first(n *origin.Node, op origin.Op) *origin.Node {
	for _, l := range n.Leaves(op) {
		if !l.Inner() {
			return l
		}
	}
	return nil
}

func diagnostic(pass *analysis.Pass, s *core.Sink, foreign *origin.Node) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "text with the text of an error from "+report.Source(foreign)+" interpolated") +
			": foreign error text leaks internals, changes between versions and decides nothing about retrying; " +
			"keep only the module's own words, say whether a retry can help, and log the error",
		Related: report.Related(foreign.Pos(), "the error comes from "+foreign.Text),
	}
	if s.Format != nil && s.File != nil {
		fx := report.Fixer{Pass: pass, File: s.File}
		d.SuggestedFixes = fx.DropOperands(s.Format, func(i int) bool {
			return report.Leaks(s.Format.Operands[i])
		}, s.Tool)
	}
	return d
}
