package main_test

import (
	"cmp"
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
)

// singular finds a count of one with a plural noun ("1 findings").
var singular = regexp.MustCompile(`(^|[^0-9])1 (findings|files|packages)\b`)

// TestTextOutput checks the text output as Go users expect it: the
// findings alone on standard output, each ending with its pass, paths
// relative to the working directory when the file is under it and
// absolute otherwise; an undecided finding's fixes as indented lines;
// the plan on standard error.
func TestTextOutput(t *testing.T) {
	bin := buildTool(t)
	dir := exampleDir(t)
	r := runIn(t, dir, nil, bin, "./...")
	require.Equal(t, 3, r.code, r.out)
	for _, line := range strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n") {
		require.Regexp(t, `^(cmd|store|shipping)/[^ :]+\.go:\d+:\d+: (\t.*|.* \[[a-z]+\])$`, line, "a finding line, relative to the working directory")
	}
	require.Contains(t, r.stdout, "cmd/orders-sdk/main.go:34:30: tool get_order returns the text of an error from (*database/sql.Row).Scan")
	// get_order's finding decides nothing (a Scan error may be
	// sql.ErrNoRows or a lost connection): its one fix says the bounded
	// sentence, which -fix applies, so no alternatives are listed.
	require.Regexp(t, `\ncmd/orders-sdk/main.go:32:29: \treturned here by \(\*store.Store\).Order\n`, r.stdout)
	require.NotContains(t, r.stdout, "\tfix 1 of 2: ")
	// change_quantity's is decided (a check of the input): -fix applies
	// its fix, and no alternative is listed.
	require.Regexp(t, `\ncmd/orders-sdk/main.go:97:31: [^\n]*\[retryable\]\ncmd/orders-sdk/main.go:101:16: `, r.stdout)
	require.NotContains(t, r.stdout, "toolerrlint:")
	// Standard error is not a terminal: no blank line sets the plan apart.
	require.Regexp(t, `^toolerrlint: \d+ findings: `, r.stderr)
	require.Contains(t, r.stderr, "Where to start")

	// From a subdirectory, files outside it are printed absolute.
	r = runIn(t, filepath.Join(dir, "cmd"), nil, bin, "./orders-sdk")
	require.Equal(t, 3, r.code, r.out)
	require.Contains(t, "\n"+r.stdout, "\norders-sdk/main.go:34:30: tool get_order returns")
	require.Contains(t, r.stdout, "\n"+filepath.Join(dir, "store", "store.go")+":57:20: \tthe error comes from (*database/sql.Row).Scan\n")
}

// TestDiffAndFix checks -fix and -diff on copies of the bundled example:
// -diff prints the diff of what -fix writes (patch applies it and gives
// the files -fix wrote), writes nothing and exits 0; -fix -diff does the
// same; -fix lists the findings it leaves on standard output in file,
// line and column order, and what it did on standard error.
func TestDiffAndFix(t *testing.T) {
	bin := buildTool(t)
	example := exampleDir(t)
	dir, fixed := copyDir(t, example), copyDir(t, example)
	before := goFiles(t, dir)

	r := runIn(t, dir, nil, bin, "-diff", "./...")
	require.Equal(t, 0, r.code, r.out)
	require.Regexp(t, `^--- (\S+\.go)\n\+\+\+ (\S+\.go)\n@@ -\d+,\d+ \+\d+,\d+ @@\n`, r.stdout)
	require.Contains(t, r.stdout, "\n-\t\treturn nil, StatusOutput{}, errors.New(\"quantity must be positive\")\n")
	// The fix names the tool; the words name the argument already.
	require.Contains(t, r.stdout, "\n+\t\treturn nil, StatusOutput{}, errors.New(\"change_quantity failed: quantity must be positive; not transient, the same call will fail identically\")\n")
	require.NotContains(t, r.out, "ignoring")
	// The agent's dispatch shows runTool's errors, which on one path
	// are its own words (no tool is called X; use ...): one sentence
	// would lose them, so the two findings there are left for a human.
	require.NotContains(t, r.stdout, "dispatch (call %s)")
	require.Contains(t, r.stderr, "toolerrlint: would fix 13 findings in 3 files; 2 left for a human\n")
	require.NotRegexp(t, singular, r.stderr)
	require.Equal(t, before, goFiles(t, dir), "-diff wrote")

	both := runIn(t, dir, nil, bin, "-fix", "-diff", "./...")
	require.Equal(t, 0, both.code, both.out)
	require.Equal(t, r.stdout, both.stdout)
	require.NotContains(t, both.out, "ignoring")
	require.Equal(t, before, goFiles(t, dir), "-fix -diff wrote")

	// One -fix fixes the 13 findings; its second round finds nothing
	// more to fix, and the two left are listed.
	f := runIn(t, fixed, nil, bin, "-fix", "./...")
	require.Equal(t, 3, f.code, f.out)
	require.Equal(t, "toolerrlint: fixed 13 findings in 3 files; 2 left for a human\n", f.stderr)
	require.Equal(t, 2, strings.Count(f.stdout, "cmd/orders-agent/main.go:103:69: not fixed: "), f.stdout)
	again := runIn(t, fixed, nil, bin, "-fix", "./...")
	require.Equal(t, "toolerrlint: fixed 0 findings in 0 files; 2 left for a human\n", again.stderr)

	if _, err := exec.LookPath("patch"); err == nil {
		runIn(t, dir, []string{"POSIXLY_CORRECT=1"}, "patch", "-p0", "-i", writeTemp(t, r.stdout)).expect(t, 0)
		require.Equal(t, goFiles(t, fixed), goFiles(t, dir), "the diff and -fix differ")
	}
}

