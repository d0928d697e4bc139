package unbounded_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/unbounded"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestUnbounded(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), unbounded.Analyzer, "unbounded/...")
}
