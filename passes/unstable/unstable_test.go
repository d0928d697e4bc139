package unstable_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/unstable"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestUnstable(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), unstable.Analyzer, "unstable/tools")
}

func TestUnstableFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), unstable.Analyzer, "unstable/fixes")
}
