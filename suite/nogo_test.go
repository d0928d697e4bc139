package suite_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

// TestFuzzSeedsNogoShaped runs the suite on each fuzz seed through a
// Pass shaped as Bazel's nogo builds it, without ReadFile and Module
// (the seed is no file on disk): no pass panics, the core recovers from
// nothing, and the findings are those of a Pass with both.
func TestFuzzSeedsNogoShaped(t *testing.T) {
	env := fuzzSetup(t)
	nogo := func(pass *analysis.Pass) { pass.ReadFile, pass.Module, pass.OtherFiles = nil, nil, nil }
	found := 0
	for i, src := range fuzzSeeds {
		c := env.check(src)
		diags, _ := analyze(t, c, src)
		bare, res := analyze(t, c, src, nogo)
		require.Empty(t, res.Errors, "seed %d", i)
		require.Equal(t, messages(diags), messages(bare), "seed %d", i)
		found += len(bare)
	}
	require.NotZero(t, found)
}

// messages returns the diagnostics' positions and messages.
func messages(diags []analysis.Diagnostic) []string {
	var out []string
	for _, d := range diags {
		out = append(out, fmt.Sprintf("%d: %s", d.Pos, d.Message))
	}
	return out
}
