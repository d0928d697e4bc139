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
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// fixtureTrees are the fixture "modules" under testdata/src whose fixes
// must build. Trees that do not exist (yet) are skipped.
var fixtureTrees = []string{"rawerr", "interp", "traceback", "retryable", "frameworks"}

// alternatives is how many alternative fixes a diagnostic offers
// (report.FixTitles); the test applies each alternative in turn.
const alternatives = 2

// TestFixesBuild applies, for each alternative k, fix k of every
// diagnostic of every pass to a copy of the fixtures, the way an editor
// applies a fix: the edits verbatim, nothing reformatted, no import
// cleaned up. The fixed copy must build and pass go vet; re-analysed,
// it must draw no diagnostic on a line a fix changed, and offer no fix
// again (but for fixes that were skipped because they overlapped one
// applied before them).
func TestFixesBuild(t *testing.T) {
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	var patterns []string
	for _, tree := range fixtureTrees {
		if hasGoFiles(filepath.Join(src, tree)) {
			patterns = append(patterns, tree+"/...")
		}
	}
	require.NotEmpty(t, patterns, "no fixtures under %s", src)

	// Analyse a snapshot, so that fixtures edited while the test runs
	// cannot make the positions disagree with the files copied later.
	base := t.TempDir()
	copyTree(t, src, filepath.Join(base, "src"))
	out, err := goCmd(base, "build", patterns)
	require.NoError(t, err, "the fixtures do not build before any fix:\n%s", out)
	out, err = goCmd(base, "vet", patterns)
	require.NoError(t, err, "the fixtures fail go vet before any fix:\n%s", out)
	findings := analyze(t, base, patterns)

	for k := range alternatives {
		t.Run("fix"+strconv.Itoa(k), func(t *testing.T) {
			t.Parallel()
			checkAlternative(t, base, patterns, findings, k)
		})
	}
}

func checkAlternative(t *testing.T, base string, patterns []string, findings []*finding, k int) {
	dir := t.TempDir()
	copyTree(t, filepath.Join(base, "src"), filepath.Join(dir, "src"))

	p := plan(findings, k)
	if len(p.broken) > 0 {
		require.Fail(t, "fixes whose own edits overlap", strings.Join(p.broken, "\n"))
	}
	if len(p.applied) == 0 {
		t.Logf("no diagnostic offers fix %d", k)
	}
	changed := map[string]map[int][]*finding{} // file -> changed line -> fixes that changed it
	for _, file := range sortedKeys(p.edits) {
		name := filepath.Join(dir, "src", filepath.FromSlash(file))
		content, err := os.ReadFile(name)
		require.NoError(t, err)
		fixed, lines := apply(content, p.edits[file])
		require.NoError(t, os.WriteFile(name, fixed, 0o644))
		changed[file] = lines
	}
	for _, f := range p.skipped {
		t.Logf("fix %d of %s skipped: it overlaps a fix applied before it", k, f)
	}

	for _, tool := range []string{"build", "vet"} {
		out, err := goCmd(dir, tool, patterns)
		require.NoError(t, err, "go %s fails after applying fix %d of every diagnostic:\n%s\n%s",
			tool, k, out, blame(dir, out, p, changed))
	}

	// Re-analyse the fixed copy.
	after := analyze(t, dir, patterns)
	var remaining []string
	for _, f := range after {
		if by := changed[f.File][f.Line]; len(by) > 0 {
			remaining = append(remaining, fmt.Sprintf("%s\n\tremains on a line changed by fix %d of:\n\t%s\n\tline now: %s",
				f, k, strings.Join(mapStrings(by), "\n\t"), lineOf(dir, f.File, f.Line)))
		}
	}
	if len(remaining) > 0 {
		require.Fail(t, "diagnostics remain on lines a fix changed", strings.Join(remaining, "\n"))
	}

	// Idempotence: fixing again changes nothing, except for fixes that
	// were skipped the first time.
	skipped := map[string]int{}
	for _, f := range p.skipped {
		skipped[f.key()]++
	}
	var unsettled []string
	for _, f := range after {
		if k >= len(f.Fixes) || len(f.Fixes[k].Edits) == 0 {
			continue
		}
		if skipped[f.key()] > 0 {
			skipped[f.key()]--
			continue
		}
		unsettled = append(unsettled, fmt.Sprintf("%s\n\toffers fix %d again after fixing: %q", f, k, f.Fixes[k].Message))
	}
	if len(unsettled) > 0 {
		require.Fail(t, "fixes that are not idempotent", strings.Join(unsettled, "\n"))
	}
}

