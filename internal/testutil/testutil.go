// Package testutil helps tests run every toolerrlint pass at once.
package testutil

import (
	"maps"
	"path/filepath"
	"runtime"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
)

// Combined returns one analyzer that runs every pass of a suite built
// from opts and reports their diagnostics prefixed with the pass name
// ("rawerr: ..."), so that one analysistest fixture can hold the
// expectations of all passes.
func Combined(opts *config.Options) *analysis.Analyzer {
	passes := suite.Analyzers(opts)
	c := passes[0].Requires[0]
	return &analysis.Analyzer{
		Name:     "toolerrlint",
		Doc:      "every toolerrlint pass, for tests",
		Requires: []*analysis.Analyzer{c},
		Run: func(pass *analysis.Pass) (any, error) {
			// Each pass sees the results of those before it, as the
			// ignores analyzer (last) needs.
			results := maps.Clone(pass.ResultOf)
			for _, p := range passes {
				sub := *pass
				sub.Analyzer = p
				sub.ResultOf = results
				sub.Report = func(d analysis.Diagnostic) {
					d.Message = p.Name + ": " + d.Message
					pass.Report(d)
				}
				res, err := p.Run(&sub)
				if err != nil {
					return nil, err
				}
				results[p] = res
			}
			return nil, nil
		},
	}
}

// Testdata returns the absolute path of the repository's testdata
// directory, whichever package's test asks.
func Testdata() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}
