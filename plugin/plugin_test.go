package plugin

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/suite"
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
	as, err := p.BuildAnalyzers()
	require.NoError(t, err)
	var names []string
	for _, a := range as {
		names = append(names, a.Name)
	}
	require.NotContains(t, names, "traceback")
	require.Len(t, names, len(suite.Disableable())-1)

	for _, c := range []struct {
		settings map[string]any
		want     string
	}{
		{map[string]any{"modul": []any{"x"}}, `unknown field "modul"`},
		{map[string]any{"disable": []any{"rawer"}}, `disable: unknown pass "rawer"`},
		{map[string]any{"exclude": []any{map[string]any{"path": "["}}}, `exclude[0].path`},
		{map[string]any{"exclude": []any{map[string]any{"path": "a/**", "passes": []any{"raw"}}}}, `exclude[0].passes: unknown pass "raw"`},
	} {
		_, err := New(c.settings)
		require.ErrorContains(t, err, c.want)
	}
}
