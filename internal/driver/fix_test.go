package driver

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

const src = `package p

import "fmt"

func f(err error) error {
	return fmt.Errorf("x: %v", err)
}

func g() string { return "old" }
`

// setup writes src to a file, parses it, and returns a fixer that saw it
// loaded, with a finding whose one fix replaces "old" and adds an import.
func setup(t *testing.T) (*fixer, finding, string, *bytes.Buffer) {
	name := filepath.Join(t.TempDir(), "p.go")
	require.NoError(t, os.WriteFile(name, []byte(src), 0o644))
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, 0)
	require.NoError(t, err)
	tf := fset.File(f.Pos())
	at := func(s string) token.Pos { return tf.Pos(bytes.Index([]byte(src), []byte(s))) }
	fix := analysis.SuggestedFix{Message: "fix", TextEdits: []analysis.TextEdit{
		{Pos: at(`"old"`), End: at(`"old"`) + 5, NewText: []byte(`errors.New("new").Error()`)},
		{Pos: at(`"fmt"`), End: at(`"fmt"`), NewText: []byte(`"errors"` + "\n")},
	}}
	var out bytes.Buffer
	fx := &fixer{loaded: map[string][]byte{name: []byte(src)}, out: &out}
	return fx, finding{fset, analysis.Diagnostic{Pos: at(`"old"`), Message: "m", SuggestedFixes: []analysis.SuggestedFix{fix}}}, name, &out
}

func TestFixApplies(t *testing.T) {
	fx, f, name, out := setup(t)
	require.Equal(t, 0, fx.apply([]finding{f, f}), out.String()) // the same finding twice (a test variant)
	got, err := os.ReadFile(name)
	require.NoError(t, err)
	require.Contains(t, string(got), `return errors.New("new").Error()`)
	require.Contains(t, string(got), "import (\n\t\"errors\"\n\t\"fmt\"\n)")
	require.Contains(t, out.String(), "fixed 1 findings in 1 files; 0 left for a human")
}

func TestFixLeavesUndecided(t *testing.T) {
	fx, f, name, out := setup(t)
	f.d.Category = report.Undecided
	none := finding{f.fset, analysis.Diagnostic{Pos: f.d.Pos, Message: "n"}}
	require.Equal(t, 3, fx.apply([]finding{f, none}))
	got, err := os.ReadFile(name)
	require.NoError(t, err)
	require.Equal(t, src, string(got))
	require.Contains(t, out.String(), "not fixed: m (the code does not show whether a retry can help")
	require.Contains(t, out.String(), "not fixed: n (no automatic fix)")
}

func TestFixRefusesChangedFile(t *testing.T) {
	fx, f, name, out := setup(t)
	changed := src + "\n// edited meanwhile\n"
	require.NoError(t, os.WriteFile(name, []byte(changed), 0o644))
	require.Equal(t, 1, fx.apply([]finding{f}))
	got, err := os.ReadFile(name)
	require.NoError(t, err)
	require.Equal(t, changed, string(got))
	require.Contains(t, out.String(), "changed since it was loaded: not fixed")
	require.Contains(t, out.String(), "fixed 0 findings in 0 files")
}

func TestFixFlag(t *testing.T) {
	var f fixFlag
	require.NoError(t, f.Set("true"))
	require.NoError(t, f.validate())
	require.True(t, f.on)
	require.NoError(t, f.Set("maybe"))
	require.ErrorContains(t, f.validate(), `-fix: unknown value "maybe"`)
}