// A finding is a diagnostic of a root pass, with its fixes' edits in
// byte offsets of files named relative to GOPATH/src.
type finding struct {
	Analyzer  string
	Order     int // the analyzer's index in the suite
	File      string
	Offset    int
	Line, Col int
	Message   string
	Fixes     []fix
}

type fix struct {
	Message string
	Edits   []edit
}

type edit struct {
	File       string
	Start, End int
	Text       string
}

func (f *finding) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", f.File, f.Line, f.Col, f.Analyzer, f.Message)
}

func (f *finding) key() string { return f.File + "\x00" + f.Analyzer + "\x00" + f.Message }

// analyze loads the fixture packages of the GOPATH tree at gopath and
// runs every pass on them.
func analyze(t *testing.T, gopath string, patterns []string) []*finding {
	t.Helper()
	srcDir := filepath.Join(gopath, "src")
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  srcDir,
		Env:  goEnv(gopath),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	require.NoError(t, err)
	var loadErrs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			loadErrs = append(loadErrs, p.PkgPath+": "+e.Error())
		}
	})
	require.Empty(t, loadErrs, "errors loading the fixtures from %s", gopath)

	analyzers := suite.Analyzers(config.Default())
	order := map[*analysis.Analyzer]int{}
	for i, a := range analyzers {
		order[a] = i
	}
	graph, err := checker.Analyze(analyzers, pkgs, &checker.Options{})
	require.NoError(t, err)
	var actErrs []string
	for act := range graph.All() {
		if act.Err != nil {
			actErrs = append(actErrs, act.String()+": "+act.Err.Error())
		}
	}
	require.Empty(t, actErrs, "analysis errors")

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
				Analyzer: act.Analyzer.Name,
				Order:    order[act.Analyzer],
				File:     rel(pos.Filename),
				Offset:   pos.Offset,
				Line:     pos.Line,
				Col:      pos.Column,
				Message:  d.Message,
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

// A fixPlan is the edits of fix k of every finding, merged per file.
type fixPlan struct {
	edits   map[string][]placed // by file
	applied []*finding          // findings whose fix k is applied
	skipped []*finding          // findings whose fix k overlaps an earlier one
	broken  []string            // fixes whose own edits overlap
}

// placed is an edit with the finding whose fix made it, in the order
// edits are to be applied.
type placed struct {
	edit
	seq int
	by  *finding
}

func plan(findings []*finding, k int) fixPlan {
	p := fixPlan{edits: map[string][]placed{}}
	seq := 0
	for _, f := range findings {
		if k >= len(f.Fixes) || len(f.Fixes[k].Edits) == 0 {
			continue
		}
		edits := f.Fixes[k].Edits
		if i, j, ok := overlapping(edits); ok {
			p.broken = append(p.broken, fmt.Sprintf("%s\n\tfix %q: edit %s overlaps edit %s", f, f.Fixes[k].Message, edits[i], edits[j]))
			continue
		}
		var add []edit
		conflict := false
		for _, e := range edits {
			dup := false
			for _, q := range p.edits[e.File] {
				switch {
				case q.edit == e:
					dup = true // the same import added twice: once is enough
				case conflicts(q.edit, e):
					conflict = true
				}
			}
			if !dup {
				add = append(add, e)
			}
		}
		if conflict {
			p.skipped = append(p.skipped, f)
			continue
		}
		for _, e := range add {
			p.edits[e.File] = append(p.edits[e.File], placed{e, seq, f})
			seq++
		}
		p.applied = append(p.applied, f)
	}
	return p
}

func (e edit) String() string {
	return fmt.Sprintf("[%d,%d)→%q", e.Start, e.End, e.Text)
}

