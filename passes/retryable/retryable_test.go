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
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), retryable.Analyzer, "retryable/fixes", "retryable/advice", "retryable/commaok", "retryable/nilerr", "retryable/advicesdk", "retryable/formed", "retryable/absentpart", "retryable/stickyparams", "retryable/helperwords", "retryable/helperframework", "retryable/exprfixes", "retryable/inputwords", "retryable/dispatch", "retryable/ownchecks", "retryable/validated", "retryable/adapted", "retryable/argsobject", "retryable/argsobjectsdk", "retryable/statuschecks", "retryable/kindchecks", "retryable/sdkstatus")
}

// TestEvidenceOrder checks that the first fix states the decision the
// evidence supports, with the other as an alternative, and that a
// finding without evidence gets the bounded sentence alone, which -fix
// applies.
func TestEvidenceOrder(t *testing.T) {
	results := analysistest.Run(t, testutil.Testdata(), retryable.Analyzer, "retryable/evidence")
	checked, bounded := 0, 0
	for _, res := range results {
		for _, d := range res.Diagnostics {
			require.NotEmpty(t, d.SuggestedFixes, d.Message)
			first := d.SuggestedFixes[0].Message
			switch {
			case strings.Contains(d.Message, `say "Not transient"`):
				require.Len(t, d.SuggestedFixes, 2, d.Message)
				require.Contains(t, first, "Not transient", d.Message)
			case strings.Contains(d.Message, `say "Transient"`):
				require.Len(t, d.SuggestedFixes, 2, d.Message)
				require.Contains(t, first, "Append: Transient", d.Message)
			default:
				require.Len(t, d.SuggestedFixes, 1, d.Message)
				require.Equal(t, "Append: "+report.Bounded, first, d.Message)
				bounded++
			}
			require.Empty(t, d.Category, d.Message)
			checked++
		}
	}
	require.Equal(t, 21, checked)
	require.Equal(t, 6, bounded)
}

// TestBoundedOrBoth checks where the bounded sentence goes: a text with
// no evidence gets it as its one fix, which -fix applies; a retry field,
// which cannot say it, keeps both values for a human.
func TestBoundedOrBoth(t *testing.T) {
	results := analysistest.Run(t, testutil.Testdata(), retryable.Analyzer, "retryable/fixes")
	found := map[string]bool{}
	for _, res := range results {
		for _, d := range res.Diagnostics {
			switch {
			case strings.HasPrefix(d.Message, "tool export "), strings.HasPrefix(d.Message, "tool archive "):
				require.Len(t, d.SuggestedFixes, 1, d.Message)
				require.Empty(t, d.Category, d.Message)
			case strings.HasPrefix(d.Message, "tool compact "):
				require.Len(t, d.SuggestedFixes, 2, d.Message)
				require.Equal(t, report.Undecided, d.Category, d.Message)
			default:
				continue
			}
			found[strings.Fields(d.Message)[1]] = true
		}
	}
	require.Len(t, found, 3)
}
