package main_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/suite"
)

// TestMain turns the progress lines off for every command the tests run:
// on a loaded machine a phase can outlast the few seconds after which a
// line says so, and the tests compare standard error and parse -json
// read together with it (TestProgress* in internal/driver test them).
func TestMain(m *testing.M) {
	os.Setenv("TOOLERRLINT_PROGRESS", "off")
	dir, err := os.MkdirTemp("", "toolerrlint-cmd-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	tool.path = filepath.Join(dir, "toolerrlint")
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// tool is the command the tests run, built once per test run: each
// build links the binary again, seconds on a loaded machine, and 26
// tests ask for it.
var tool struct {
	once sync.Once
	path string
	err  error
}

// buildTool returns the command, building it on the first call.
func buildTool(t *testing.T) string {
	t.Helper()
	tool.once.Do(func() {
		if out, err := exec.Command("go", "build", "-o", tool.path, ".").CombinedOutput(); err != nil {
			tool.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	require.NoError(t, tool.err)
	return tool.path
}

func exampleDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "examples", "orders"))
	require.NoError(t, err)
	download := exec.Command("go", "mod", "download")
	download.Dir = dir
	out, err := download.CombinedOutput()
	require.NoError(t, err, "%s", out)
	return dir
}

var (
	finding = regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (.*)$`)
	// passSuffix is the pass name the standalone command ends each
	// finding with, and go vet does not print.
	passSuffix = regexp.MustCompile(` \[[a-z]+\]$`)
)

// findings returns the findings in text output, as "file:line:col: message"
// relative to dir, sorted, without related-information lines and without
// the pass name the standalone command prints after the message.
func findings(t *testing.T, dir, output string) []string {
	var out []string
	for _, line := range strings.Split(output, "\n") {
		m := finding.FindStringSubmatch(line)
		if m == nil || strings.HasPrefix(m[4], "\t") {
			continue
		}
		m[4] = passSuffix.ReplaceAllString(m[4], "")
		file := m[1]
		if rel, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(rel, "..") {
			file = rel
		}
		file = strings.TrimPrefix(file, "./")
		out = append(out, file+":"+m[2]+":"+m[3]+": "+m[4])
	}
	sort.Strings(out)
	return out
}

// TestExampleStandaloneAndVet runs the linter on the bundled example the
// way the README does, standalone and under go vet, and checks both
// report the same findings: one or more per pass.
func TestExampleStandaloneAndVet(t *testing.T) {
	bin := buildTool(t)
	dir := exampleDir(t)

	standalone := exec.Command(bin, "./...")
	standalone.Dir = dir
	var out bytes.Buffer
	standalone.Stdout, standalone.Stderr = &out, &out
	err := standalone.Run()
	exit, ok := err.(*exec.ExitError)
	require.True(t, ok && exit.ExitCode() == 3, "want exit code 3 (findings), got %v\n%s", err, out.String())
	got := findings(t, dir, out.String())
	// Each finding names its pass, under go vet too (which names no
	// analyzer itself): a suppression comment needs the name.
	named := func(output string) {
		for _, line := range strings.Split(output, "\n") {
			if m := finding.FindStringSubmatch(line); m != nil && !strings.HasPrefix(m[4], "\t") {
				require.Regexp(t, ` \[(`+strings.Join(suite.Names(), "|")+`)\]$`, line, "a finding without its pass")
			}
		}
	}
	named(out.String())
	// A finding's line is read at a glance, by a person or an agent.
	for _, line := range strings.Split(out.String(), "\n") {
		if m := finding.FindStringSubmatch(line); m != nil && !strings.HasPrefix(m[4], "\t") {
			require.Less(t, len(line), 240, "a finding line of the example is too long: %s", line)
		}
	}

	vet := exec.Command("go", "vet", "-vettool="+bin, "./...")
	vet.Dir = dir
	vetOut, err := vet.CombinedOutput()
	require.Error(t, err, "go vet must fail on findings")
	named(string(vetOut))
	require.Equal(t, got, findings(t, dir, string(vetOut)), "go vet and the standalone command must agree")

	for _, pass := range []string{"it leaks internals", "interpolating", "stack trace", "upstream body", "no retry decision", "in a result not marked as an error", "JSON-RPC protocol error"} {
		require.True(t, containsSubstring(got, pass), "the example shows no %q finding:\n%s", pass, strings.Join(got, "\n"))
	}
}

// TestFixturesStandaloneAndVet runs the linter over every fixture
// package standalone, where the packages share one SSA program pruned
// for all of them together before the analysis, and under go vet, where
// each package is pruned alone with the Facts of those it imports: both
// must report the same findings. The exceptions are the fixtures whose
// handlers another package shows (crossPackageFixtures): the command
// points their findings at the handlers' return statements and go vet
// at the adapter, by design (TestEntries checks each for the entries
// fixture; analysistest checks the loop fixture's vet positions).
func TestFixturesStandaloneAndVet(t *testing.T) {
	bin := buildTool(t)
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	env := append(os.Environ(), "GO111MODULE=off", "GOPATH="+filepath.Dir(dir))
	run := func(name string, args ...string) []string {
		cmd := exec.Command(name, append(args, fixturePatterns...)...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		require.Error(t, err, "the fixtures have findings:\n%s", out)
		return slices.DeleteFunc(findings(t, dir, string(out)), func(f string) bool {
			return slices.ContainsFunc(crossPackageFixtures, func(p string) bool { return strings.HasPrefix(f, p) })
		})
	}
	standalone := run(bin)
	require.NotEmpty(t, standalone)
	require.Equal(t, standalone, run("go", "vet", "-vettool="+bin))
}

// fixturePatterns are the fixture packages of every pass, in GOPATH
// mode under testdata/src.
var fixturePatterns = []string{"rawerr/...", "interp/...", "traceback/...", "retryable/...", "iserror/...", "protocolerr/...", "overreach/...", "unstable/...", "unbounded/...", "turnlimit/...", "unanswered/...", "frameworks/..."}

// TestJSONIsDeterministic checks that runs print identical -json, on the
// example and on every fixture: an order taken from a map (a package's
// members, a set of implementations) changes which source a message
// names from one run to the next.
func TestJSONIsDeterministic(t *testing.T) {
	bin := buildTool(t)
	fixtures, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	gopath := append(os.Environ(), "GO111MODULE=off", "GOPATH="+filepath.Dir(fixtures))
	run := func(dir string, env []string, patterns ...string) []byte {
		cmd := exec.Command(bin, append([]string{"-json"}, patterns...)...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.Output() // -json exits 0 with findings, as go vet -json does
		require.NoError(t, err)
		require.True(t, json.Valid(out), "%s", out)
		require.Contains(t, string(out), `"posn"`)
		return out
	}
	example := run(exampleDir(t), nil, "./...")
	require.Equal(t, string(example), string(run(exampleDir(t), nil, "./...")))
	first := run(fixtures, gopath, fixturePatterns...)
	for range 2 {
		require.Equal(t, string(first), string(run(fixtures, gopath, fixturePatterns...)))
	}
}

func containsSubstring(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// TestTrace checks that -trace writes an execution trace whose regions
// are the run's phases, the core's by package.
func TestTrace(t *testing.T) {
	bin := buildTool(t)
	dir := exampleDir(t)
	file := filepath.Join(t.TempDir(), "trace.out")
	cmd := exec.Command(bin, "-trace", file, "./...")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "%s", out) // the example has findings
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	// Region names hold spaces: no function name in the trace's stacks does.
	for _, region := range []string{"load packages", "share SSA", "core sinks github.com/toolerrlint/toolerrlint/examples/orders/", "rawerr github.com/toolerrlint/toolerrlint/examples/orders/", "write output"} {
		require.True(t, bytes.Contains(data, []byte(region)), "no region %q in the trace", region)
	}
}
