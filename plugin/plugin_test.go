package plugin

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/rawerr"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestInline checks that under golangci-lint a finding carries where its
// offending part arose in its message, and no related information.
func TestInline(t *testing.T) {
	results := analysistest.Run(t, testutil.Testdata(), Inline(rawerr.Analyzer), "rawerr/fixes")
	n := 0
	for _, res := range results {
		for _, d := range res.Diagnostics {
			require.Empty(t, d.Related)
			require.Regexp(t, `\(the error comes from \S+ at \w+\.go:\d+\)$`, d.Message)
			n++
		}
	}
	require.NotZero(t, n)
}

func TestSettings(t *testing.T) {
	_, err := New(map[string]any{"trusted": []any{"(github.com/acme/api.Client.Do"}})
	require.ErrorContains(t, err, `trusted: pattern "(github.com/acme/api.Client.Do" does not parse`)
	p, err := New(map[string]any{"trusted": []any{"github.com/acme/errs.*"}, "retry-phrases": []any{"ask the user"}})
	require.NoError(t, err)
	require.Contains(t, p.(*plugin).opts.RetryPhrases, "ask the user")
	require.Contains(t, p.(*plugin).opts.RetryPhrases, "transient")
}
