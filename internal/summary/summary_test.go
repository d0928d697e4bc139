package summary

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/report"
)

func repeat(n int, f Finding) []Finding {
	var out []Finding
	for range n {
		out = append(out, f)
	}
	return out
}

func TestRanking(t *testing.T) {
	var fs []Finding
	// A helper every tool calls: 5 retryable findings, 1 interp.
	fs = append(fs, repeat(5, Finding{Pass: "retryable", Package: "app/tools", Cause: "utils.NewToolResultError", CauseKind: report.CauseTemplate})...)
	fs = append(fs, Finding{Pass: "interp", Package: "app/admin", Cause: "utils.NewToolResultError", CauseKind: report.CauseTemplate})
	// A client whose errors leak into three tools.
	fs = append(fs, repeat(3, Finding{Pass: "rawerr", Package: "app/tools", Cause: "(*client.Client).Do", CauseKind: report.CauseSource})...)
	// A helper with one finding is no root cause; nor are findings
	// written in place.
	fs = append(fs, Finding{Pass: "rawerr", Package: "app/admin", Cause: "admin.wrap", CauseKind: report.CauseSource})
	fs = append(fs, repeat(2, Finding{Pass: "traceback", Package: "app/debug"})...)

	s := Build(fs)
	require.Equal(t, 12, s.Findings)
	require.Equal(t, []Count{{"retryable", 5}, {"rawerr", 4}, {"traceback", 2}, {"interp", 1}}, s.Passes)
	require.Len(t, s.Causes, 2)
	require.Equal(t, "utils.NewToolResultError", s.Causes[0].Func)
	require.Equal(t, 6, s.Causes[0].Count)
	require.Equal(t, []Count{{"retryable", 5}, {"interp", 1}}, s.Causes[0].Passes)
	require.Equal(t, "every call hands its text to the model: give it a parameter for the retry decision, then its callers", s.Causes[0].Advice)
	require.Equal(t, "(*client.Client).Do", s.Causes[1].Func)
	require.Contains(t, s.Causes[1].Advice, "return the module's own errors")
	require.Equal(t, []Count{{"app/tools", 8}, {"app/admin", 2}, {"app/debug", 2}}, s.Packages)

	var b bytes.Buffer
	s.WriteText(&b)
	require.Contains(t, b.String(), "toolerrlint: 12 findings: retryable 5, rawerr 4, traceback 2, interp 1\n")
	require.Contains(t, b.String(), "  utils.NewToolResultError: 6 findings (retryable 5, interp 1); every call")
	require.Contains(t, b.String(), "  app/tools: 8\n")
}

func TestTopBounds(t *testing.T) {
	var fs []Finding
	for i := range 2 * Top {
		fs = append(fs, repeat(2+i, Finding{Pass: "rawerr", Package: string(rune('a' + i)), Cause: string(rune('a' + i)), CauseKind: report.CauseSource})...)
	}
	s := Build(fs)
	require.Len(t, s.Causes, Top)
	require.Len(t, s.Packages, Top)
	require.Equal(t, string(rune('a'+2*Top-1)), s.Causes[0].Func, "the largest first")
}

// A pass the advice table does not know (a new one) gets the general
// advice.
func TestAdviceForAnyPass(t *testing.T) {
	s := Build(repeat(2, Finding{Pass: "newpass", Package: "p", Cause: "h", CauseKind: report.CauseTemplate}))
	require.Equal(t, "every call hands its text to the model: fix the text once there, then its callers", s.Causes[0].Advice)
}
