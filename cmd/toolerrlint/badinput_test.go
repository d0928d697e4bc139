package main_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestBadInput runs the command on input that is hard for an analyzer:
// a package that does not type-check, cgo, generics, generated files,
// build tags and a huge function. Each case is a module of its own under
// testdata/badinput (the huge function is written by the test), and
// each asserts the exit code and the findings the command prints.
// README.md, "Bad input", documents the same behaviour for users.
func TestBadInput(t *testing.T) {
	bin := buildTool(t)
	fixture := func(t *testing.T, name string) string {
		dir, err := filepath.Abs(filepath.Join("testdata", "badinput", name))
		require.NoError(t, err)
		return dir
	}

	// A package that does not type-check is reported and skipped; every
	// package that type-checks is analysed, and the exit code is 1 (the
	// standalone command and go vet alike).
	t.Run("typeerror", func(t *testing.T) {
		dir := fixture(t, "typeerror")
		typeErr := "broken/broken.go:12: undefined: undefinedError"
		finding := "good/good.go:10: tool handler Hostname returns the text of an error from os.ReadFile to the model"

		// The error is printed once, as the type checker reports it
		// (go list reports it too), and nothing says the passes skipped
		// the package.
		r := runIn(t, dir, nil, bin, "./...")
		r.expect(t, 1, typeErr, finding)
		require.Equal(t, 1, strings.Count(r.out, "undefined: undefinedError"), r.out)
		require.NotContains(t, r.out, "failed prerequisites")
		require.NotContains(t, r.out, "analysis skipped")
		r = runIn(t, dir, nil, bin, "./good")
		r.expect(t, 3, finding)
		r = runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
		r.expect(t, 1, typeErr, finding)
	})

	// cgo rewrites files that import "C" before type checking; findings
	// point at the user's file through the //line directives cgo writes.
	// -fix leaves both findings to a human: nothing in the code shows
	// whether retrying can help, and -fix never edits a file that
	// imports "C" (cgo compiles a rewritten copy of it).
	t.Run("cgo", func(t *testing.T) {
		skipWithoutCgo(t)
		dir := fixture(t, "cgo")
		want := []string{
			"native/native.go:17: tool handler Probe returns the text of an error from os.Stat to the model",
			// The error of a C call is a syscall.Errno made in cgo's
			// code for the package: its text is syscall's.
			"native/native.go:20: tool handler Probe returns the text of an error from (syscall.Errno).Error to the model",
			// bindings/bindings.go has a "Code generated" header of its
			// own: nothing is reported there.
		}
		runIn(t, dir, nil, bin, "./...").expect(t, 3, want...)

		fixed := copyDir(t, dir)
		var left []string
		for _, w := range want {
			file, msg, _ := strings.Cut(w, ": ")
			left = append(left, file+": not fixed: "+msg)
		}
		runIn(t, fixed, nil, bin, "-fix", "./...").expect(t, 3, left...)
		before, err := os.ReadFile(filepath.Join(dir, "native", "native.go"))
		require.NoError(t, err)
		after, err := os.ReadFile(filepath.Join(fixed, "native", "native.go"))
		require.NoError(t, err)
		require.Equal(t, string(before), string(after), "-fix edited a file that imports \"C\"")
	})

	// Generic helpers, generic handlers, handler types with type
	// parameters and methods of generic types are analysed like any
	// other code, and their fixes build.
	t.Run("generics", func(t *testing.T) {
		dir := fixture(t, "generics")
		runIn(t, dir, nil, "go", "mod", "download").expect(t, 0)
		helper := "tools.go:40: tool size passes the text of an error from os.Stat to (*mcp.CallToolResult).SetError"
		runIn(t, dir, nil, bin, "./...").expect(t, 3,
			helper,
			"tools.go:55: the tool handler (a function literal in init) returns the text of an error from strconv.ParseInt to the model",
			"tools.go:71: tool handler Read returns text interpolating an error from os.ReadFile to the model",
			"tools.go:83: tool handler (*Cache[K]).Get returns the text of an error from os.ReadFile to the model",
		)

		// -fix applies the fix the code decides (ParseInt of the input:
		// the same call will fail identically) and the bounded fix of the
		// os errors, which say nothing about retrying; the generic
		// helper shows its argument whole, so the call's argument is
		// replaced by the module's sentence.
		fixed := copyDir(t, dir)
		r := runIn(t, fixed, nil, bin, "-fix", "./...")
		r.expect(t, 0)
		require.Contains(t, r.stderr, "toolerrlint: fixed 4 findings in 1 file; 0 left for a human")
		runIn(t, fixed, nil, "go", "build", "./...").expect(t, 0)
		runIn(t, fixed, nil, "go", "vet", "./...").expect(t, 0)
		runIn(t, fixed, nil, bin, "./...").expect(t, 0)
	})

	// An unknown -fix value is an error naming it, and nothing changes
	// on disk.
	t.Run("fixoptions", func(t *testing.T) {
		dir := copyDir(t, fixture(t, "generics"))
		before, err := os.ReadFile(filepath.Join(dir, "tools.go"))
		require.NoError(t, err)
		r := runIn(t, dir, nil, bin, "-fix=maybe", "./...")
		r.expect(t, 1)
		require.Contains(t, r.out, `-fix: unknown value "maybe"`)
		after, err := os.ReadFile(filepath.Join(dir, "tools.go"))
		require.NoError(t, err)
		require.Equal(t, string(before), string(after))

		// So is a trusted-function pattern that does not parse.
		r = runIn(t, dir, nil, bin, "-fix", "-toolerrcore.trusted=(*github.com/acme/api.Client.Do", "./...")
		r.expect(t, 1)
		require.Contains(t, r.out, `trusted: pattern "(*github.com/acme/api.Client.Do" does not parse`)
		after, err = os.ReadFile(filepath.Join(dir, "tools.go"))
		require.NoError(t, err)
		require.Equal(t, string(before), string(after))
	})

	// Findings in generated files are not reported, but the files are
	// analysed: the generated helper's summary reaches the hand-written
	// handler, standalone and across go vet's per-package runs.
	t.Run("generated", func(t *testing.T) {
		dir := fixture(t, "generated")
		finding := "tool/tool.go:10: tool handler Config returns the text of an error from os.ReadFile to the model"
		runIn(t, dir, nil, bin, "./...").expect(t, 3, finding)
		runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./...").expect(t, 1, finding)
	})

	// Files excluded by build constraints are not analysed; -tags (as
	// go build's), GOFLAGS=-tags=... and go vet -tags select them.
	// //go:build ignore files are never analysed.
	t.Run("buildtags", func(t *testing.T) {
		dir := fixture(t, "buildtags")
		plain := "plain.go:11: tool handler Plain returns the text of an error from os.Stat to the model"
		pro := "pro.go:10: tool handler Pro returns the text of an error from os.Stat to the model"

		runIn(t, dir, nil, bin, "./...").expect(t, 3, plain)
		runIn(t, dir, nil, bin, "-tags", "pro", "./...").expect(t, 3, plain, pro)
		runIn(t, dir, []string{"GOFLAGS=-tags=pro"}, bin, "./...").expect(t, 3, plain, pro)
		runIn(t, dir, nil, "go", "vet", "-tags", "pro", "-vettool="+bin, "./...").expect(t, 1, plain, pro)
	})

	// A handler of 20,000 statements (10,000 branches, an error returned
	// every 1,000 statements) is analysed in a small multiple of the
	// time it takes to load and type-check it.
	t.Run("huge", func(t *testing.T) {
		dir, want := hugeModule(t, 20000)
		noPasses := []string{"-rawerr=false", "-interp=false", "-traceback=false", "-retryable=false", "./..."}
		// The first run also compiles the package for go list -export:
		// a warm-up, not measured.
		runIn(t, dir, nil, bin, noPasses...).expect(t, 0)
		floor := runIn(t, dir, nil, bin, noPasses...)
		floor.expect(t, 0)
		r := runIn(t, dir, nil, bin, "./...")
		r.expect(t, 3, want...)
		t.Logf("20,000 statements: %v wall, %v CPU; loading and type-checking alone: %v wall, %v CPU",
			r.wall.Round(time.Millisecond), r.cpu.Round(time.Millisecond), floor.wall.Round(time.Millisecond), floor.cpu.Round(time.Millisecond))
		require.Less(t, r.wall, 2*time.Minute)
		require.Less(t, r.cpu, 5*floor.cpu, "analysing costs more than 5 times loading")
	})
}

