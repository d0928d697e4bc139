package interp_test

import (
	"path/filepath"
	"testing"

	"github.com/toolerrlint/toolerrlint/passes/interp"
	"golang.org/x/tools/go/analysis/analysistest"
)

func testdata() string {
	dir, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	return dir
}

func TestInterp(t *testing.T) {
	analysistest.Run(t, testdata(), interp.Analyzer, "interp/...")
}

// Each finding offers two fixes, for a human to choose between; the
// golden files hold the result of each.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(), interp.Analyzer, "interp/fixes")
}
