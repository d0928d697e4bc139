// Package testutil helps tests run every toolerrlint pass at once.
package testutil

import (
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"

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
	// What the passes require but are not (the core, the loop
	// analyzer), once each: the passes run below.
	var requires []*analysis.Analyzer
	for _, p := range passes {
		for _, r := range p.Requires {
			if !slices.Contains(requires, r) && !slices.Contains(passes, r) {
				requires = append(requires, r)
			}
		}
	}
	return &analysis.Analyzer{
		Name:     "toolerrlint",
		Doc:      "every toolerrlint pass, for tests",
		Requires: requires,
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

// marker is the "// @name" comment that names a line of a fixture.
var marker = regexp.MustCompile(`// @(\w+)`)

// LineMarker returns the name that a "// @name" comment gives line (from
// 1) of file, or "" if the line has none: tests say where a related
// position points by naming the line, not by its number.
func LineMarker(file string, line int) (string, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	lines := strings.Split(string(b), "\n")
	if line < 1 || line > len(lines) {
		return "", nil
	}
	if m := marker.FindStringSubmatch(lines[line-1]); m != nil {
		return m[1], nil
	}
	return "", nil
}
