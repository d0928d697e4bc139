package rawerr_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/rawerr"
	"golang.org/x/tools/go/analysis/analysistest"
)

// packages lists the fixture packages under testdata/src/rawerr, except
// the given ones (checked with other options).
func packages(t *testing.T, except ...string) []string {
	t.Helper()
	root := filepath.Join(testutil.Testdata(), "src")
	var pkgs []string
	err := filepath.WalkDir(filepath.Join(root, "rawerr"), func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		for _, e := range except {
			if rel == e {
				return filepath.SkipDir
			}
		}
		if matches, _ := filepath.Glob(filepath.Join(path, "*.go")); len(matches) > 0 {
			pkgs = append(pkgs, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

func TestRawerr(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), rawerr.Analyzer, packages(t, "rawerr/strict", "rawerr/trusted", "rawerr/converted")...)
}

// In strict mode, text whose origin cannot be seen is reported too.
func TestStrict(t *testing.T) {
	if err := rawerr.Analyzer.Flags.Set("strict", "true"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rawerr.Analyzer.Flags.Set("strict", "false") })
	analysistest.Run(t, testutil.Testdata(), rawerr.Analyzer, "rawerr/strict")
}

// A decided finding offers two fixes, for a human to choose between,
// an undecided one the bounded fix; the golden files hold the result of
// each message. rawerr/slogfix logs with the package's log/slog.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), rawerr.Analyzer, "rawerr/fixes", "rawerr/slogfix", "rawerr/klogfix", "rawerr/chainlog", "rawerr/loggervalue", "rawerr/classes", "rawerr/k8sclasses", "rawerr/modlog", "rawerr/toolname", "rawerr/helperlog", "rawerr/helpertool", "rawerr/chosenaddress", "rawerr/acceptedargs", "rawerr/appliedinput")
}

// TestTrusted checks that functions and variables the configuration
// trusts write text that is not foreign.
func TestTrusted(t *testing.T) {
	opts := config.Default()
	opts.Trusted = []string{"acme/errs.Lookup", "acme/errs.Err*", "rawerr/trusted.describe"}
	analysistest.Run(t, testutil.Testdata(), rawerr.New(core.New(opts), opts), "rawerr/trusted")
}

// TestConverterFound checks that, with no errors-as-results option, the
// core finds the converting middleware a package installs on the server
// of its own handlers (middleware/inline) or that a package it imports
// installs (middleware/selfreg, through hosted's Fact), as a driver
// analysing one package at a time can: the handlers' errors are text
// reaching the model through it.
func TestConverterFound(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), rawerr.Analyzer, "middleware/inline", "middleware/selfreg")
}

// TestConverted checks that an mcp-go handler's returned error, which a
// middleware of the module turns into a flagged result holding its text
// (the errors-as-results option names it), is text reaching the model
// through that middleware, as a go-sdk typed handler's would be.
func TestConverted(t *testing.T) {
	opts := config.Default()
	opts.ErrorsAsResults = "app.errorsAsResults"
	analysistest.Run(t, testutil.Testdata(), rawerr.New(core.New(opts), opts), "rawerr/converted")
}

// TestMaybeNil checks that an error returned beside its result, nil
// where the call succeeded, gets no fix that would replace it by a
// sentence, and that one an earlier check shows not to be nil does.
func TestMaybeNil(t *testing.T) {
	results := analysistest.Run(t, testutil.Testdata(), rawerr.Analyzer, "rawerr/nilable")
	fixes := map[string]int{}
	for _, res := range results {
		for _, d := range res.Diagnostics {
			tool := strings.Fields(d.Message)[1]
			fixes[tool] += len(d.SuggestedFixes)
		}
	}
	require.Equal(t, map[string]int{"read_note": 0, "read_checked": 1}, fixes)
}
