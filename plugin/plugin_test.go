package plugin

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/rawerr"
	"github.com/toolerrlint/toolerrlint/passes/retryable"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// The plugin takes the keys of .toolerrlint.yaml and rejects what the
// file rejects, naming the key.
func TestSettings(t *testing.T) {
	p, err := New(map[string]any{
		"module":        []any{"example.com/app"},
		"strict":        true,
		"trusted":       []any{"example.com/app/errs.ForModel"},
		"retry-phrases": []any{"retry"},
		"retry-fields":  []any{"Retryable"},
		"disable":       []any{"traceback"},
		"exclude":       []any{map[string]any{"path": "internal/legacy/**", "passes": []any{"retryable"}}},
	})
	require.NoError(t, err)
	names := analyzerNames(t, p)
	require.NotContains(t, names, "traceback")
	require.Len(t, names, len(suite.Disableable())-1)

	for _, c := range []struct {
		settings map[string]any
		want     string
	}{
		{map[string]any{"modul": []any{"x"}}, `unknown field "modul" (known: module, strict, trusted, retry-phrases`},
		{map[string]any{"disable": []any{"rawer"}}, `disable: unknown pass "rawer"`},
		{map[string]any{"enable": []any{"rawerr", "interpp"}}, `enable: unknown pass "interpp"`},
		{map[string]any{"exclude": []any{map[string]any{"path": "["}}}, `exclude[0].path`},
		{map[string]any{"exclude": []any{map[string]any{"path": "a/**", "passes": []any{"raw"}}}}, `exclude[0].passes: unknown pass "raw"`},
	} {
		_, err := New(c.settings)
		require.ErrorContains(t, err, c.want)
	}
}

// enable chooses the passes as go vet's -NAME flags do: those named, the
// check of suppression comments only when named too; disable takes from
// them.
func TestSettingsEnable(t *testing.T) {
	for _, c := range []struct {
		settings map[string]any
		want     []string
	}{
		{map[string]any{"enable": []any{"rawerr"}}, []string{"rawerr"}},
		{map[string]any{"enable": []any{"iserror", "rawerr", "ignores"}}, []string{"rawerr", "iserror", report.IgnoresName}},
		{map[string]any{"enable": []any{"rawerr", "interp"}, "disable": []any{"interp"}}, []string{"rawerr"}},
		{map[string]any{"enable": []any{}}, suite.Disableable()},
	} {
		p, err := New(c.settings)
		require.NoError(t, err)
		require.Equal(t, c.want, analyzerNames(t, p), "%v", c.settings)
	}
}

// analyzerNames returns the names of the analyzers p builds.
func analyzerNames(t *testing.T, p register.LinterPlugin) []string {
	t.Helper()
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	var names []string
	for _, a := range as {
		names = append(names, a.Name)
	}
	return names
}

// TestInline checks that under golangci-lint a finding carries where its
// offending part arose in its message, and no related information: the
// rest of the trail (a wrap, a helper's return) is counted, not inlined.
func TestInline(t *testing.T) {
	plain := analysistest.Run(lenient{}, testutil.Testdata(), rawerr.Analyzer, "rawerr/fixes", "rawerr/hops")
	results := analysistest.Run(lenient{}, testutil.Testdata(), Adapt(rawerr.Analyzer), "rawerr/fixes", "rawerr/hops")
	require.Len(t, results, len(plain))
	counted := 0
	for i, res := range results {
		require.Len(t, res.Diagnostics, len(plain[i].Diagnostics))
		for j, d := range res.Diagnostics {
			related := plain[i].Diagnostics[j].Related
			require.Empty(t, d.Related)
			require.Regexp(t, `\(the error comes from \S+ at \w+\.go:\d+\)`, d.Message)
			require.Len(t, inlined.FindAllString(d.Message, -1), 1, "only the origin is inlined: %s", d.Message)
			if len(related) > 1 {
				require.Contains(t, d.Message, fmt.Sprintf("(%d more position", len(related)-1))
				counted++
			}
		}
	}
	require.NotZero(t, counted, "no finding with a trail longer than its origin")
}

