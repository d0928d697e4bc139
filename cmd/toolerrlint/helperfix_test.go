package main_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestHelperFixAcrossPackages runs -fix on a fixture whose handlers hand
// their failures to a helper of another package (interp/formed's
// apierr.NewAPIErrorResponse): the one fix edits the helper, in its own
// package, for every call, to stop showing the error it is given, and
// appends to the words each call passes the decision that call's
// evidence supports. The helper's syntax and types are known only where
// packages are analysed in one process (analysistest's sanity check
// re-encodes Facts, so it cannot show this). A second -fix changes
// nothing.
func TestHelperFixAcrossPackages(t *testing.T) {
	bin, work, env := fixtureGopath(t, "interp/formed")

	// The module's own error through the same helper (close_ticket)
	// has no finding until the helper stops showing it; then its words
	// lack a decision, and the next round appends it to the call's.
	r := runIn(t, work, env, bin, "-fix", "interp/formed/...")
	require.Equal(t, 0, r.code, r.out)
	require.Contains(t, r.stderr, "toolerrlint: fixed 2 findings in 2 files; 0 left for a human")
	requireGoldens(t, work, "helperfix", map[string]string{"interp/formed/apierr/apierr.go": "apierr.go.golden", "interp/formed/formed.go": "formed.go.golden"})

	again := runIn(t, work, env, bin, "-fix", "interp/formed/...")
	require.Contains(t, again.stderr, "toolerrlint: fixed 0 findings in 0 files;", again.out)
}

// TestWrapFixAcrossPackages runs -fix on a fixture whose handlers show
// the errors of a client package's methods (interp/wrapped's desk),
// which return errors of their own words on some paths and wrap the
// HTTP client's on others. The fix edits each wrap in the client: the
// HTTP error is logged there (once: Assignee logs it already) and the
// client's words stay; the next round ends the text each tool shows
// with its decision. A caller outside the tools that only logs the
// error (cli's Warm) allows it. Queues and Stats are also called by the
// command line, which prints their errors: Queues' finding is left for
// a human, who is told where that caller is; Stats', whose own words
// say nothing a sentence at the tool loses, gets that fix instead.
// Health's wrap of a failure to reach the desk, which the evidence
// decides, keeps that decision in its words; the text the tool shows is
// then decided on that path and not on the other ("unhealthy"), and is
// left for a human rather than told to retry on both. A second -fix
// changes nothing.
func TestWrapFixAcrossPackages(t *testing.T) {
	bin, work, env := fixtureGopath(t, "interp/wrapped")

	r := runIn(t, work, env, bin, "-fix", "interp/wrapped/...")
	require.Equal(t, 3, r.code, r.out)
	require.Contains(t, r.out, "wrapped.go:43:34: not fixed: tool list_queues")
	require.Contains(t, r.out, "(it changes the words of a helper that interp/wrapped/cli/cli.go:16:20 also calls outside any tool: fix it by hand)")
	require.Contains(t, r.out, "wrapped.go:58:34: not fixed: tool desk_health passes the error \"Health check failed: the desk reports itself unhealthy\" to mcp.NewToolResultError with no retry decision")
	require.Contains(t, r.stderr, "toolerrlint: fixed 6 findings in 2 files; 2 left for a human")
	requireGoldens(t, work, "wrapfix", map[string]string{"interp/wrapped/desk/desk.go": "desk.go.golden", "interp/wrapped/wrapped.go": "wrapped.go.golden"})

	again := runIn(t, work, env, bin, "-fix", "interp/wrapped/...")
	require.Contains(t, again.stderr, "toolerrlint: fixed 0 findings in 0 files; 2 left for a human", again.out)
}

// TestFixRounds runs -fix where two findings' fixes overlap in one
// helper (testdata/rounds): -fix applies one, analyses the fixed files
// and applies the other, so that one -fix leaves nothing for a second.
func TestFixRounds(t *testing.T) {
	bin, work, env := mcpGoGopath(t, "rounds")
	r := runIn(t, work, env, bin, "-fix", "rounds")
	require.Equal(t, 0, r.code, r.out)
	require.NotContains(t, r.out, "overlaps another fix")
	require.Contains(t, r.stderr, "toolerrlint: fixed 2 findings in 1 file; 0 left for a human")
	fixed, err := os.ReadFile(filepath.Join(work, "rounds", "rounds.go"))
	require.NoError(t, err)
	require.NotContains(t, string(fixed), "%s\", err)", "the parser's error still shown")
	// "invalid arguments": the module's words decide, once.
	require.Equal(t, 1, strings.Count(string(fixed), "Not transient"), "one decision, said once:\n%s", fixed)

	again := runIn(t, work, env, bin, "-fix", "rounds")
	require.Equal(t, 0, again.code, again.out)
	require.Contains(t, again.stderr, "toolerrlint: fixed 0 findings in 0 files; 0 left for a human")
}

// mcpGoGopath returns the tool and a GOPATH holding mcp-go's stub and
// the package pkg of testdata: its src directory, and the environment
// that selects it.
// fixtureGopath copies the fixture pkg of testdata/src, with mcp-go's
// stub, into a GOPATH of the test's own, which -fix may write.
func fixtureGopath(t *testing.T, pkg string) (bin, work string, env []string) {
	return gopathOf(t, filepath.Join("..", "..", "testdata", "src"), pkg)
}

// mcpGoGopath is fixtureGopath for a fixture of this command's
// testdata.
func mcpGoGopath(t *testing.T, pkg string) (bin, work string, env []string) {
	return gopathOf(t, "testdata", pkg)
}

