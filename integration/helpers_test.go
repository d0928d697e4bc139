package integration

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

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
