package integration

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/suite"
)

const golangciConfig = `version: "2"
linters:
  default: none
  enable: [toolerrlint]
  settings:
    custom:
      toolerrlint:
        type: module
        description: tool-error hygiene for LLM agent tools
        settings:
          strict: false
          trusted: []
          exclude: [{path: "nowhere/**", passes: [rawerr]}]
          retry-phrases: [transient, not transient, retry, retrying, try again, temporary, temporarily, permanent, will fail identically, do not retry, "don't retry", will not succeed]
issues:
  max-issues-per-linter: 0
  max-same-issues: 0
  uniq-by-line: false
`

// golangci returns golangci-lint v2.15.0 with the plugin: the tools/gcl
// module, built once per run (a cold build takes several CPU-minutes),
// or the prebuilt binary TOOLERRLINT_GCL names.
func golangci(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds golangci-lint")
	}
	if gcl := os.Getenv("TOOLERRLINT_GCL"); gcl != "" {
		return gcl
	}
	return golangciBin.get(t)
}

// A lintCopy is a copy of the bundled example that one test lints with
// golangci-lint.
type lintCopy struct {
	dir, cfg string // the copy and its .golangci.yml
	// cache is golangci-lint's result cache, the test's own: the plugin
	// does not change within a test, so a later run re-analyzes only the
	// packages whose files changed.
	cache string
}

// golangciExample returns a copy of the bundled example, its modules
// downloaded.
func golangciExample(t *testing.T) lintCopy {
	t.Helper()
	dir := copyTree(t, filepath.Join(repoRoot(t), "examples", "orders"))
	mustRun(t, dir, nil, "go", "mod", "download")
	cfg := filepath.Join(dir, ".golangci.yml")
	write(t, cfg, golangciConfig)
	return lintCopy{dir: dir, cfg: cfg, cache: t.TempDir()}
}

// golangciRun runs golangci-lint run on the copy's packages and returns
// its output. Runs in parallel (these tests, or anyone's on the machine)
// share no state, so the lock golangci-lint otherwise takes in the
// temporary directory is off.
func golangciRun(t *testing.T, gcl string, c lintCopy, args ...string) string {
	t.Helper()
	args = append([]string{"run", "--config", c.cfg, "--show-stats=false", "--allow-parallel-runners"}, args...)
	out, _ := run(t, c.dir, []string{"GOLANGCI_LINT_CACHE=" + c.cache}, gcl, append(args, "./...")...)
	return out
}

// TestGolangciPlugin runs golangci-lint with the plugin on the bundled
// example, and checks it reports what the standalone command reports,
// and that //nolint:toolerrlint suppresses a finding. The example gets
// the packages of integration/testdata/middleware first: mcp-go
// handlers (notes) added to the servers of two commands importing them,
// one behind a middleware turning their errors into results, one
// without. With no errors-as-results flag, golangci-lint, go vet and
// the command report the same there: notes' returns of errors at the
// server without the middleware, nothing at the other.
func TestGolangciPlugin(t *testing.T) {
	t.Parallel()
	gcl := golangci(t)
	example := golangciExample(t)
	layout := copyInto(t, filepath.Join(repoRoot(t), "integration", "testdata", "middleware"), example.dir)
	lint := func() []string {
		return golangciFindings(golangciRun(t, gcl, example, "--output.text.path", "stdout"))
	}
	got := lint()
	standaloneOut, _ := run(t, example.dir, nil, buildTool(t), "./...")
	want := standaloneFindings(example.dir, standaloneOut)
	require.Len(t, got, len(want), "golangci-lint and the command must agree:\n%s\n---\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	for i, w := range want {
		// The plugin adds to the command's message (where the text
		// arose, the alternatives of an undecided finding), never
		// changes it.
		require.True(t, strings.HasPrefix(got[i], w), "golangci-lint and the command must agree:\n%s\n%s", got[i], w)
		// golangci-lint shows no related positions: the origin is
		// inlined, and the line still reads at a glance.
		require.Less(t, len(got[i]), 400, "a golangci-lint line is too long: %s", got[i])
	}
	require.NotEmpty(t, got)
	var inLayout []string
	for _, w := range want {
		if file, _ := splitFinding(w); slices.ContainsFunc(layout, func(dir string) bool { return filepath.Dir(file) == dir }) {
			inLayout = append(inLayout, w)
		}
	}
	// The server's finding holds the return it judges; the return of the
	// framework's words about a missing argument (read_note's first) is
	// reported where it is, whatever the server does.
	require.Len(t, inLayout, 2)
	require.Regexp(t, `^cmd/notes-plain/main.go:\d+:\d+: protocolerr: tool read_note returns an error that this server sends as a JSON-RPC protocol error`, inLayout[0])
	require.Regexp(t, `^notes/notes.go:\d+:\d+: protocolerr: tool read_note returns an error that mcp-go sends as a JSON-RPC protocol error unless the server's middleware converts it`, inLayout[1])
	vet, _ := run(t, example.dir, nil, "go", append([]string{"vet", "-vettool=" + buildTool(t)}, layoutPatterns(layout)...)...)
	require.Equal(t, inLayout, standaloneFindings(example.dir, vet), "go vet and the command must agree")

	// //nolint:toolerrlint on the line of the first finding silences it.
	file, line := splitFinding(got[0])
	path := filepath.Join(example.dir, file)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := strings.Split(string(src), "\n")
	lines[line-1] += " //nolint:toolerrlint // the example's own test"
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644))
	after := lint()
	require.Len(t, after, len(got)-countAt(got, file, line))
	require.Zero(t, countAt(after, file, line))
}

