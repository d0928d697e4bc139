package integration

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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

// TestGolangciPlugin builds golangci-lint v2.15.0 with the plugin (the
// tools/gcl module, offline), runs it on the bundled example, and checks
// it reports what the standalone command reports, and that
// //nolint:toolerrlint suppresses a finding. A cold build takes several
// CPU-minutes; set TOOLERRLINT_GCL to a prebuilt binary to skip it.
func TestGolangciPlugin(t *testing.T) {
	if testing.Short() {
		t.Skip("builds golangci-lint")
	}
	gcl := os.Getenv("TOOLERRLINT_GCL")
	if gcl == "" {
		gcl = filepath.Join(t.TempDir(), "gcl")
		mustRun(t, filepath.Join(repoRoot(t), "tools", "gcl"), nil, "go", "build", "-o", gcl, ".")
	}
	example := copyTree(t, filepath.Join(repoRoot(t), "examples", "orders"))
	mustRun(t, example, nil, "go", "mod", "download")
	cfg := filepath.Join(example, ".golangci.yml")
	write(t, cfg, golangciConfig)

	lint := func() []string {
		out, _ := run(t, example, []string{"GOLANGCI_LINT_CACHE=" + t.TempDir()}, gcl, "run", "--config", cfg, "--output.text.path", "stdout", "--show-stats=false", "./...")
		return golangciFindings(out)
	}
	got := lint()
	bin := buildTool(t)
	standaloneOut, _ := run(t, example, nil, bin, "./...")
	require.Equal(t, standaloneFindings(example, standaloneOut), got, "golangci-lint and the command must agree")
	require.NotEmpty(t, got)

	// //nolint:toolerrlint on the line of the first finding silences it.
	file, line := splitFinding(got[0])
	path := filepath.Join(example, file)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := strings.Split(string(src), "\n")
	lines[line-1] += " //nolint:toolerrlint // the example's own test"
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644))
	after := lint()
	require.Len(t, after, len(got)-countAt(got, file, line))
	require.Zero(t, countAt(after, file, line))
}

var (
	gclLine  = regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (?:(` + strings.Join(suite.Disableable(), "|") + `): )?(.*) \(toolerrlint\)$`)
	selfLine = regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (.*?)(?: \[[a-z]+\])?$`)
)

// golangciFindings returns "file:line:col: message" per finding.
func golangciFindings(out string) []string {
	var res []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "(related information)") {
			continue // golangci-lint prints related information as issues of their own
		}
		if m := gclLine.FindStringSubmatch(l); m != nil {
			res = append(res, m[1]+":"+m[2]+":"+m[3]+": "+m[5])
		}
	}
	sort.Strings(res)
	return res
}

// standaloneFindings returns "file:line:col: message" per finding of the
// command's text output, with its related positions appended as the
// plugin puts them into the message: " (MESSAGE at FILE.go:LINE)".
func standaloneFindings(dir, out string) []string {
	var res []string
	for _, l := range strings.Split(out, "\n") {
		m := selfLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		if rel, ok := strings.CutPrefix(m[4], "\t"); ok && len(res) > 0 {
			// The plugin puts related positions into the message.
			res[len(res)-1] += " (" + rel + " at " + filepath.Base(m[1]) + ":" + m[2] + ")"
			continue
		}
		file, err := filepath.Rel(dir, m[1])
		if err != nil {
			file = m[1]
		}
		res = append(res, file+":"+m[2]+":"+m[3]+": "+m[4])
	}
	sort.Strings(res)
	return res
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