// TestDiffLeftInOrder runs -diff on fixtures whose findings in two
// files have fixes for a human to choose between: what -diff would
// leave is listed on standard error (standard output is the patch), in
// file, line and column order.
func TestDiffLeftInOrder(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	r := runIn(t, src, []string{"GO111MODULE=off", "GOPATH=" + filepath.Dir(src), "GOFLAGS="}, bin, "-diff", "interp/fixes", "retryable/fixes")
	require.Equal(t, 0, r.code, r.out)
	require.Regexp(t, `\ntoolerrlint: would fix \d+ findings? in \d+ files?; \d+ left for a human\n$`, r.stderr)
	require.Contains(t, r.stderr, "not fixed: ", "the findings left, on standard error: standard output is the patch")
	// -diff shows the first round alone: what it would leave is listed
	// in file, line and column order.
	type position struct {
		file      string
		line, col int
	}
	var left []position
	for _, line := range strings.Split(strings.TrimSuffix(r.stderr, "\n"), "\n") {
		m := regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (not fixed: |\tfix \d of \d: )`).FindStringSubmatch(line)
		if m == nil {
			continue // the count
		}
		l, _ := strconv.Atoi(m[2])
		c, _ := strconv.Atoi(m[3])
		left = append(left, position{m[1], l, c})
	}
	require.GreaterOrEqual(t, len(left), 2, r.stderr)
	require.True(t, slices.IsSortedFunc(left, func(a, b position) int {
		return cmp.Or(cmp.Compare(a.file, b.file), cmp.Compare(a.line, b.line), cmp.Compare(a.col, b.col))
	}), "not in file, line and column order:\n%s", r.stderr)
}

// TestUsageErrors checks that a usage error is one line on standard
// error with a pointer to -h (exit 2), and that -h prints the usage on
// standard output, saying where output goes.
func TestUsageErrors(t *testing.T) {
	bin := buildTool(t)
	dir := t.TempDir()
	for args, want := range map[string]string{
		"-nosuchflag ./...":   "toolerrlint: flag provided but not defined: -nosuchflag (toolerrlint -h lists the flags)\n",
		"-c=many ./...":       `toolerrlint: invalid value "many" for flag -c: parse error (toolerrlint -h lists the flags)` + "\n",
		"":                    "toolerrlint: no packages named: give patterns such as ./... (toolerrlint -h lists the flags)\n",
		"-diff -json ./...":   "toolerrlint: -fix and -diff print what they do: not with -write-baseline, -json, -sarif or -summary (toolerrlint -h lists the flags)\n",
		"-write-baseline ./.": "toolerrlint: -write-baseline needs -baseline FILE (toolerrlint -h lists the flags)\n",
	} {
		r := runIn(t, dir, nil, bin, strings.Fields(args)...)
		require.Equal(t, 2, r.code, "%s: %s", args, r.out)
		require.Equal(t, want, r.stderr, args)
		require.Empty(t, r.stdout, args)
	}
	h := runIn(t, dir, nil, bin, "-h")
	require.Equal(t, 0, h.code, h.out)
	require.Empty(t, h.stderr)
	require.Contains(t, h.stdout, "Findings go to standard output, paths relative to the working\ndirectory; errors, progress, the summary and what -fix did go to\nstandard error.")
	require.Contains(t, h.stdout, "  -diff\n")
}

// TestBaselineBeforeLoad checks that the -baseline file is read before
// the packages load: one that is not a baseline is one line naming the
// file and what is wrong (exit 1), even where the packages would not
// load, and -fix writes nothing.
func TestBaselineBeforeLoad(t *testing.T) {
	bin := buildTool(t)
	dir := adoptionModule(t)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "garbage.json"), []byte("garbage\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "future.json"), []byte(`{"version": 99}`), 0o644))
	for file, want := range map[string]string{
		"garbage.json": "toolerrlint: -baseline: garbage.json: invalid character 'g' looking for beginning of value\n",
		"future.json":  "toolerrlint: -baseline: future.json: baseline version 99, want 1; write it again with -write-baseline\n",
	} {
		r := runIn(t, dir, nil, bin, "-baseline", file, "./nosuchdir/...")
		require.Equal(t, 1, r.code, r.out)
		require.Equal(t, want, r.out)
	}
	before := goFiles(t, dir)
	r := runIn(t, dir, nil, bin, "-fix", "-baseline", "garbage.json", "./...")
	require.Equal(t, 1, r.code, r.out)
	require.Equal(t, before, goFiles(t, dir))

	// With one finding, the count is singular.
	r = runIn(t, dir, nil, bin, "-retryable=false", "-write-baseline", "-baseline", "one.json", "./...")
	require.Equal(t, 0, r.code, r.out)
	require.Equal(t, "toolerrlint: recorded 1 finding in one.json\n", r.stderr)

	// A baseline that cannot be written is one line naming the flag and
	// the file.
	r = runIn(t, dir, nil, bin, "-write-baseline", "-baseline", filepath.Join("nodir", "b.json"), "./...")
	require.Equal(t, 1, r.code, r.out)
	require.Equal(t, "toolerrlint: -write-baseline: open "+filepath.Join("nodir", "b.json")+": no such file or directory\n", r.out)
}

// TestFailedRunWritesNothing checks that a run whose packages have
// errors writes no baseline and no fix: what the packages that loaded
// give would be an incomplete picture.
func TestFailedRunWritesNothing(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("testdata", "badinput", "typeerror"))
	require.NoError(t, err)
	dir := copyDir(t, src)
	r := runIn(t, dir, nil, bin, "-write-baseline", "-baseline", "b.json", "./...")
	require.Equal(t, 1, r.code, r.out)
	require.Contains(t, r.stderr, "broken/broken.go:12:")
	require.True(t, strings.HasSuffix(r.stderr, "\ntoolerrlint: -write-baseline: nothing done: the packages have the errors above\n"), r.stderr)
	require.NoFileExists(t, filepath.Join(dir, "b.json"))
}

// TestVersionDevel checks -V of a build whose information has neither
// a module version nor a VCS revision: it says devel and the Go version,
// nothing else; -V=full adds the hash go vet keys its cache by.
func TestVersionDevel(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "toolerrlint")
	out, err := exec.Command("go", "build", "-buildvcs=false", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "%s", out)
	r := runIn(t, t.TempDir(), nil, bin, "-V")
	require.Equal(t, 0, r.code, r.out)
	require.Regexp(t, `^toolerrlint version devel go\S+\n$`, r.stdout)
	r = runIn(t, t.TempDir(), nil, bin, "-V=full")
	require.Regexp(t, `^toolerrlint version devel go\S+ buildID=[0-9a-f]{64}\n$`, r.stdout)
}

// goFiles returns the content of the Go files under dir, by path.
func goFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	require.NoError(t, filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		b, err := os.ReadFile(path)
		out[strings.TrimPrefix(path, dir)] = string(b)
		return err
	}))
	return out
}

// writeTemp writes content to a temporary file and returns its name.
func writeTemp(t *testing.T, content string) string {
	t.Helper()
	name := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(name, []byte(content), 0o644))
	return name
}

// TestFileArguments checks that Go files are named as go vet takes them:
// the file's package is analysed with the module's packages it uses (the
// trail goes through store's helper), and only the named file's findings
// are printed. Outside a module, a file or a pattern is one line saying
// to run go mod init.
func TestFileArguments(t *testing.T) {
	bin := buildTool(t)
	dir := filepath.Join(exampleDir(t), "cmd", "orders-sdk")
	r := runIn(t, dir, nil, bin, "main.go")
	require.Equal(t, 3, r.code, r.out)
	require.Contains(t, r.stdout, "\nmain.go:32:29: \treturned here by (*store.Store).Order\n")
	for _, line := range strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n") {
		if !strings.Contains(line, ": \t") {
			require.True(t, strings.HasPrefix(line, "main.go:"), "a finding outside the named file: %s", line)
		}
	}

	empty := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(empty, "main.go"), []byte("package main\n\nfunc main() {}\n"), 0o644))
	for _, arg := range []string{"./...", "main.go"} {
		r := runIn(t, empty, []string{"GOWORK=off", "GOFLAGS="}, bin, arg)
		require.Equal(t, 1, r.code, r.out)
		require.Equal(t, "toolerrlint: "+empty+" is not in a Go module (no go.mod here or above): run go mod init MODULE-PATH, or cd into the module\n", r.stderr, arg)
		require.Empty(t, r.stdout)
	}
}
