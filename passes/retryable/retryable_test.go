package retryable_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/retryable"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestRetryable(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), retryable.Analyzer, "retryable/...")
}

// TestFixes checks both alternatives of every fix: the txtar golden file
// has one section per fix message (append a "transient" or a "not
// transient" sentence; set the retry field to true or false).
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), retryable.Analyzer, "retryable/fixes")
}
