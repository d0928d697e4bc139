package overreach_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/overreach"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestOverreach(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), overreach.Analyzer, "overreach/...")
}
