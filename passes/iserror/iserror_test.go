package iserror_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/iserror"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestIserror(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), iserror.Analyzer,
		"iserror/mcpgo", "iserror/gosdk", "iserror/anthropic", "iserror/helpers", "iserror/helperlib", "iserror/answers", "iserror/mcpgolang")
}

// In strict mode, results whose flag is set to a value that cannot be
// seen are reported too.
func TestStrict(t *testing.T) {
	if err := iserror.Analyzer.Flags.Set("strict", "true"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { iserror.Analyzer.Flags.Set("strict", "false") })
	analysistest.Run(t, testutil.Testdata(), iserror.Analyzer, "iserror/strict")
}

// The fix marks the result as an error and keeps its text; the golden
// files hold the result.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), iserror.Analyzer, "iserror/fixes")
}