// gopathOf copies root/pkg and mcp-go's stub into a GOPATH of the
// test's own.
func gopathOf(t *testing.T, root, pkg string) (bin, work string, env []string) {
	bin = buildTool(t)
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	gopath := t.TempDir()
	require.NoError(t, os.CopyFS(filepath.Join(gopath, "src", "github.com/mark3labs/mcp-go"), os.DirFS(filepath.Join(src, "github.com/mark3labs/mcp-go"))))
	require.NoError(t, os.CopyFS(filepath.Join(gopath, "src", pkg), os.DirFS(filepath.Join(root, pkg))))
	return bin, filepath.Join(gopath, "src"), []string{"GO111MODULE=off", "GOPATH=" + gopath}
}

// requireGoldens checks each file of work against its golden in
// testdata/dir.
func requireGoldens(t *testing.T, work, dir string, goldens map[string]string) {
	for file, golden := range goldens {
		got, err := os.ReadFile(filepath.Join(work, file))
		require.NoError(t, err)
		want, err := os.ReadFile(filepath.Join("testdata", dir, golden))
		require.NoError(t, err)
		require.Equal(t, string(want), string(got), file)
	}
}

// TestOneLogLinePerCall runs -fix where two passes report one call
// (testdata/onelog: a foreign error and a pointer printed with %+v):
// both findings are fixed by one edit, which logs both operands in one
// line; a second -fix finds nothing.
func TestOneLogLinePerCall(t *testing.T) {
	bin, work, env := mcpGoGopath(t, "onelog")
	r := runIn(t, work, env, bin, "-fix", "onelog")
	require.Equal(t, 0, r.code, r.out)
	require.Contains(t, r.stderr, "toolerrlint: fixed 2 findings in 1 file; 0 left for a human")
	fixed, err := os.ReadFile(filepath.Join(work, "onelog", "onelog.go"))
	require.NoError(t, err)
	require.Equal(t, 1, strings.Count(string(fixed), "log.Printf("), "one log line:\n%s", fixed)
	require.Contains(t, string(fixed), `log.Printf("read_notes: %+v %v", c, err)`)

	again := runIn(t, work, env, bin, "-fix", "onelog")
	require.Equal(t, 0, again.code, again.out)
	require.Contains(t, again.stderr, "toolerrlint: fixed 0 findings in 0 files; 0 left for a human")
}

// TestEntryFixAcrossPackages runs -fix where an adapter of one package
// shows the errors that handlers of another package put in the module's
// own result (testdata/src/interp/entries: api.NewToolCallResult("",
// err) in pods, shown by adapter): the fix edits the handlers' returns,
// in pods, where the text is written. The fixed packages build, and a
// second -fix finds nothing.
func TestEntryFixAcrossPackages(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	gopath := t.TempDir()
	for _, dir := range []string{"interp/entries", "github.com/mark3labs/mcp-go"} {
		require.NoError(t, os.CopyFS(filepath.Join(gopath, "src", dir), os.DirFS(filepath.Join(src, dir))))
	}
	work := filepath.Join(gopath, "src")
	env := []string{"GO111MODULE=off", "GOPATH=" + gopath}

	r := runIn(t, work, env, bin, "-rawerr", "-interp", "-fix", "interp/entries/...")
	require.Equal(t, 0, r.code, r.out)
	require.Contains(t, r.stderr, "toolerrlint: fixed 2 findings in 1 file; 0 left for a human")
	got, err := os.ReadFile(filepath.Join(work, "interp/entries/pods/pods.go"))
	require.NoError(t, err)
	want, err := os.ReadFile(filepath.Join("testdata", "entryfix", "pods.go.golden"))
	require.NoError(t, err)
	require.Equal(t, string(want), string(got))
	runIn(t, work, env, "go", "vet", "interp/entries/...").expect(t, 0)

	again := runIn(t, work, env, bin, "-rawerr", "-interp", "-fix", "interp/entries/...")
	require.Contains(t, again.stderr, "toolerrlint: fixed 0 findings in 0 files;", again.out)
}

// chainedFixture's adapter shows its tools' errors and hands each to a
// function that tests its class (errors.Is, through another function):
// the fixes write the module's sentences and keep each foreign error in
// the chain (%.0w) with a comment saying why, a helper's own words
// written in that package get their decision at the return (with the
// types of the package holding it), the module vets, a second
// run reports nothing, and the entries fixture, whose adapter tests no
// class, keeps plain errors.New (TestEntryFixAcrossPackages).
const chainedFixture = "interp/chained/"

func TestChainKeptAcrossPackages(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	gopath := t.TempDir()
	for _, dir := range []string{chainedFixture, "interp/entries/api", "github.com/mark3labs/mcp-go"} {
		require.NoError(t, os.CopyFS(filepath.Join(gopath, "src", dir), os.DirFS(filepath.Join(src, dir))))
	}
	work := filepath.Join(gopath, "src")
	env := []string{"GO111MODULE=off", "GOPATH=" + gopath}

	r := runIn(t, work, env, bin, "-rawerr", "-interp", "-retryable", "-fix", chainedFixture+"...")
	require.Equal(t, 0, r.code, r.out)
	require.Contains(t, r.stderr, "toolerrlint: fixed 3 findings in 1 file; 0 left for a human")
	got, err := os.ReadFile(filepath.Join(work, chainedFixture, "files", "files.go"))
	require.NoError(t, err)
	want, err := os.ReadFile(filepath.Join("testdata", "chained", "files.go.golden"))
	require.NoError(t, err)
	require.Equal(t, string(want), string(got))
	runIn(t, work, env, "go", "vet", chainedFixture+"...").expect(t, 0)
	runIn(t, work, env, bin, chainedFixture+"...").expect(t, 0)
}
