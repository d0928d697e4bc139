package fixcheck

import (
	"cmp"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
	"honnef.co/go/tools/stylecheck/st1005"
)

// fixtureTrees are the fixture "modules" under testdata/src whose fixes
// must build: one per pass, and the frameworks'. Trees that do not exist
// (yet) are skipped.
var fixtureTrees = append(suite.Names(), "frameworks")

// alternatives is how many alternative fixes a diagnostic offers
// (report.FixTitles); the test applies each alternative in turn.
const alternatives = 2

// A tree is the code the test fixes: a GOPATH tree of fixtures or a
// module. Findings name files relative to its package directory.
type tree struct {
	root     string // the directory copied whole
	src      string // the package directory, relative to root: "src" in GOPATH mode
	gopath   bool   // GOPATH mode with GOPATH=root, else module mode
	patterns []string
}

// dir returns the package directory.
func (tr tree) dir() string { return filepath.Join(tr.root, tr.src) }

// env returns the go command's environment for the tree.
func (tr tree) env() []string {
	if tr.gopath {
		// GOFLAGS is cleared: module flags such as -mod are errors in
		// GOPATH mode.
		return append(os.Environ(), "GOPATH="+tr.root, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=")
	}
	return append(os.Environ(), "GOWORK=off")
}

// copy returns the tree copied to a new temporary directory.
func (tr tree) copy(t *testing.T) tree {
	t.Helper()
	dir := t.TempDir()
	copyTree(t, tr.root, dir)
	tr.root = dir
	return tr
}

// TestFixesBuild applies, for each alternative k, fix k of every
// diagnostic of every pass to a copy of the fixtures, the way an editor
// applies a fix: the edits verbatim, nothing reformatted, no import
// cleaned up. The fixed copy must build and pass go vet; re-analysed,
// it must draw no diagnostic on a line a fix changed and none that was
// not there before, and offer no fix again (but for fixes that were
// skipped because they overlapped one applied before them).
func TestFixesBuild(t *testing.T) {
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	// Only the fixture trees are analysed, from a copy of testdata/src.
	base := tree{root: t.TempDir(), src: "src", gopath: true}
	for _, name := range fixtureTrees {
		if hasGoFiles(filepath.Join(src, name)) {
			base.patterns = append(base.patterns, name+"/...")
		}
	}
	require.NotEmpty(t, base.patterns, "no fixtures under %s", src)
	copyTree(t, src, base.dir())
	checkFixes(t, base, false)
}

// TestFixesBuildExample is TestFixesBuild on the bundled example,
// examples/orders: a module of its own that requires the real
// frameworks, downloaded through the module proxy. The example is
// deliberately flawed, so every alternative must fix something.
func TestFixesBuildExample(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "examples", "orders"))
	require.NoError(t, err)
	example := tree{root: dir, patterns: []string{"./..."}}.copy(t)
	out, err := goCmd(example, "mod", []string{"download"})
	require.NoError(t, err, "go mod download in %s:\n%s", dir, out)
	checkFixes(t, example, true)
}

// checkFixes checks every alternative fix on a snapshot of base: base
// is analysed once, and each alternative is applied to a copy of it, so
// that files edited while the test runs cannot make the positions
// disagree with the files fixed. wantFixes requires every alternative
// to fix something.
func checkFixes(t *testing.T, base tree, wantFixes bool) {
	out, err := goCmd(base, "build", base.patterns)
	require.NoError(t, err, "the code does not build before any fix:\n%s", out)
	out, err = goCmd(base, "vet", base.patterns)
	require.NoError(t, err, "the code fails go vet before any fix:\n%s", out)
	findings := analyze(t, base)

	for k := range alternatives {
		t.Run("fix"+strconv.Itoa(k), func(t *testing.T) {
			t.Parallel()
			checkAlternative(t, base.copy(t), findings, k, wantFixes)
		})
	}
	t.Run("rounds", func(t *testing.T) {
		t.Parallel()
		checkRounds(t, base.copy(t), findings)
	})
}

