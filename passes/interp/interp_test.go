package interp_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/interp"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestInterp(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), interp.Analyzer, "interp/...")
}

// Each finding offers two fixes, for a human to choose between; the
// golden files hold the result of each.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), interp.Analyzer, "interp/fixes")
}
