package config

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

var passes = []string{"rawerr", "interp", "traceback", "retryable"}

func writeFile(t *testing.T, dir, content string) string {
	t.Helper()
	f := filepath.Join(dir, FileName)
	require.NoError(t, os.WriteFile(f, []byte(content), 0o644))
	return f
}

func TestLoad(t *testing.T) {
	f := writeFile(t, t.TempDir(), `
module: [example.com/app, example.com/lib]
strict: true
trusted: [example.com/app/errs.New]
retry-phrases: [retry, permanent]
retry-fields: [Retryable]
disable: [traceback]
exclude:
  - path: internal/legacy/**
    passes: [retryable]
  - path: "**/*_gen.go"
`)
	s, err := Load(f, passes)
	require.NoError(t, err)
	o := Default()
	s.Apply(o)
	require.Equal(t, []string{"example.com/app", "example.com/lib"}, o.Module)
	require.True(t, o.Strict)
	require.Equal(t, []string{"example.com/app/errs.New"}, o.Trusted)
	require.Equal(t, append(append([]string(nil), DefaultRetryPhrases...), "retry", "permanent"), o.RetryPhrases, "added to the defaults")
	require.Equal(t, []string{"Retryable"}, o.RetryFields)
	require.Equal(t, []string{"traceback"}, o.Disable)
	require.Len(t, o.Exclude, 2)

	// Keys the file leaves out keep their defaults.
	s, err = Load(writeFile(t, t.TempDir(), "strict: false\n"), passes)
	require.NoError(t, err)
	o = Default()
	s.Apply(o)
	require.Equal(t, DefaultRetryPhrases, o.RetryPhrases)
	require.Nil(t, o.Module)
}

// Each error names the file, the line and the key.
func TestLoadErrors(t *testing.T) {
	for _, c := range []struct{ content, want string }{
		{"modul: [x]\n", ":1: modul: unknown key"},
		{"strict: sometimes\n", ":1: strict: want true or false"},
		{"strict: true\ndisable: rawerr\n", ":2: disable: want a list of strings"},
		{"disable: [rawer]\n", `disable: unknown pass "rawer"`},
		{"exclude:\n  - path: \"[\"\n", `exclude[0].path: "[": syntax error in pattern`},
		{"exclude:\n  - path: a/**\n    pass: [rawerr]\n", ":3: exclude: [0]: unknown key pass"},
		{"exclude:\n  - path: a/**\n    passes: [raw]\n", `exclude[0].passes: unknown pass "raw"`},
		{"- a\n- b\n", ":1: want a mapping of keys"},
		{"trusted: [\"a b.F\"]\n", `trusted: pattern "a b.F" does not parse`},
		{"module: [\n", "did not find expected node content"},
	} {
		f := writeFile(t, t.TempDir(), c.content)
		_, err := Load(f, passes)
		require.Error(t, err, c.content)
		require.Contains(t, err.Error(), f, c.content)
		require.Contains(t, err.Error(), c.want, c.content)
	}
}

func TestFind(t *testing.T) {
	root := t.TempDir()
	deep := filepath.Join(root, "a", "b")
	require.NoError(t, os.MkdirAll(deep, 0o755))
	require.Equal(t, "", Find(deep))
	f := writeFile(t, root, "")
	require.Equal(t, f, Find(deep))
	near := writeFile(t, filepath.Join(root, "a"), "")
	require.Equal(t, near, Find(deep))
	require.Equal(t, f, Find(root))
}

func TestExcluded(t *testing.T) {
	o := &Options{Root: "/repo", Exclude: []Exclusion{
		{Path: "internal/legacy/**", Passes: []string{"retryable"}},
		{Path: "**/*_gen.go"},
	}}
	for _, c := range []struct {
		file, pass string
		want       bool
	}{
		{"/repo/internal/legacy/a.go", "retryable", true},
		{"/repo/internal/legacy/deep/a.go", "retryable", true},
		{"/repo/internal/legacy/a.go", "rawerr", false},
		{"/repo/internal/legacyx/a.go", "retryable", false},
		{"/repo/tools_gen.go", "rawerr", true},
		{"/repo/x/y/tools_gen.go", "interp", true},
		{"/repo/x/tools.go", "interp", false},
		{"/elsewhere/tools_gen.go", "rawerr", false},
	} {
		require.Equal(t, c.want, o.Excluded(c.file, c.pass), "%s %s", c.file, c.pass)
	}
}
