package traceback_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/traceback"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestTraceback(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), traceback.Analyzer, "traceback/...")
}

func TestTracebackFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), traceback.Analyzer, "traceback/fixes", "traceback/slogfix", "traceback/sdkbody")
}