// checkRounds applies what -fix applies (the first fix of every finding
// not marked undecided) and re-analyses the result: nothing that
// offered a fix may be reported on a line those fixes changed. A
// finding there would make the user run -fix again (a result to mark as
// an error once another pass rewrote its words), or leave a decision
// undone that the fix could have carried: one finding, one fix, no
// rounds.
func checkRounds(t *testing.T, tr tree, findings []*finding) {
	p := plan(findings, func(f *finding) (fix, bool) {
		if f.Undecided {
			return fix{}, false
		}
		return f.fix(0)
	})
	if len(p.broken) > 0 {
		require.Fail(t, "fixes whose own edits overlap", strings.Join(p.broken, "\n"))
	}
	changed := applyPlan(t, tr, p)
	// A finding that offered no fix at all may stay on a line another
	// finding's fix changed (a result's text beside the error that fix
	// rewrote): a second run reports it again, but it has nothing to
	// apply, so the rounds end; one that offered a fix may not.
	noFix := map[string]int{}
	for _, f := range findings {
		if _, ok := f.fix(0); !ok {
			noFix[f.unfixedKey()]++
		}
	}
	var again []string
	for _, f := range analyze(t, tr) {
		if noFix[f.unfixedKey()] > 0 {
			noFix[f.unfixedKey()]--
			continue
		}
		if by := changed[f.File][f.Line]; len(by) > 0 {
			again = append(again, fmt.Sprintf("%s\n\tis reported on a line -fix changed for:\n\t%s\n\tline now: %s",
				f, strings.Join(mapStrings(by), "\n\t"), lineOf(tr, f.File, f.Line)))
		}
	}
	if len(again) > 0 {
		require.Fail(t, "a second -fix run would report these", strings.Join(again, "\n"))
	}
}

func checkAlternative(t *testing.T, tr tree, findings []*finding, k int, wantFixes bool) {
	p := plan(findings, func(f *finding) (fix, bool) { return f.fix(k) })
	if len(p.broken) > 0 {
		require.Fail(t, "fixes whose own edits overlap", strings.Join(p.broken, "\n"))
	}
	t.Logf("fix %d: applied for %d of %d findings, %d skipped (overlapping a fix applied before them), in %d files",
		k, len(p.applied), len(findings), len(p.skipped), len(p.edits))
	if len(p.applied) == 0 {
		require.False(t, wantFixes, "no diagnostic offers fix %d", k)
		t.Logf("no diagnostic offers fix %d", k)
	}
	changed := applyPlan(t, tr, p)
	for _, f := range p.skipped {
		t.Logf("fix %d of %s skipped: it overlaps a fix applied before it", k, f)
	}

	// Re-analyse the fixed copy.
	after := analyze(t, tr)
	// A finding that offered no fix k may stay where another finding's
	// fix changed its line (a result marked as an error whose words
	// another pass rewrote): no fix of its own failed to fix it.
	unfixed := map[string]int{}
	for _, f := range findings {
		if _, ok := f.fix(k); !ok {
			unfixed[f.unfixedKey()]++
		}
	}
	var remaining []string
	for _, f := range after {
		if unfixed[f.unfixedKey()] > 0 {
			unfixed[f.unfixedKey()]--
			continue
		}
		if by := changed[f.File][f.Line]; len(by) > 0 {
			remaining = append(remaining, fmt.Sprintf("%s\n\tremains on a line changed by fix %d of:\n\t%s\n\tline now: %s",
				f, k, strings.Join(mapStrings(by), "\n\t"), lineOf(tr, f.File, f.Line)))
		}
	}
	if len(remaining) > 0 {
		require.Fail(t, "diagnostics remain on lines a fix changed", strings.Join(remaining, "\n"))
	}
	checkNoneAdded(t, tr, findings, after, changed, k)

	// Idempotence: fixing again changes nothing, except for fixes that
	// were skipped the first time. A finding that offered no fix the
	// first time offers none now: a fix that rewrites a result's words
	// marks the result too, rather than leave iserror a fix for the next
	// run.
	skipped := map[string]int{}
	for _, f := range p.skipped {
		skipped[f.key()]++
	}
	var unsettled []string
	edited := editedHelpers(findings, k)
	for _, f := range after {
		fx, ok := f.fix(k)
		if !ok || drawnByHelper(f, edited) {
			continue
		}
		if skipped[f.key()] > 0 {
			skipped[f.key()]--
			continue
		}
		unsettled = append(unsettled, fmt.Sprintf("%s\n\toffers fix %d again after fixing: %q", f, k, fx.Message))
	}
	if len(unsettled) > 0 {
		require.Fail(t, "fixes that are not idempotent", strings.Join(unsettled, "\n"))
	}
}

