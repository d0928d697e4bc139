package core_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestSummaries runs the core alone on packages whose exported
// functions and variables carry text, and checks the facts it exports:
// where each result's text comes from (in terms of the parameters), and
// how the summaries of one package build those of the packages that
// import it.
func TestSummaries(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), core.Analyzer, "core/...")
}
