package traceback_test

import (
	"path/filepath"
	"testing"

	"github.com/toolerrlint/toolerrlint/passes/traceback"
	"golang.org/x/tools/go/analysis/analysistest"
)

func testdata() string {
	dir, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	return dir
}

func TestTraceback(t *testing.T) {
	analysistest.Run(t, testdata(), traceback.Analyzer, "traceback/...")
}

func TestTracebackFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(), traceback.Analyzer, "traceback/fixes")
}
