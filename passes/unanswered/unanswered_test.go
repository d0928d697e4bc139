package unanswered_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/unanswered"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestUnanswered(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), unanswered.Analyzer, "unanswered/anthropic", "unanswered/openai", "unanswered/goopenai", "unanswered/genai", "unanswered/xpkg/...")
}

func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), unanswered.Analyzer, "unanswered/fixes")
}
