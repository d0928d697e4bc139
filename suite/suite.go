// Package suite assembles the toolerrlint passes that share one core.
package suite

import (
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/passes/interp"
	"github.com/toolerrlint/toolerrlint/passes/iserror"
	"github.com/toolerrlint/toolerrlint/passes/protocolerr"
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
	for _, a := range []*analysis.Analyzer{
		rawerr.New(c, opts),
		interp.New(c, opts),
		traceback.New(c, opts),
		retryable.New(c, opts),
		iserror.New(c, opts),
		protocolerr.New(c, opts),
	} {
		if !slices.Contains(opts.Disable, a.Name) {
			out = append(out, a)
		}
	}
	return out
}

// Default are the passes with default options, sharing core.Analyzer.
// The command binds their flags.
var Default = []*analysis.Analyzer{
	rawerr.Analyzer,
	interp.Analyzer,
	traceback.Analyzer,
	retryable.Analyzer,
	iserror.Analyzer,
	protocolerr.Analyzer,
}