// formedBy finds, in a finding's message, the module helper that forms
// its text.
var formedBy = regexp.MustCompile(`\(formed by [\w./-]*\.(\w+)\)`)

// editedHelpers returns the names of the helpers fix k of findings edits
// (report's helper fix, "Log the error H is given instead of showing
// it").
func editedHelpers(findings []*finding, k int) map[string]bool {
	edited := map[string]bool{}
	for _, f := range findings {
		if fx, ok := f.fix(k); ok {
			if names, ok := strings.CutPrefix(fx.Message, "Log the error "); ok {
				names, _, _ = strings.Cut(names, " is given instead of showing it")
				for _, n := range strings.Split(names, " and ") {
					edited[n] = true
				}
			}
		}
	}
	return edited
}

// drawnByHelper reports whether f, found after a fix, is of a text
// formed by one of the helpers edited. A helper that stops showing its
// callers' error leaves each call's words to be decided at the call:
// one with no finding of its own before (the module's own error passed,
// words in a variable) has one now, which -fix's next round decides, or
// leaves for a human.
func drawnByHelper(f *finding, edited map[string]bool) bool {
	m := formedBy.FindStringSubmatch(f.Message)
	return m != nil && edited[m[1]]
}

// checkNoneAdded checks that fix k draws no finding elsewhere: every
// finding after it on an unchanged line was there before (lines move,
// so findings are matched by file, pass and message).
func checkNoneAdded(t *testing.T, tr tree, findings, after []*finding, changed map[string]map[int][]*finding, k int) {
	before := map[string]int{}
	for _, f := range findings {
		before[f.key()]++
	}
	edited := editedHelpers(findings, k)
	var added []string
	for _, f := range after {
		if drawnByHelper(f, edited) {
			continue
		}
		if before[f.key()] > 0 {
			before[f.key()]--
		} else if len(changed[f.File][f.Line]) == 0 {
			added = append(added, fmt.Sprintf("%s\n\tline now: %s", f, lineOf(tr, f.File, f.Line)))
		}
	}
	if len(added) > 0 {
		require.Fail(t, "diagnostics that appear after fix "+strconv.Itoa(k), strings.Join(added, "\n"))
	}
}

// applyPlan writes the edits of p to the tree, checks that the result
// builds and passes go vet and ST1005, and returns, by file and changed
// line, the findings whose fixes changed it.
func applyPlan(t *testing.T, tr tree, p fixPlan) map[string]map[int][]*finding {
	changed := map[string]map[int][]*finding{}
	for _, file := range sortedKeys(p.edits) {
		name := filepath.Join(tr.dir(), filepath.FromSlash(file))
		content, err := os.ReadFile(name)
		require.NoError(t, err)
		fixed, lines := apply(content, p.edits[file])
		require.NoError(t, os.WriteFile(name, fixed, 0o644))
		changed[file] = lines
	}
	for _, tool := range []string{"build", "vet"} {
		out, err := goCmd(tr, tool, tr.patterns)
		require.NoError(t, err, "go %s fails after the fixes:\n%s\n%s", tool, out, blame(tr, out, p, changed))
	}
	checkErrorStrings(t, tr, changed)
	return changed
}