// A run is a finished command.
type run struct {
	dir            string
	out            string // standard output and error, as interleaved
	stdout, stderr string
	code           int // exit code
	wall           time.Duration
	cpu            time.Duration // user and system time, the go command's children included
}

// interleaved collects standard output and error as they arrive. exec
// copies each from a pipe of its own in a goroutine of its own, so the
// two write at once: a plain buffer loses lines when they do.
type interleaved struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (w *interleaved) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}

func (w *interleaved) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// runIn runs a command in dir with env added to the environment.
func runIn(t *testing.T, dir string, env []string, name string, args ...string) run {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out interleaved
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.MultiWriter(&out, &stdout), io.MultiWriter(&out, &stderr)
	start := time.Now()
	err := cmd.Run()
	r := run{dir: dir, out: out.String(), stdout: stdout.String(), stderr: stderr.String(), wall: time.Since(start)}
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		require.NoError(t, err)
	}
	r.code = cmd.ProcessState.ExitCode()
	r.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return r
}

// expect checks the exit code and the findings: each printed
// "file:line:col: message" (columns dropped) must start with one of
// want, "file:line: message start", and each of want must be matched.
func (r run) expect(t *testing.T, code int, want ...string) {
	t.Helper()
	var got []string
	// Each stream alone: interleaved, a line of one can be cut by the
	// other where the copying goroutines take turns.
	for _, f := range findings(t, r.dir, r.stdout+"\n"+r.stderr) {
		file, rest, _ := strings.Cut(f, ":")
		line, rest, _ := strings.Cut(rest, ":")
		_, msg, _ := strings.Cut(rest, ": ")
		got = append(got, file+":"+line+": "+msg)
	}
	require.Equal(t, code, r.code, "exit code; output:\n%s", r.out)
	matched := make([]bool, len(got))
	var missing []string
	for _, w := range want {
		found := false
		for i, g := range got {
			if !matched[i] && strings.HasPrefix(g, w) {
				matched[i], found = true, true
				break
			}
		}
		if !found {
			missing = append(missing, w)
		}
	}
	var extra []string
	for i, g := range got {
		if !matched[i] {
			extra = append(extra, g)
		}
	}
	require.Empty(t, missing, "findings missing; output:\n%s", r.out)
	require.Empty(t, extra, "findings not expected; output:\n%s", r.out)
}

