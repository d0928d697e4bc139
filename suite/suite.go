// Package suite lists the toolerrlint passes and assembles them around
// one shared core. Everything that needs the passes (the command, the
// golangci-lint plugin, the tests) reads them from here: adding a pass
// is adding its constructor to passes.
package suite

import (
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/passes/interp"
	"github.com/toolerrlint/toolerrlint/passes/rawerr"
	"github.com/toolerrlint/toolerrlint/passes/retryable"
	"github.com/toolerrlint/toolerrlint/passes/traceback"
	"golang.org/x/tools/go/analysis"
)

// passes are the constructors of every pass, in the order the passes
// are listed and run.
var passes = []func(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer{
	rawerr.New,
	interp.New,
	traceback.New,
	retryable.New,
}

// Analyzers returns the passes opts does not disable, configured by opts
// and sharing one core analyzer, so the core runs once per package. Each
// call builds fresh analyzers: two configurations never share state.
func Analyzers(opts *config.Options) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, a := range build(core.New(opts), opts) {
		if !slices.Contains(opts.Disable, a.Name) {
			out = append(out, a)
		}
	}
	return out
}

// Default are the passes with default options, sharing core.Analyzer.
// The command binds their flags.
var Default = build(core.Analyzer, config.Default())

// Names returns the name of every pass, in order.
func Names() []string {
	var names []string
	for _, a := range Default {
		names = append(names, a.Name)
	}
	return names
}

func build(coreAnalyzer *analysis.Analyzer, opts *config.Options) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, newPass := range passes {
		out = append(out, newPass(coreAnalyzer, opts))
	}
	return out
}
