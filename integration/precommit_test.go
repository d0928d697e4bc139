package integration

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const leaky = `package tools

import "os"

// ReadNotes is a tool of an agent loop.
//
//toolerrlint:handler
func ReadNotes() (string, error) {
	b, err := os.ReadFile("notes.txt")
	if err != nil {
		return "", err
	}
	return string(b), nil
}
`

const clean = `package tools

import (
	"errors"
	"log"
	"os"
)

// ReadNotes is a tool of an agent loop.
//
//toolerrlint:handler
func ReadNotes() (string, error) {
	b, err := os.ReadFile("notes.txt")
	if err != nil {
		log.Printf("read_notes: %v", err)
		return "", errors.New("the notes could not be read. Not transient; ask the user to create notes.txt.")
	}
	return string(b), nil
}
`

// TestPreCommit installs the hooks of this repository (a clone of its
// HEAD) into a scratch repository with real pre-commit, and checks that a
// commit with a finding is refused and a clean one goes through, for
// both the standalone and the go vet hook.
func TestPreCommit(t *testing.T) {
	preCommit := need(t, "pre-commit")
	tmp := t.TempDir()
	env := []string{"PRE_COMMIT_HOME=" + filepath.Join(tmp, "cache"), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com"}

	hooks := filepath.Join(tmp, "hooks")
	mustRun(t, tmp, env, "git", "clone", "-q", repoRoot(t), hooks)
	rev := strings.TrimSpace(mustRun(t, hooks, env, "git", "rev-parse", "HEAD"))

	for _, id := range []string{"toolerrlint", "toolerrlint-vet"} {
		t.Run(id, func(t *testing.T) {
			hooksConfig := "repos:\n- repo: " + hooks + "\n  rev: " + rev + "\n  hooks:\n  - id: " + id + "\n"
			checkCommits(t, preCommit, filepath.Join(tmp, "scratch-"+id), env, hooksConfig)
		})
	}
}

// checkCommits makes a scratch repository in dir with the pre-commit
// configuration hooksConfig and checks that a commit with a finding is
// refused and a clean one goes through.
func checkCommits(t *testing.T, preCommit, scratch string, env []string, hooksConfig string) {
	t.Helper()
	mustRun(t, filepath.Dir(scratch), env, "git", "init", "-q", scratch)
	write(t, filepath.Join(scratch, "go.mod"), "module example.com/scratch\n\ngo 1.26.0\n")
	write(t, filepath.Join(scratch, ".pre-commit-config.yaml"), hooksConfig)
	write(t, filepath.Join(scratch, "tools", "tools.go"), leaky)
	mustRun(t, scratch, env, preCommit, "install")
	mustRun(t, scratch, env, "git", "add", ".")

	out, code := run(t, scratch, env, "git", "commit", "-qm", "leaky")
	require.NotZero(t, code, "a commit with a finding must be refused:\n%s", out)
	require.Contains(t, out, "returns the text of an error from os.ReadFile")

	write(t, filepath.Join(scratch, "tools", "tools.go"), clean)
	mustRun(t, scratch, env, "git", "add", ".")
	mustRun(t, scratch, env, "git", "commit", "-qm", "clean")
}

// localHooks is README.md's pre-commit configuration for a command
// installed from a clone: no network.
const localHooks = `repos:
  - repo: local
    hooks:
      - id: toolerrlint
        name: toolerrlint
        language: system
        entry: toolerrlint
        args: [./...]
        types: [go]
        pass_filenames: false
        require_serial: true
`

// TestPreCommitLocal checks README.md's local hook with real pre-commit:
// the command on PATH refuses a commit with a finding.
func TestPreCommitLocal(t *testing.T) {
	preCommit := need(t, "pre-commit")
	tmp := t.TempDir()
	bin := buildTool(t)
	env := []string{"PRE_COMMIT_HOME=" + filepath.Join(tmp, "cache"), "PATH=" + filepath.Dir(bin) + string(os.PathListSeparator) + os.Getenv("PATH"),
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com"}
	checkCommits(t, preCommit, filepath.Join(tmp, "scratch"), env, localHooks)
}