// skipWithoutCgo skips the test when the go command would build
// without cgo or finds no C compiler.
func skipWithoutCgo(t *testing.T) {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED", "CC").Output()
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) < 2 || lines[0] != "1" {
		t.Skip("cgo is disabled (go env CGO_ENABLED is not 1)")
	}
	cc := strings.Fields(lines[1])
	if len(cc) == 0 {
		t.Skip("go env CC is empty")
	}
	if _, err := exec.LookPath(cc[0]); err != nil {
		t.Skipf("no C compiler: %v", err)
	}
}

// copyDir copies dir to a temporary directory.
func copyDir(t *testing.T, dir string) string {
	t.Helper()
	to := t.TempDir()
	require.NoError(t, os.CopyFS(to, os.DirFS(dir)))
	return to
}

// hugeModule writes a module whose one handler has n statements: every
// 1,000th returns an error from os.Stat, every other one is a branch.
// It returns the module's directory and the findings expected.
func hugeModule(t *testing.T, n int) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/huge\n\ngo 1.26.0\n"), 0o644))
	var b strings.Builder
	b.WriteString("package huge\n\nimport (\n\t\"os\"\n\t\"strconv\"\n)\n\n//toolerrlint:handler\nfunc Huge(in int) (string, error) {\n\tx := in\n")
	line := 11
	var want []string
	for i := range n {
		switch {
		case i%1000 == 999:
			b.WriteString("\tif _, err := os.Stat(strconv.Itoa(x)); err != nil {\n\t\treturn \"\", err\n\t}\n")
			want = append(want, fmt.Sprintf("huge.go:%d: tool handler Huge returns the text of an error from os.Stat to the model", line+1))
			line += 3
		case i%2 == 1:
			fmt.Fprintf(&b, "\tif x%%7 == %d {\n\t\tx ^= %d\n\t}\n", i%7, i)
			line += 3
		default:
			b.WriteString("\tx = x*31 + " + strconv.Itoa(i) + "\n")
			line++
		}
	}
	b.WriteString("\treturn strconv.Itoa(x), nil\n}\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "huge.go"), []byte(b.String()), 0o644))
	return dir, want
}
