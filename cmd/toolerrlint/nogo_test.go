package main_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TestNogoShapedPass runs the suite on a Pass shaped as Bazel's nogo
// builds it (no ReadFile, no Module, no OtherFiles), package by package
// through x/tools' checker without the command's shared SSA program, and
// checks that it reports what the command's -json reports, fixes
// included (nogo writes them to a patch: they must be the same edits),
// on the bundled example, on testdata/siblings (module example.com/siblings)
// and on every fixture package. Without the fallbacks a
// fix's indentation read pass.ReadFile, and the owned module came from
// pass.Module only. The fixtures another package's adapter shows
// (crossPackageFixtures) are left out: every driver that analyses a
// package at a time points those at the adapter, go vet included
// (TestFixturesStandaloneAndVet).
func TestNogoShapedPass(t *testing.T) {
	bin := buildTool(t)
	example := exampleDir(t)
	// A module whose path is not its repository's: the owned module
	// comes from its go.mod, not from the import path.
	siblings, err := filepath.Abs(filepath.Join("testdata", "siblings"))
	require.NoError(t, err)
	fixtures, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	gopath := append(os.Environ(), "GO111MODULE=off", "GOPATH="+filepath.Dir(fixtures))
	fixes := false // some finding has fixes to compare
	for _, run := range []struct {
		dir      string
		env      []string
		patterns []string
	}{
		{example, nil, []string{"./..."}},
		{siblings, nil, []string{"./..."}},
		{fixtures, gopath, everyFixture},
	} {
		cmd := exec.Command(bin, append([]string{"-json"}, run.patterns...)...)
		cmd.Dir, cmd.Env = run.dir, run.env
		want, err := cmd.Output()
		require.NoError(t, err)
		got := nogoRun(t, run.dir, run.env, run.patterns)
		wantByPkg, gotByPkg := byPackage(t, want), byPackage(t, got)
		require.NotEmpty(t, wantByPkg)
		fixes = fixes || strings.Contains(string(want), `"suggested_fixes"`)
		for _, byPkg := range []map[string]map[string]any{wantByPkg, gotByPkg} {
			maps.DeleteFunc(byPkg, func(pkg string, _ map[string]any) bool {
				return slices.ContainsFunc(crossPackageFixtures, func(p string) bool { return strings.HasPrefix(pkg+"/", p) })
			})
		}
		withoutWrapFixes(wantByPkg)
		require.Equal(t, wantByPkg, gotByPkg, "a nogo-shaped Pass must give the command's findings and fixes")
	}
	require.True(t, fixes)
}

// everyFixture is every fixture package of testdata/src: those of the
// passes, and those other tests read (the middleware layouts, the
// suppression comments, allpaths, the core's and acme's packages).
var everyFixture = append(slices.Clip(fixturePatterns), "middleware/...", "ignores/...", "allpaths/...", "core/...", "acme/...")

// nogoRun analyses the packages as nogo does, each with the Facts of its
// imports, and returns the findings as -json prints them.
func nogoRun(t *testing.T, dir string, env, patterns []string) []byte {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadSyntax, Dir: dir, Env: env}, patterns...)
	require.NoError(t, err)
	shaped := map[*analysis.Analyzer]*analysis.Analyzer{}
	var analyzers []*analysis.Analyzer
	for _, a := range suite.Default {
		analyzers = append(analyzers, nogoShaped(a, shaped))
	}
	graph, err := checker.Analyze(analyzers, pkgs, nil)
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, graph.PrintJSON(&out))
	return out.Bytes()
}

// nogoShaped returns a copy of a, and of what it requires, whose Run sees
// a Pass without ReadFile, Module and OtherFiles, as nogo builds it.
func nogoShaped(a *analysis.Analyzer, done map[*analysis.Analyzer]*analysis.Analyzer) *analysis.Analyzer {
	if s, ok := done[a]; ok {
		return s
	}
	s := *a
	s.Requires = nil
	for _, r := range a.Requires {
		s.Requires = append(s.Requires, nogoShaped(r, done))
	}
	s.Run = func(pass *analysis.Pass) (any, error) {
		bare := *pass
		bare.ReadFile, bare.Module, bare.OtherFiles = nil, nil, nil
		bare.ResultOf = map[*analysis.Analyzer]any{}
		for i, r := range a.Requires {
			bare.ResultOf[r] = pass.ResultOf[s.Requires[i]]
		}
		return a.Run(&bare)
	}
	done[a] = &s
	return &s
}

// byPackage decodes -json output: package, pass, findings.
// withoutWrapFixes drops from want the fixes that edit the helpers
// wrapping a foreign error (report.WrapFix): a driver analysing a
// package at a time cannot see every caller of a helper, and offers
// only the fixes that follow it.
func withoutWrapFixes(want map[string]map[string]any) {
	for _, passes := range want {
		for _, list := range passes {
			findings, _ := list.([]any)
			for _, f := range findings {
				finding, _ := f.(map[string]any)
				fixes, _ := finding["suggested_fixes"].([]any)
				fixes = slices.DeleteFunc(fixes, func(fix any) bool {
					m, _ := fix.(map[string]any)
					return strings.HasPrefix(fmt.Sprint(m["message"]), report.WrapFixTitle)
				})
				if len(fixes) == 0 {
					delete(finding, "suggested_fixes")
				} else if finding != nil {
					finding["suggested_fixes"] = fixes
				}
			}
		}
	}
}

func byPackage(t *testing.T, out []byte) map[string]map[string]any {
	var m map[string]map[string]any
	require.NoError(t, json.Unmarshal(out, &m), "%s", out)
	return m
}
