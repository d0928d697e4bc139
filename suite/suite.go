// Package suite assembles the toolerrlint passes that share one core.
package suite

import (
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/passes/interp"
	"github.com/toolerrlint/toolerrlint/passes/rawerr"
	"github.com/toolerrlint/toolerrlint/passes/retryable"
	"github.com/toolerrlint/toolerrlint/passes/traceback"
	"golang.org/x/tools/go/analysis"
)

// Analyzers returns the passes opts does not disable, configured by opts
// and sharing one core analyzer, so the core runs once per package. Each
// call builds fresh analyzers: two configurations never share state.
func Analyzers(opts *config.Options) []*analysis.Analyzer {
	c := core.New(opts)
	var out []*analysis.Analyzer
	all := []*analysis.Analyzer{
		rawerr.New(c, opts),
		interp.New(c, opts),
		traceback.New(c, opts),
		retryable.New(c, opts),
	}
	for _, a := range all {
		if !slices.Contains(opts.Disable, a.Name) {
			out = append(out, excluding(a, opts))
		}
	}
	if !slices.Contains(opts.Disable, report.IgnoresName) {
		out = append(out, report.NewIgnores(namesOf(all), out))
	}
	return out
}

// excluding returns a unless opts excludes findings by file: then a copy
// of a that drops them.
func excluding(a *analysis.Analyzer, opts *config.Options) *analysis.Analyzer {
	if len(opts.Exclude) == 0 {
		return a
	}
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		sub := *pass
		sub.Report = func(d analysis.Diagnostic) {
			if !opts.Excluded(pass.Fset.Position(d.Pos).Filename, a.Name) {
				pass.Report(d)
			}
		}
		return a.Run(&sub)
	}
	return &w
}

// Names returns the name of every pass, in order, the analyzer that
// checks suppression comments last.
func Names() []string { return namesOf(Default) }

// namesOf returns the analyzers' names, in order.
func namesOf(analyzers []*analysis.Analyzer) []string {
	var names []string
	for _, a := range analyzers {
		names = append(names, a.Name)
	}
	return names
}

// Default are the passes with default options, sharing core.Analyzer.
// The command binds their flags.
var Default = withIgnores([]*analysis.Analyzer{
	rawerr.Analyzer,
	interp.Analyzer,
	traceback.Analyzer,
	retryable.Analyzer,
})

// withIgnores appends to passes the analyzer that checks their
// suppression comments.
func withIgnores(passes []*analysis.Analyzer) []*analysis.Analyzer {
	return append(passes, report.NewIgnores(namesOf(passes), passes))
}
