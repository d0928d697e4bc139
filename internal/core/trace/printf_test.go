package trace

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// A verb truncated to a precision of zero prints nothing of its
// operand: fmt.Errorf's "%.0w" wraps an error unseen.
func TestParseFormatHidden(t *testing.T) {
	hidden := func(format string) []bool {
		var out []bool
		for _, p := range ParseFormat(format) {
			if p.Verb != 0 {
				out = append(out, p.Hidden)
			}
		}
		return out
	}
	require.Equal(t, []bool{false, true}, hidden("open %s failed%.0w"))
	require.Equal(t, []bool{true, true, true}, hidden("%.w%.00v%-.0s"))
	require.Equal(t, []bool{false, false, false, false}, hidden("%.1w%.*s%.0q%.0d"), "a precision, one from an operand, a quote, a number")
}
