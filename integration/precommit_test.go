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

// The placeholders of README.md's pre-commit configurations, which a
// reader replaces with their own clone and commit.
const (
	readmeClone  = "/home/you/src/toolerrlint"
	readmeRev    = "0123456789abcdef0123456789abcdef01234567"
	readmeBinary = "/home/you/go/bin/toolerrlint"
)

// readmePreCommit returns the YAML blocks of README.md's pre-commit
// section: the configurations the tests run as written.
func readmePreCommit(t *testing.T) []string {
	t.Helper()
	blocks := readmeYAML(t, "pre-commit")
	require.Len(t, blocks, 2, "a local hook and a hook built from a clone")
	return blocks
}

// readmeYAML returns the YAML blocks of README.md's section "### title".
func readmeYAML(t *testing.T, title string) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(b), "\n### "+title+"\n")
	require.True(t, ok, "README.md has a %s section", title)
	section, _, _ = strings.Cut(section, "\n#")
	var blocks []string
	for _, part := range strings.Split(section, "```yaml\n")[1:] {
		block, _, ok := strings.Cut(part, "```")
		require.True(t, ok)
		blocks = append(blocks, block)
	}
	return blocks
}

// preCommitEnv returns the environment of a test's pre-commit runs: a
// store of its own, a git identity, and the module cache of this run
// (pre-commit's GOPATH would otherwise make go install download every
// dependency again).
func preCommitEnv(t *testing.T, path ...string) []string {
	t.Helper()
	modcache := strings.TrimSpace(mustRun(t, ".", nil, "go", "env", "GOMODCACHE"))
	return []string{"PRE_COMMIT_HOME=" + filepath.Join(t.TempDir(), "cache"), "GOMODCACHE=" + modcache,
		"PATH=" + strings.Join(append(path, os.Getenv("PATH")), string(os.PathListSeparator)),
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com"}
}

// TestPreCommit installs README.md's hook built from a clone (of this
// repository's HEAD) into a scratch repository with real pre-commit, and
// checks that a commit with a finding is refused and a clean one goes
// through, for both the standalone and the go vet hook.
func TestPreCommit(t *testing.T) {
	t.Parallel()
	preCommit := need(t, "pre-commit")
	config := readmePreCommit(t)[1]
	require.Contains(t, config, "repo: "+readmeClone)
	require.Contains(t, config, "rev: "+readmeRev)
	env := preCommitEnv(t)

	tmp := t.TempDir()
	clone := filepath.Join(tmp, "toolerrlint")
	mustRun(t, tmp, env, "git", "clone", "-q", repoRoot(t), clone)
	rev := strings.TrimSpace(mustRun(t, clone, env, "git", "rev-parse", "HEAD"))
	config = strings.NewReplacer(readmeClone, clone, readmeRev, rev).Replace(config)

	// The two hooks share pre-commit's store, so they run one after the
	// other and the clone is built once.
	for _, id := range []string{"toolerrlint", "toolerrlint-vet"} {
		t.Run(id, func(t *testing.T) {
			config := strings.Replace(config, "- id: toolerrlint ", "- id: "+id+" ", 1)
			require.Contains(t, config, "- id: "+id+" ")
			checkCommits(t, preCommit, filepath.Join(tmp, "scratch-"+id), env, config)
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
	require.Equal(t, 1, code, "a commit with a finding must be refused:\n%s", out)
	require.Contains(t, out, "returns the text of an error from os.ReadFile")
	require.Contains(t, out, "Failed")
	if !strings.Contains(hooksConfig, "toolerrlint-vet") { // go vet exits 1
		require.Contains(t, out, "- exit code: 3", "README.md shows the command's exit code")
	}

	write(t, filepath.Join(scratch, "tools", "tools.go"), clean)
	mustRun(t, scratch, env, "git", "add", ".")
	mustRun(t, scratch, env, "git", "commit", "-qm", "clean")
}

// TestPreCommitLocal checks README.md's local hook with real pre-commit:
// the command on PATH, and at an absolute path as entry, refuses a
// commit with a finding.
func TestPreCommitLocal(t *testing.T) {
	t.Parallel()
	preCommit := need(t, "pre-commit")
	config := readmePreCommit(t)[0]
	require.Contains(t, config, "entry: toolerrlint\n")
	bin := buildTool(t)
	t.Run("path", func(t *testing.T) {
		t.Parallel()
		checkCommits(t, preCommit, filepath.Join(t.TempDir(), "scratch"), preCommitEnv(t, filepath.Dir(bin)), config)
	})
	t.Run("absolute", func(t *testing.T) {
		t.Parallel()
		// README.md's example of an absolute path, replaced by this
		// run's binary, which is not on PATH.
		readme, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
		require.NoError(t, err)
		require.Contains(t, string(readme), "`entry: "+readmeBinary+"`")
		config := strings.Replace(config, "entry: toolerrlint\n", "entry: "+bin+"\n", 1)
		checkCommits(t, preCommit, filepath.Join(t.TempDir(), "scratch"), preCommitEnv(t), config)
	})
}
