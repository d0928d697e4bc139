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
enable: [rawerr, traceback, retryable]
disable: [traceback]
exclude:
  - path: internal/legacy/**
    passes: [retryable]
  - path: "**/*_gen.go"
errors-as-results: server.asResults
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
	require.Equal(t, []string{"rawerr", "traceback", "retryable"}, o.Enable)
	require.Equal(t, []string{"traceback"}, o.Disable)
	require.Equal(t, []string{"rawerr", "retryable"}, o.Selected(passes))
	require.Len(t, o.Exclude, 2)
	require.Equal(t, "server.asResults", o.ErrorsAsResults)

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
		{"errors-as-results: [a.F]\n", ":1: errors-as-results: want the middleware's name"},
		{"strict: true\ndisable: rawerr\n", ":2: disable: want a list of strings"},
		{"disable: [rawer]\n", `:1: disable: unknown pass "rawer"`},
		{"strict: true\ndisable:\n  - rawerr\n  - rawer\n", `:4: disable: unknown pass "rawer"`},
		{"enable: [rawerr]\nenable2: [x]\n", ":2: enable2: unknown key (known: module, strict, trusted, retry-phrases, retry-fields, overreach-phrases, enable, disable, exclude, errors-as-results)"},
		{"\nenable: [interp, rawer]\n", `:2: enable: unknown pass "rawer"`},
		{"enable: rawerr\n", ":1: enable: want a list of strings"},
		{"exclude:\n  - path: \"[\"\n", `:2: exclude[0].path: "[": syntax error in pattern`},
		{"exclude:\n  - passes: [rawerr]\n", `:2: exclude[0].path: empty`},
		{"exclude:\n  - path: a/**\n    pass: [rawerr]\n", ":3: exclude: [0]: unknown key pass"},
		{"exclude:\n  - path: a/**\n  - path: b/**\n    passes: [raw]\n", `:4: exclude[1].passes: unknown pass "raw"`},
		{"- a\n- b\n", ":1: want a mapping of keys"},
		{"trusted:\n  - a.F\n  - \"a b.F\"\n", `:3: trusted: pattern "a b.F" does not parse`},
		{"module: [\n", ":1: did not find expected node content"},
		{"strict: true\nenable:\n\t- rawerr\n", ":3: found character that cannot start any token"},
		{"enable: [rawerr]\nstrict: true\nenable: [interp]\n", ":3: enable: given twice (first at line 1)"},
	} {
		f := writeFile(t, t.TempDir(), c.content)
		_, err := Load(f, passes)
		require.Error(t, err, c.content)
		require.Contains(t, err.Error(), f, c.content)
		require.Contains(t, err.Error(), c.want, c.content)
	}
}

// Passes are chosen as go vet chooses its analyzers: those enabled if
// any are, else all but those disabled; a command line's choice lies over
// the file's.
func TestSelected(t *testing.T) {
	all := []string{"rawerr", "interp", "traceback", "ignores"}
	for _, c := range []struct {
		file    Settings
		on, off []string
		want    []string
	}{
		{want: all},
		{file: Settings{Disable: []string{"interp"}}, want: []string{"rawerr", "traceback", "ignores"}},
		{file: Settings{Enable: []string{"traceback", "rawerr"}}, want: []string{"rawerr", "traceback"}},
		{file: Settings{Enable: []string{"rawerr", "interp"}, Disable: []string{"interp"}}, want: []string{"rawerr"}},
		// The command line's -rawerr replaces the file's choice, its
		// -interp=false takes from it.
		{on: []string{"rawerr"}, want: []string{"rawerr"}},
		{on: []string{"rawerr", "interp"}, off: []string{"traceback"}, want: []string{"rawerr", "interp"}},
		{file: Settings{Disable: []string{"rawerr"}}, on: []string{"rawerr"}, want: []string{"rawerr"}},
		{file: Settings{Enable: []string{"rawerr"}}, on: []string{"interp"}, want: []string{"interp"}},
		{file: Settings{Enable: []string{"rawerr", "interp"}}, off: []string{"interp"}, want: []string{"rawerr"}},
		{file: Settings{Disable: []string{"traceback"}}, off: []string{"interp"}, want: []string{"rawerr", "ignores"}},
		// Every pass turned off runs none.
		{off: all, want: nil},
	} {
		o := Default()
		c.file.Apply(o)
		o.Choose(c.on, c.off)
		require.Equal(t, c.want, o.Selected(all), "%+v on %v off %v", c.file, c.on, c.off)
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