// inlined matches a position Adapt puts in a message.
var inlined = regexp.MustCompile(` at \w+\.go:\d+\)`)

// TestOneFix checks that golangci-lint is sent only a fix it can apply:
// a decided finding's first alternative, the one toolerrlint -fix
// applies, and none for an undecided finding, whose message names the
// alternatives instead.
func TestOneFix(t *testing.T) {
	plain := analysistest.Run(lenient{}, testutil.Testdata(), retryable.Analyzer, "retryable/evidence", "retryable/fixes")
	adapted := analysistest.Run(lenient{}, testutil.Testdata(), Adapt(retryable.Analyzer), "retryable/evidence", "retryable/fixes")
	require.Len(t, adapted, len(plain))
	decided, undecided := 0, 0
	for i, res := range plain {
		require.Len(t, adapted[i].Diagnostics, len(res.Diagnostics))
		for j, d := range res.Diagnostics {
			got := adapted[i].Diagnostics[j]
			switch {
			case len(d.SuggestedFixes) == 0:
				require.Empty(t, got.SuggestedFixes)
			case d.Category == report.Undecided:
				require.Empty(t, got.SuggestedFixes, got.Message)
				for _, f := range d.SuggestedFixes {
					require.Contains(t, got.Message, f.Message)
				}
				undecided++
			default:
				// The two runs load the packages apart: edits compare by
				// text, their positions belong to different file sets.
				require.Len(t, got.SuggestedFixes, 1, got.Message)
				require.Equal(t, d.SuggestedFixes[0].Message, got.SuggestedFixes[0].Message)
				require.Equal(t, newTexts(d.SuggestedFixes[0]), newTexts(got.SuggestedFixes[0]), got.Message)
				decided++
			}
		}
	}
	require.NotZero(t, decided)
	require.NotZero(t, undecided)
}

func newTexts(fix analysis.SuggestedFix) []string {
	var out []string
	for _, e := range fix.TextEdits {
		out = append(out, string(e.NewText))
	}
	return out
}

// A trusted pattern that does not parse is an error; retry phrases are
// added to the defaults.
func TestSettingsTrusted(t *testing.T) {
	_, err := New(map[string]any{"trusted": []any{"(github.com/acme/api.Client.Do"}})
	require.ErrorContains(t, err, `trusted: pattern "(github.com/acme/api.Client.Do" does not parse`)
	p, err := New(map[string]any{"trusted": []any{"github.com/acme/errs.*"}, "retry-phrases": []any{"ask the user"}})
	require.NoError(t, err)
	require.Contains(t, p.(*plugin).opts.RetryPhrases, "ask the user")
	require.Contains(t, p.(*plugin).opts.RetryPhrases, "transient")
}

// lenient is an analysistest.Testing that ignores the fixture's
// expectations of other passes: the test checks the diagnostics itself.
type lenient struct{}

func (lenient) Errorf(string, ...any) {}

// The check of suppression comments reads the outcomes of the inlined
// passes it requires: unused and unknown suppressions are reported under
// golangci-lint too.
func TestIgnoresUnderPlugin(t *testing.T) {
	p, err := New(map[string]any{})
	require.NoError(t, err)
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	ignores := as[len(as)-1]
	require.Equal(t, report.IgnoresName, ignores.Name)
	for _, r := range ignores.Requires {
		require.Contains(t, as, r, "requires the inlined passes, not copies run again")
	}
	var msgs []string
	for _, res := range analysistest.Run(lenient{}, testutil.Testdata(), ignores, "ignores") {
		for _, d := range res.Diagnostics {
			msgs = append(msgs, d.Message)
		}
	}
	require.Len(t, msgs, 2)
	require.Contains(t, msgs[0]+msgs[1], `names no pass "rawer"`)
	require.Contains(t, msgs[0]+msgs[1], "suppresses nothing")
}
