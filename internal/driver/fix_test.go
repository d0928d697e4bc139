package driver

import (
	"bytes"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
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

// g is far enough down for its line number to
// have two digits: sorted as text, it would
// come before f's.
func g() string { return "old" }
`

// output is what a fixer printed: findings left, errors and counts, and
// with -diff the patch.
type output struct{ out, errs, patch bytes.Buffer }

// setup writes src to a file, parses it, and returns a fixer that saw it
// loaded, with a finding whose one fix replaces "old" and adds an import.
// Printed paths are relative to the file's directory.
func setup(t *testing.T) (*fixer, finding, string, *output) {
	dir := t.TempDir()
	name := filepath.Join(dir, "p.go")
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
	out := &output{}
	fx := &fixer{loaded: map[string][]byte{name: []byte(src)}, wd: dir, out: &out.out, errs: &out.errs}
	return fx, finding{fset, analysis.Diagnostic{Pos: at(`"old"`), Message: "m", SuggestedFixes: []analysis.SuggestedFix{fix}}}, name, out
}

func TestFixApplies(t *testing.T) {
	fx, f, name, out := setup(t)
	require.Equal(t, 0, fx.apply([]finding{f, f}), out.errs.String()) // the same finding twice (a test variant)
	got, err := os.ReadFile(name)
	require.NoError(t, err)
	require.Contains(t, string(got), `return errors.New("new").Error()`)
	require.Contains(t, string(got), "import (\n\t\"errors\"\n\t\"fmt\"\n)")
	require.Equal(t, "toolerrlint: fixed 1 finding in 1 file; 0 left for a human\n", out.errs.String())
	require.Empty(t, out.out.String())
}

// TestFixLeavesUndecided checks the findings -fix leaves: on the
// fixer's output, sorted by line number (12 after 6), relative to the
// working directory, an undecided one with its fixes to choose from.
func TestFixLeavesUndecided(t *testing.T) {
	fx, f, name, out := setup(t)
	f.d.Category = report.Undecided
	f.d.SuggestedFixes = append(f.d.SuggestedFixes, analysis.SuggestedFix{Message: "other"})
	early := f.fset.File(f.d.Pos).LineStart(6)
	none := finding{f.fset, analysis.Diagnostic{Pos: early, Message: "n"}}
	require.Equal(t, 3, fx.apply([]finding{f, none}))
	got, err := os.ReadFile(name)
	require.NoError(t, err)
	require.Equal(t, src, string(got))
	require.Equal(t, `p.go:6:1: not fixed: n (no automatic fix)
p.go:12:26: not fixed: m (the code does not show whether a retry can help: choose one of the 2 suggested fixes)
p.go:12:26: 	fix 1 of 2: fix
p.go:12:26: 	fix 2 of 2: other
`, out.out.String())
	require.Equal(t, "toolerrlint: fixed 0 findings in 0 files; 2 left for a human\n", out.errs.String())
}

// TestFixRefusesChangedFile checks that a run where one file changed
// since it was loaded writes no file, not even those that did not
// change, and says which file in one line.
func TestFixRefusesChangedFile(t *testing.T) {
	fx, f, name, out := setup(t)
	other := filepath.Join(filepath.Dir(name), "q.go")
	require.NoError(t, os.WriteFile(other, []byte(src), 0o644))
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, other, src, 0)
	require.NoError(t, err)
	fx.loaded[other] = []byte(src)
	// g is f's finding in q.go, a copy of p.go that does not change.
	g := f
	g.fset = fset
	shift := func(p token.Pos) token.Pos { return fset.File(file.Pos()).Pos(f.fset.Position(p).Offset) }
	g.d.Pos = shift(f.d.Pos)
	g.d.SuggestedFixes = []analysis.SuggestedFix{{Message: "fix", TextEdits: []analysis.TextEdit{{Pos: shift(f.d.SuggestedFixes[0].TextEdits[0].Pos), End: shift(f.d.SuggestedFixes[0].TextEdits[0].End), NewText: []byte(`"new"`)}}}}

	changed := src + "\n// edited meanwhile\n"
	require.NoError(t, os.WriteFile(name, []byte(changed), 0o644))
	require.Equal(t, 1, fx.apply([]finding{f, g}))
	got, err := os.ReadFile(name)
	require.NoError(t, err)
	require.Equal(t, changed, string(got))
	got, err = os.ReadFile(other)
	require.NoError(t, err)
	require.Equal(t, src, string(got), "a file that did not change was written in a run that failed")
	require.Equal(t, "toolerrlint: p.go: changed since it was loaded: run toolerrlint again; nothing written\n", out.errs.String())
}

// TestFixDiff checks -diff: the unified diff of what -fix would write on
// the patch output, the file unchanged, exit 0 with findings left.
func TestFixDiff(t *testing.T) {
	fx, f, name, out := setup(t)
	fx.patch = &out.patch
	none := finding{f.fset, analysis.Diagnostic{Pos: f.d.Pos, Message: "n"}}
	require.Equal(t, 0, fx.apply([]finding{f, none}))
	got, err := os.ReadFile(name)
	require.NoError(t, err)
	require.Equal(t, src, string(got))
	require.Equal(t, `--- p.go
+++ p.go
@@ -1,6 +1,9 @@
 package p
 
-import "fmt"
+import (
+	"errors"
+	"fmt"
+)
 
 func f(err error) error {
 	return fmt.Errorf("x: %v", err)
@@ -9,5 +12,5 @@
 // g is far enough down for its line number to
 // have two digits: sorted as text, it would
 // come before f's.
-func g() string { return "old" }
+func g() string { return errors.New("new").Error() }
 
`, out.patch.String())
	require.Equal(t, "toolerrlint: would fix 1 finding in 1 file; 1 left for a human\n", out.errs.String())
}

func TestFixFlag(t *testing.T) {
	var f fixFlag
	require.NoError(t, f.Set("true"))
	require.NoError(t, f.validate())
	require.True(t, f.on)
	require.NoError(t, f.Set("maybe"))
	require.ErrorContains(t, f.validate(), `-fix: unknown value "maybe"`)
}

// Two fixes of one file each rewrite one of the two uses of errors:
// each saw the other's use and kept the import; the fixed file drops it,
// and keeps the imports still used.
func TestFixDropsImportsLeftUnused(t *testing.T) {
	const two = `package p

import (
	"errors"
	"fmt"
)

func f() error { return errors.New("a") }

func g() error { return errors.New("b") }

func h() string { return fmt.Sprint(1) }
`
	dir := t.TempDir()
	name := filepath.Join(dir, "p.go")
	require.NoError(t, os.WriteFile(name, []byte(two), 0o644))
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, two, 0)
	require.NoError(t, err)
	tf := fset.File(f.Pos())
	rewrite := func(old string) finding {
		at := tf.Pos(bytes.Index([]byte(two), []byte(old)))
		fix := analysis.SuggestedFix{Message: "fix", TextEdits: []analysis.TextEdit{
			{Pos: at, End: at + token.Pos(len(old)), NewText: []byte(`nil`)},
		}}
		return finding{fset, analysis.Diagnostic{Pos: at, Message: old, SuggestedFixes: []analysis.SuggestedFix{fix}}}
	}
	out := &output{}
	fx := &fixer{loaded: map[string][]byte{name: []byte(two)}, wd: dir, out: &out.out, errs: &out.errs}
	require.Equal(t, 0, fx.apply([]finding{rewrite(`errors.New("a")`), rewrite(`errors.New("b")`)}), out.errs.String())
	got, err := os.ReadFile(name)
	require.NoError(t, err)
	require.NotContains(t, string(got), `"errors"`)
	require.Contains(t, string(got), `"fmt"`)
	_, err = parser.ParseFile(token.NewFileSet(), name, got, 0)
	require.NoError(t, err)
}

// TestFixPlainSprintf checks that a fmt.Sprintf the fixes leave with
// nothing to format becomes its string, and the fmt import goes with
// its last use; the author's own such call stays.
func TestFixPlainSprintf(t *testing.T) {
	const file = `package p

import "fmt"

func f(err error) string { return fmt.Sprintf("failed: %v", err) }

func g(err error) string { return fmt.Sprintf("lost: %v", err) }

func h() string { return fmt.Sprintf("the author's") }
`
	withoutAuthor := file[:strings.Index(file, "\nfunc h")+1]
	for _, tc := range []struct {
		name, file string
		edits      []string // the operands the fixes drop
		want, not  []string
	}{
		{name: "one", file: file, edits: []string{`failed: %v", err`},
			want: []string{`return "failed."`, `fmt.Sprintf("lost: %v", err)`, `fmt.Sprintf("the author's")`, `"fmt"`}},
		{name: "last use", file: withoutAuthor, edits: []string{`failed: %v", err`, `lost: %v", err`},
			want: []string{`return "failed."`}, not: []string{`Sprintf`, `"fmt"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			name := filepath.Join(dir, "p.go")
			require.NoError(t, os.WriteFile(name, []byte(tc.file), 0o644))
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, name, tc.file, 0)
			require.NoError(t, err)
			tf := fset.File(f.Pos())
			var findings []finding
			for _, old := range tc.edits {
				at := tf.Pos(bytes.Index([]byte(tc.file), []byte(old)))
				fix := analysis.SuggestedFix{Message: "fix", TextEdits: []analysis.TextEdit{
					{Pos: at, End: at + token.Pos(len(old)), NewText: []byte(`failed."`)},
				}}
				findings = append(findings, finding{fset, analysis.Diagnostic{Pos: at, Message: old, SuggestedFixes: []analysis.SuggestedFix{fix}}})
			}
			out := &output{}
			fx := &fixer{loaded: map[string][]byte{name: []byte(tc.file)}, wd: dir, out: &out.out, errs: &out.errs}
			require.Equal(t, 0, fx.apply(findings), out.errs.String())
			got, err := os.ReadFile(name)
			require.NoError(t, err)
			for _, w := range tc.want {
				require.Contains(t, string(got), w)
			}
			for _, n := range tc.not {
				require.NotContains(t, string(got), n)
			}
		})
	}
}

// A block the fixes made from a single import is grouped as goimports
// groups it: the standard library's first.
func TestGroupedImports(t *testing.T) {
	merged := "package p\n\nimport (\n\t\"github.com/modelcontextprotocol/go-sdk/mcp\"\n\t\"log\"\n)\n\nvar _ = mcp.Tool{}\nvar _ = log.Printf\n"
	want := "package p\n\nimport (\n\t\"log\"\n\n\t\"github.com/modelcontextprotocol/go-sdk/mcp\"\n)\n\nvar _ = mcp.Tool{}\nvar _ = log.Printf\n"
	require.Equal(t, want, string(groupedImports([]byte(merged))))
	commented := "package p\n\nimport (\n\t\"example.com/x\" // the x client\n\t\"log\"\n)\n"
	require.Equal(t, commented, string(groupedImports([]byte(commented))))
}