// overlapping reports two edits of one fix that overlap.
func overlapping(edits []edit) (int, int, bool) {
	for i := range edits {
		for j := i + 1; j < len(edits); j++ {
			a, b := edits[i], edits[j]
			if a.File == b.File && a.Start < b.End && b.Start < a.End {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// conflicts reports whether edits of two different fixes overlap: one
// replaces text the other replaces too or inserts text inside it, or
// both insert different text at one point, whose order nobody decided
// (as in a three-way merge; identical edits were coalesced before).
// A fix skipped for a conflict is applied when fixing again.
func conflicts(a, b edit) bool {
	if a.File != b.File {
		return false
	}
	if a.Start < b.End && b.Start < a.End {
		return true
	}
	return a.Start == a.End && b.Start == b.End && a.Start == b.Start
}

// apply applies edits to content and returns the result and, by line
// of the result, the findings whose fixes changed that line.
func apply(content []byte, edits []placed) ([]byte, map[int][]*finding) {
	edits = slices.Clone(edits)
	slices.SortStableFunc(edits, func(a, b placed) int {
		return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End), cmp.Compare(a.seq, b.seq))
	})
	type span struct {
		start, end int
		by         *finding
	}
	var out []byte
	var spans []span
	last := 0
	for _, e := range edits {
		out = append(out, content[last:e.Start]...)
		start := len(out)
		out = append(out, e.Text...)
		spans = append(spans, span{start, len(out), e.by})
		last = e.End
	}
	out = append(out, content[last:]...)

	lines := map[int][]*finding{}
	lineAt := func(off int) int { return 1 + strings.Count(string(out[:off]), "\n") }
	for _, s := range spans {
		for l := lineAt(s.start); l <= lineAt(s.end); l++ {
			if !slices.Contains(lines[l], s.by) {
				lines[l] = append(lines[l], s.by)
			}
		}
	}
	return out, lines
}

var fileLine = regexp.MustCompile(`([^\s:]+\.go):(\d+):(\d+)`)

// blame explains the errors of a failed go build or vet: for each
// error, the fixes that changed its line, or else every fix applied to
// its file.
func blame(dir string, output []byte, p fixPlan, changed map[string]map[int][]*finding) string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, m := range fileLine.FindAllStringSubmatch(string(output), -1) {
		file := filepath.ToSlash(filepath.Clean(m[1]))
		if r, err := filepath.Rel(filepath.Join(dir, "src"), m[1]); err == nil && !strings.HasPrefix(r, "..") {
			file = filepath.ToSlash(r)
		}
		line, _ := strconv.Atoi(m[2])
		key := file + ":" + m[2]
		if seen[key] {
			continue
		}
		seen[key] = true
		fmt.Fprintf(&b, "%s:%d: %s\n", file, line, lineOf(dir, file, line))
		if by := changed[file][line]; len(by) > 0 {
			for _, f := range by {
				fmt.Fprintf(&b, "\tchanged by the fix of %s\n", f)
			}
			continue
		}
		var all []string
		for _, e := range p.edits[file] {
			if s := e.by.String(); !slices.Contains(all, s) {
				all = append(all, s)
			}
		}
		if len(all) == 0 {
			b.WriteString("\tno fix changed this file\n")
			continue
		}
		b.WriteString("\tthe line is unchanged; fixes applied to the file:\n")
		for _, s := range all {
			fmt.Fprintf(&b, "\t%s\n", s)
		}
	}
	return b.String()
}

// lineOf returns line n of a fixture file in the GOPATH tree at dir.
func lineOf(dir, file string, n int) string {
	content, err := os.ReadFile(filepath.Join(dir, "src", filepath.FromSlash(file)))
	if err != nil {
		return "(" + err.Error() + ")"
	}
	lines := strings.Split(string(content), "\n")
	if n < 1 || n > len(lines) {
		return "(no such line)"
	}
	return strings.TrimSpace(lines[n-1])
}

// goCmd runs the go command tool (build or vet) on patterns in GOPATH
// mode, with GOPATH=gopath.
func goCmd(gopath, tool string, patterns []string) ([]byte, error) {
	cmd := exec.Command("go", append([]string{tool}, patterns...)...)
	cmd.Dir = filepath.Join(gopath, "src")
	cmd.Env = goEnv(gopath)
	return cmd.CombinedOutput()
}

func goEnv(gopath string) []string {
	// GOFLAGS is cleared: module flags such as -mod are errors in
	// GOPATH mode.
	return append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=")
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
