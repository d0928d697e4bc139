package turnlimit_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/turnlimit"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestTurnLimit(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), turnlimit.Analyzer, "turnlimit/anthropic", "turnlimit/openai", "turnlimit/goopenai", "turnlimit/genai", "turnlimit/xpkg/...")
}

func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), turnlimit.Analyzer, "turnlimit/fixes")
}