// TestGolangciREADMEConfig lints the bundled example with the
// .golangci.yml README.md shows: every issue is toolerrlint's. With
// golangci-lint's default linters on, staticcheck reported the
// example's own good errors (ST1005), which a newcomer reads as the
// example being wrong.
func TestGolangciREADMEConfig(t *testing.T) {
	t.Parallel()
	gcl := golangci(t)
	example := golangciExample(t)
	blocks := readmeYAML(t, "golangci-lint v2")
	require.NotEmpty(t, blocks)
	write(t, example.cfg, blocks[0])
	out := golangciRun(t, gcl, example, "--output.text.path", "stdout")
	issue := regexp.MustCompile(`^\S+\.go:\d+:\d+: .* \(([\w-]+)\)$`)
	n := 0
	for _, l := range strings.Split(out, "\n") {
		if m := issue.FindStringSubmatch(l); m != nil {
			require.Equal(t, "toolerrlint", m[1], "README.md's configuration runs another linter: %s", l)
			n++
		}
	}
	require.NotZero(t, n, "no finding:\n%s", out)
}

// TestGolangciFix runs golangci-lint run --fix on a copy of the bundled
// example: the files change as toolerrlint -fix changes them, the fixed
// code builds, and a second run has nothing left to fix. golangci-lint
// applies every fix a finding offers, so this fails when the plugin
// sends it alternatives.
func TestGolangciFix(t *testing.T) {
	t.Parallel()
	gcl := golangci(t)
	example := golangciExample(t)
	before := goFiles(t, example.dir)

	out := golangciRun(t, gcl, example, "--fix")
	require.NotContains(t, out, "are skipped", "golangci-lint found conflicting edits")
	fixed := goFiles(t, example.dir)
	require.NotEqual(t, before, fixed, "--fix changed no file:\n%s", out)
	mustRun(t, example.dir, nil, "go", "build", "./...")

	byCommand := copyTree(t, filepath.Join(repoRoot(t), "examples", "orders"))
	run(t, byCommand, nil, buildTool(t), "-fix", "./...")
	require.Equal(t, goFiles(t, byCommand), fixed, "golangci-lint --fix and toolerrlint -fix must write the same")

	report := filepath.Join(t.TempDir(), "issues.json")
	golangciRun(t, gcl, example, "--fix", "--output.json.path", report)
	require.Equal(t, fixed, goFiles(t, example.dir), "the second --fix run changed files")
	var issues struct {
		Issues []struct {
			Text           string
			SuggestedFixes []json.RawMessage
		}
	}
	b, err := os.ReadFile(report)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &issues))
	// The example has nothing left after one --fix; what any project
	// has left must offer no fix (an alternative for a human).
	for _, is := range issues.Issues {
		require.Empty(t, is.SuggestedFixes, "left to fix: %s", is.Text)
	}
}

// goFiles returns the content of every .go file under dir, by path
// relative to dir.
func goFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		b, err := os.ReadFile(path)
		rel, _ := filepath.Rel(dir, path)
		files[rel] = string(b)
		return err
	})
	require.NoError(t, err)
	return files
}

var (
	gclLine  = regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (?:(` + strings.Join(suite.Disableable(), "|") + `): )?(.*) \(toolerrlint\)$`)
	selfLine = regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (.*?)(?: \[([a-z]+)\])?$`)
)

// golangciFindings returns "file:line:col: pass: message" per finding.
func golangciFindings(out string) []string {
	var res []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "(related information)") {
			continue // golangci-lint prints related information as issues of their own
		}
		if m := gclLine.FindStringSubmatch(l); m != nil {
			res = append(res, m[1]+":"+m[2]+":"+m[3]+": "+m[4]+": "+m[5])
		}
	}
	sort.Strings(res)
	return res
}

// standaloneFindings returns "file:line:col: pass: message" per finding
// of the command's text output, the file relative to dir; the indented
// lines under a finding are left out.
func standaloneFindings(dir, out string) []string {
	var res []string
	for _, l := range strings.Split(out, "\n") {
		m := selfLine.FindStringSubmatch(l)
		if m == nil || strings.HasPrefix(m[4], "\t") {
			continue
		}
		file := m[1]
		if rel, err := filepath.Rel(dir, file); err == nil && filepath.IsAbs(file) {
			file = rel
		}
		res = append(res, file+":"+m[2]+":"+m[3]+": "+m[5]+": "+m[4])
	}
	sort.Strings(res)
	return res
}

// copyInto copies the files under src into dst, and returns the
// directories holding them, relative to dst.
func copyInto(t *testing.T, src, dst string) []string {
	t.Helper()
	var dirs []string
	require.NoError(t, filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		write(t, filepath.Join(dst, rel), string(b))
		if dir := filepath.Dir(rel); !slices.Contains(dirs, dir) {
			dirs = append(dirs, dir)
		}
		return nil
	}))
	return dirs
}

// layoutPatterns returns the package patterns of dirs.
func layoutPatterns(dirs []string) []string {
	var out []string
	for _, d := range dirs {
		out = append(out, "./"+d+"/")
	}
	return out
}

func splitFinding(f string) (string, int) {
	parts := strings.SplitN(f, ":", 3)
	n := 0
	for _, c := range parts[1] {
		n = n*10 + int(c-'0')
	}
	return parts[0], n
}

func countAt(findings []string, file string, line int) int {
	n := 0
	for _, f := range findings {
		if ff, l := splitFinding(f); ff == file && l == line {
			n++
		}
	}
	return n
}

// copyTree copies a directory tree into a temporary directory.
func copyTree(t *testing.T, src string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), filepath.Base(src))
	out, err := exec.Command("cp", "-r", src, dst).CombinedOutput()
	require.NoError(t, err, "%s", out)
	return dst
}
