package retryable_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/report"
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
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), retryable.Analyzer, "retryable/fixes", "retryable/advice", "retryable/advicesdk")
}

// TestEvidenceOrder checks that the first fix states the decision the
// evidence supports, and that findings without evidence are marked for
// a human.
func TestEvidenceOrder(t *testing.T) {
	results := analysistest.Run(t, testutil.Testdata(), retryable.Analyzer, "retryable/evidence")
	checked := 0
	for _, res := range results {
		for _, d := range res.Diagnostics {
			if len(d.SuggestedFixes) != 2 {
				t.Errorf("%s: %d fixes, want 2", d.Message, len(d.SuggestedFixes))
				continue
			}
			first := d.SuggestedFixes[0].Message
			switch {
			case strings.HasSuffix(d.Message, "the same call will fail identically"):
				require.Contains(t, first, "Not transient", d.Message)
			case strings.HasSuffix(d.Message, "a retry may succeed"):
				require.Contains(t, first, "Append: Transient", d.Message)
			default:
				require.Equal(t, report.Undecided, d.Category, d.Message)
			}
			if d.Category == report.Undecided && strings.Contains(d.Message, "the code shows") {
				t.Errorf("%s: marked undecided with evidence", d.Message)
			}
			checked++
		}
	}
	require.Equal(t, 13, checked)
}
