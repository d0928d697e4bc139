// Package suite lists the toolerrlint passes and assembles them around
// one shared core. Everything that needs the passes (the command, the
// golangci-lint plugin, the tests) reads them from here: adding a pass
// is adding its constructor to passes.
package suite

import (
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/passes/interp"
	"github.com/toolerrlint/toolerrlint/passes/iserror"
	"github.com/toolerrlint/toolerrlint/passes/overreach"
	"github.com/toolerrlint/toolerrlint/passes/protocolerr"
	"github.com/toolerrlint/toolerrlint/passes/rawerr"
	"github.com/toolerrlint/toolerrlint/passes/retryable"
	"github.com/toolerrlint/toolerrlint/passes/traceback"
	"github.com/toolerrlint/toolerrlint/passes/turnlimit"
	"github.com/toolerrlint/toolerrlint/passes/unanswered"
	"github.com/toolerrlint/toolerrlint/passes/unbounded"
	"github.com/toolerrlint/toolerrlint/passes/unstable"
	"golang.org/x/tools/go/analysis"
)

// passes are every pass, in the order the passes are listed and run:
// its constructor and its package's Analyzer (default options, sharing
// core.Analyzer).
var passes = []struct {
	New      func(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer
	Analyzer *analysis.Analyzer
}{
	{rawerr.New, rawerr.Analyzer},
	{interp.New, interp.Analyzer},
	{traceback.New, traceback.Analyzer},
	// unstable before retryable: its fix both drops the varying value
	// and states a retry decision, and applied first it settles both.
	{unstable.New, unstable.Analyzer},
	{retryable.New, retryable.Analyzer},
	{iserror.New, iserror.Analyzer},
	{protocolerr.New, protocolerr.Analyzer},
	{overreach.New, overreach.Analyzer},
	{unbounded.New, unbounded.Analyzer},
	// The loop's own rules: they read the agent loop, not the core's
	// sinks.
	{turnlimit.New, turnlimit.Analyzer},
	{unanswered.New, unanswered.Analyzer},
}

// Analyzers returns the passes opts selects (config.Options.Selected),
// configured by opts and sharing one core analyzer, so the core runs
// once per package. The check of suppression comments is chosen as the
// passes are, and judges the comments of the passes that run. The core
// reports nothing and runs whenever a pass does. Each call builds fresh
// analyzers: two configurations never share state.
func Analyzers(opts *config.Options) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	all := build(core.New(opts), opts)
	selected := opts.Selected(Disableable())
	for _, a := range all {
		if slices.Contains(selected, a.Name) {
			out = append(out, excluding(a, opts))
		}
	}
	if slices.Contains(selected, report.IgnoresName) {
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

// Names returns the name of every pass, in order.
func Names() []string { return namesOf(packageAnalyzers()) }

// Disableable returns the names a configuration may turn on or off: the
// passes and the check of suppression comments.
func Disableable() []string { return namesOf(Default) }

// namesOf returns the analyzers' names, in order.
func namesOf(analyzers []*analysis.Analyzer) []string {
	var names []string
	for _, a := range analyzers {
		names = append(names, a.Name)
	}
	return names
}

// Default are the passes' Analyzers (default options, sharing
// core.Analyzer), then Ignores. The command binds their flags. They are
// the analyzers a driver that lists them by package (Bazel's nogo: each
// pass's package and passes/ignores) runs.
var Default = append(packageAnalyzers(), Ignores)

// Ignores checks the suppression comments of the passes' Analyzers.
var Ignores = report.NewIgnores(Names(), packageAnalyzers())

// packageAnalyzers returns each pass's package Analyzer.
func packageAnalyzers() []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, p := range passes {
		out = append(out, p.Analyzer)
	}
	return out
}

// build makes every pass around coreAnalyzer, configured by opts.
func build(coreAnalyzer *analysis.Analyzer, opts *config.Options) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, p := range passes {
		out = append(out, p.New(coreAnalyzer, opts))
	}
	return out
}

// Rewrapped returns wrap's copy of each of analyzers, each requiring the
// copies of the analyzers it required (listed before it), so that each
// still runs once: how a driver adapts what the passes report. wrap may
// return an analyzer unchanged.
func Rewrapped(analyzers []*analysis.Analyzer, wrap func(*analysis.Analyzer) *analysis.Analyzer) []*analysis.Analyzer {
	copies := map[*analysis.Analyzer]*analysis.Analyzer{}
	var out []*analysis.Analyzer
	for _, a := range analyzers {
		b := wrap(a)
		if b != a {
			b.Requires = slices.Clone(a.Requires)
			for i, r := range b.Requires {
				if c, ok := copies[r]; ok {
					b.Requires[i] = c
				}
			}
		}
		copies[a] = b
		out = append(out, b)
	}
	return out
}