// analyze loads the packages of the tree and runs every pass on them.
func analyze(t *testing.T, tr tree) []*finding {
	t.Helper()
	srcDir := tr.dir()
	analyzers := suite.Analyzers(config.Default())
	order := map[*analysis.Analyzer]int{}
	for i, a := range analyzers {
		order[a] = i
	}
	// As in the command's driver, the packages analysed (all of them
	// roots) come from source and their dependencies from export data,
	// which gives the same findings as loading everything from source,
	// about ten times faster on the example. NeedModule: in module mode
	// the core owns the analysed module, not each dependency's.
	graph := run(t, tr, packages.LoadSyntax|packages.NeedModule, analyzers)

	var out []*finding
	for _, act := range graph.Roots {
		fset := act.Package.Fset
		rel := func(name string) string {
			r, err := filepath.Rel(srcDir, name)
			require.NoError(t, err)
			return filepath.ToSlash(r)
		}
		for _, d := range act.Diagnostics {
			pos := fset.Position(d.Pos)
			f := &finding{
				Analyzer:  act.Analyzer.Name,
				Order:     order[act.Analyzer],
				File:      rel(pos.Filename),
				Offset:    pos.Offset,
				Line:      pos.Line,
				Col:       pos.Column,
				Message:   d.Message,
				Undecided: d.Category == report.Undecided,
			}
			for _, sf := range d.SuggestedFixes {
				fx := fix{Message: sf.Message}
				for _, e := range sf.TextEdits {
					end := e.End
					if !end.IsValid() {
						end = e.Pos
					}
					tf := fset.File(e.Pos)
					require.NotNil(t, tf, "%s: fix %q has an edit at an invalid position", f, sf.Message)
					fx.Edits = append(fx.Edits, edit{
						File:  rel(tf.Name()),
						Start: tf.Offset(e.Pos),
						End:   tf.Offset(end),
						Text:  string(e.NewText),
					})
				}
				f.Fixes = append(f.Fixes, fx)
			}
			out = append(out, f)
		}
	}
	slices.SortStableFunc(out, func(a, b *finding) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Offset, b.Offset),
			cmp.Compare(a.Order, b.Order), cmp.Compare(a.Message, b.Message))
	})
	return out
}

// run loads the packages of the tree in mode and runs analyzers on
// them.
func run(t *testing.T, tr tree, mode packages.LoadMode, analyzers []*analysis.Analyzer) *checker.Graph {
	t.Helper()
	cfg := &packages.Config{
		Mode: mode,
		Dir:  tr.dir(),
		Env:  tr.env(),
	}
	pkgs, err := packages.Load(cfg, tr.patterns...)
	require.NoError(t, err)
	var loadErrs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			loadErrs = append(loadErrs, p.PkgPath+": "+e.Error())
		}
	})
	require.Empty(t, loadErrs, "errors loading the packages of %s", tr.dir())
	graph, err := checker.Analyze(analyzers, pkgs, &checker.Options{})
	require.NoError(t, err)
	var actErrs []string
	for act := range graph.All() {
		if act.Err != nil {
			actErrs = append(actErrs, act.String()+": "+act.Err.Error())
		}
	}
	require.Empty(t, actErrs, "analysis errors")
	return graph
}

// checkErrorStrings runs staticcheck's ST1005 over the fixed tree: the
// text a fix writes into a Go error (errors.New, fmt.Errorf) must pass
// the linters a Go team runs with this one, so no finding of it may be
// on a line a fix changed. (The fixtures' own error strings need not.)
func checkErrorStrings(t *testing.T, tr tree, changed map[string]map[int][]*finding) {
	t.Helper()
	// ST1005 builds staticcheck's IR, whose control-flow facts are
	// computed for every dependency too: they come from source.
	graph := run(t, tr, packages.LoadAllSyntax, []*analysis.Analyzer{st1005.Analyzer})
	var bad []string
	for _, act := range graph.Roots {
		for _, d := range act.Diagnostics {
			pos := act.Package.Fset.Position(d.Pos)
			rel, err := filepath.Rel(tr.dir(), pos.Filename)
			require.NoError(t, err)
			file := filepath.ToSlash(rel)
			if by := changed[file][pos.Line]; len(by) > 0 {
				bad = append(bad, fmt.Sprintf("%s:%d:%d: ST1005: %s\n\tline now: %s\n\tchanged by the fix of:\n\t%s",
					file, pos.Line, pos.Column, d.Message, lineOf(tr, file, pos.Line), strings.Join(mapStrings(by), "\n\t")))
			}
		}
	}
	if len(bad) > 0 {
		require.Fail(t, "fixed code that staticcheck's ST1005 reports", strings.Join(bad, "\n"))
	}
}

// goCmd runs the go command tool (build, vet, mod) with args in the tree.
func goCmd(tr tree, tool string, args []string) ([]byte, error) {
	cmd := exec.Command("go", append([]string{tool}, args...)...)
	cmd.Dir = tr.dir()
	cmd.Env = tr.env()
	return cmd.CombinedOutput()
}

func hasGoFiles(dir string) bool {
	found := false
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	return found
}

// copyTree copies the regular files under from to to.
func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		target := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		content, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, content, 0o644)
	})
	require.NoError(t, err)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func mapStrings(fs []*finding) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.String()
	}
	return out
}
