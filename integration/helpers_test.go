package integration

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

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
	// No progress lines in the output the tests read, however loaded
	// the machine (see internal/driver's progress).
	os.Setenv("TOOLERRLINT_PROGRESS", "off")
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
		cmd := command(t, filepath.Join(repoRoot(t), filepath.FromSlash(b.dir)), nil, "go", "build", "-o", path, ".")
		defer cmd.cancel()
		if out, err := cmd.CombinedOutput(); err != nil {
			b.err = fmt.Errorf("go build %s: %v\n%s%s", b.dir, err, cmd.overdue(), out)
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
			t.Fatalf("%s is not on the PATH, and TOOLERRLINT_INTEGRATION=1 makes that a failure: install it (README.md, \"Try it\", says how; .ci/run installs it)", tool)
		}
		t.Skipf("%s is not on the PATH: README.md, \"Try it\", says how to install it (TOOLERRLINT_INTEGRATION=1 makes this a failure)", tool)
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

// deadlineMargin is how long before the test binary's deadline every
// command is killed. A command that hangs then fails its own test, named
// with its output so far, where the binary's timeout would print only
// goroutines and leave unsaid which command was waited for.
const deadlineMargin = 2 * time.Minute

// A boundedCmd is a command killed deadlineMargin before the test
// binary's deadline.
type boundedCmd struct {
	*exec.Cmd
	ctx    context.Context
	cancel context.CancelFunc // call when the command is done
}

// command returns the command to run in dir.
func command(t *testing.T, dir string, env []string, name string, args ...string) boundedCmd {
	t.Helper()
	ctx, cancel := context.Background(), context.CancelFunc(func() {})
	if deadline, ok := t.Deadline(); ok {
		ctx, cancel = context.WithDeadline(ctx, deadline.Add(-deadlineMargin))
	}
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	// A child the killed command left holding its output open must not
	// keep the test waiting.
	cmd.WaitDelay = 10 * time.Second
	return boundedCmd{cmd, ctx, cancel}
}

// overdue says that the command was killed for the deadline, when it was.
func (c boundedCmd) overdue() string {
	if c.ctx.Err() == nil {
		return ""
	}
	return fmt.Sprintf("killed %v before the test deadline: %s did not finish\n", deadlineMargin, strings.Join(c.Args, " "))
}

// run runs a command in dir and returns its combined output and exit
// code; it fails the test if the command cannot start or is killed for
// the deadline.
func run(t *testing.T, dir string, env []string, name string, args ...string) (string, int) {
	t.Helper()
	cmd := command(t, dir, env, name, args...)
	defer cmd.cancel()
	out, err := cmd.CombinedOutput()
	if msg := cmd.overdue(); msg != "" {
		t.Fatalf("%s%s", msg, tail(string(out)))
	}
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
