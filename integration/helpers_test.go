package integration

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// binDir holds the binaries the tests share, for the whole run.
var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "toolerrlint-integration-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// A binary is a command built once per test run, when a test first asks
// for it, and shared by every test: a build of golangci-lint takes
// minutes even with a warm module cache.
type binary struct {
	name string // of the file in binDir
	dir  string // of the main package, relative to the repository root
	once sync.Once
	path string
	err  error
}

var (
	toolerrlintBin = &binary{name: "toolerrlint", dir: "cmd/toolerrlint"}
	// golangciBin is golangci-lint v2.15.0 with the plugin (the
	// tools/gcl module, offline).
	golangciBin = &binary{name: "golangci-lint", dir: "tools/gcl"}
)

// get returns the binary's path, building it on the first call.
func (b *binary) get(t *testing.T) string {
	t.Helper()
	b.once.Do(func() {
		path := filepath.Join(binDir, b.name)
		cmd := exec.Command("go", "build", "-o", path, ".")
		cmd.Dir = filepath.Join(repoRoot(t), filepath.FromSlash(b.dir))
		if out, err := cmd.CombinedOutput(); err != nil {
			b.err = fmt.Errorf("go build %s: %v\n%s", b.dir, err, out)
			return
		}
		b.path = path
	})
	require.NoError(t, b.err)
	return b.path
}

// buildTool returns the toolerrlint command, built once per run.
func buildTool(t *testing.T) string { return toolerrlintBin.get(t) }

// need returns the path of a tool the test drives, skipping the test
// when it is missing, or failing it in CI.
func need(t *testing.T, tool string) string {
	t.Helper()
	path, err := exec.LookPath(tool)
	if err != nil {
		if os.Getenv("TOOLERRLINT_INTEGRATION") == "1" {
			t.Fatalf("%s is not installed; .ci/run installs it", tool)
		}
		t.Skipf("%s is not installed (set TOOLERRLINT_INTEGRATION=1 to make this a failure)", tool)
	}
	return path
}

// repoRoot returns the root of this repository.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	return root
}

// run runs a command in dir and returns its combined output and exit
// code; it fails the test if the command cannot start.
func run(t *testing.T, dir string, env []string, name string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if exit, ok := err.(*exec.ExitError); ok {
		return string(out), exit.ExitCode()
	}
	require.NoError(t, err, "%s %s: %s", name, strings.Join(args, " "), out)
	return string(out), 0
}

// mustRun is run that requires success.
func mustRun(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	out, code := run(t, dir, env, name, args...)
	require.Zero(t, code, "%s %s:\n%s", name, strings.Join(args, " "), out)
	return out
}

func write(t *testing.T, path, content string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
}
