package main_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// retryFindings are the findings of retryable in testdata/adoption.
var retryFindings = []string{createFinding, removeFinding, renameFinding}

// TestChoosePasses checks that passes are chosen as go vet chooses its
// analyzers: -NAME alone (or -NAME=true) runs only the passes so named,
// -NAME=false leaves one out; the check of suppression comments is
// chosen as a pass is. .toolerrlint.yaml's enable does the same, and
// the command line's choice lies over the file's.
func TestChoosePasses(t *testing.T) {
	bin := buildTool(t)
	dir := adoptionModule(t)
	// A suppression comment naming no pass: the ignores pass reports it.
	file := filepath.Join(dir, "tools", "tools.go")
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	typo := "tools/tools.go:" + strconv.Itoa(strings.Count(string(src), "\n")+2) + `: //toolerrlint:ignore names no pass "rawer"`
	require.NoError(t, os.WriteFile(file, append(src, "\n//toolerrlint:ignore rawer a typo\nvar _ = 0\n"...), 0o644))

	runIn(t, dir, nil, bin, "./...").expect(t, 3, append(allFindings, typo)...)
	runIn(t, dir, nil, bin, "-rawerr", "./...").expect(t, 3, readFinding)
	runIn(t, dir, nil, bin, "-rawerr=true", "./...").expect(t, 3, readFinding)
	runIn(t, dir, nil, bin, "-rawerr", "-retryable", "./...").expect(t, 3, allFindings...)
	runIn(t, dir, nil, bin, "-retryable", "-rawerr=false", "./...").expect(t, 3, retryFindings...)
	runIn(t, dir, nil, bin, "-rawerr=false", "./...").expect(t, 3, append(retryFindings, typo)...)
	runIn(t, dir, nil, bin, "-ignores", "./...").expect(t, 3, typo)
	runIn(t, dir, nil, bin, "-rawerr", "-ignores", "./...").expect(t, 3, readFinding, typo)
	// go vet chooses the same.
	runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "-rawerr", "./...").expect(t, 1, readFinding)

	config := func(content string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, ".toolerrlint.yaml"), []byte(content), 0o644))
	}
	config("enable: [rawerr]\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, readFinding)
	runIn(t, dir, nil, bin, "-retryable", "./...").expect(t, 3, retryFindings...)
	config("enable: [rawerr, retryable]\n")
	runIn(t, dir, nil, bin, "-rawerr=false", "./...").expect(t, 3, retryFindings...)
	config("enable: [rawerr, retryable]\ndisable: [retryable]\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, readFinding)
}

// twoPackages returns testdata/adoption with a copy of its package in
// tools2, beside tools.
func twoPackages(t *testing.T) string {
	t.Helper()
	dir := adoptionModule(t)
	require.NoError(t, os.CopyFS(filepath.Join(dir, "tools2"), os.DirFS(filepath.Join(dir, "tools"))))
	return dir
}

// in2 returns the findings of testdata/adoption as tools2 reports them.
func in2(findings ...string) []string {
	var out []string
	for _, f := range findings {
		out = append(out, strings.Replace(f, "tools/", "tools2/", 1))
	}
	return out
}

// TestConfigScope checks that a .toolerrlint.yaml configures the
// packages in its directory and below, not those beside it, and that
// packages under two files are each configured by the nearest.
func TestConfigScope(t *testing.T) {
	bin := buildTool(t)
	dir := twoPackages(t)
	config := func(sub, content string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, sub, ".toolerrlint.yaml"), []byte(content), 0o644))
	}
	// Settings other than the choice of passes: trusted functions.
	runIn(t, dir, nil, bin, "-trusted=os.ReadFile", "./...").expect(t, 3, append(retryFindings, in2(retryFindings...)...)...)
	config("tools2", "trusted: [os.ReadFile]\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, append(allFindings, in2(retryFindings...)...)...)
	runIn(t, dir, nil, bin, "-toolerrcore.trusted=os.Stat", "./...").expect(t, 3, append(allFindings, in2(allFindings...)...)...)
	require.NoError(t, os.Remove(filepath.Join(dir, "tools2", ".toolerrlint.yaml")))

	config("tools", "disable: [retryable]\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, append([]string{readFinding}, in2(allFindings...)...)...)

	config("tools2", "enable: [retryable]\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, append([]string{readFinding}, in2(retryFindings...)...)...)
	// Flags override both.
	runIn(t, dir, nil, bin, "-rawerr", "./...").expect(t, 3, append([]string{readFinding}, in2(readFinding)...)...)

	// The nearest file governs alone: the module's is not merged in.
	config(".", "disable: [rawerr]\nexclude:\n  - path: tools2/**\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, append([]string{readFinding}, in2(retryFindings...)...)...)
	require.NoError(t, os.Remove(filepath.Join(dir, "tools", ".toolerrlint.yaml")))
	runIn(t, dir, nil, bin, "./...").expect(t, 3, append(retryFindings, in2(retryFindings...)...)...)
}

// TestConfigErrors checks that a bad configuration file is one line
// naming the file, the line and the key, exit 1, and that nothing is
// written: no baseline, no fix.
func TestConfigErrors(t *testing.T) {
	bin := buildTool(t)
	dir := twoPackages(t)
	config := filepath.Join(dir, "tools2", ".toolerrlint.yaml")
	want := "toolerrlint: " + config + `:3: enable: unknown pass "rawer" (known: rawerr, interp, traceback, unstable, retryable, iserror, protocolerr, overreach, unbounded, turnlimit, unanswered, ignores)`
	require.NoError(t, os.WriteFile(config, []byte("strict: true\nenable:\n  - rawer\n"), 0o644))
	before, err := os.ReadFile(filepath.Join(dir, "tools", "tools.go"))
	require.NoError(t, err)
	for _, args := range [][]string{{"./..."}, {"-write-baseline", "-baseline", "baseline.json", "./..."}, {"-fix", "./..."}} {
		r := runIn(t, dir, nil, bin, args...)
		require.Equal(t, 1, r.code, "%v: %s", args, r.out)
		require.Equal(t, want, strings.TrimSpace(r.out), "%v", args)
	}
	require.NoFileExists(t, filepath.Join(dir, "baseline.json"))
	after, err := os.ReadFile(filepath.Join(dir, "tools", "tools.go"))
	require.NoError(t, err)
	require.Equal(t, string(before), string(after), "-fix wrote nothing")
}

// The findings of testdata/siblings's mcpgo package, as expect matches
// them: both come from the module package internal/store, which gosdk
// imports too.
var siblingFindings = []string{
	`mcpgo/mcpgo.go:21: tool find_archived passes the error "the order is archived" to mcp.NewToolResultError with no retry decision`,
	`mcpgo/mcpgo.go:25: tool find_archived passes text interpolating an error from os.ReadFile`,
}

// TestConfigOfSiblings checks that a configuration file of one package
// changes nothing in a sibling package analysed in the same run, when
// both import a module package the run analyses once for each
// configuration: mcpgo's findings are the same alone, beside gosdk, and
// beside gosdk under a file of its own. (The second analysis of
// internal/store found the bodies of its functions dropped by the first,
// and mcpgo lost the findings its Facts carry.)
func TestConfigOfSiblings(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("testdata", "siblings"))
	require.NoError(t, err)
	runIn(t, src, nil, "go", "mod", "download").expect(t, 0)
	dir := copyDir(t, src)
	runIn(t, dir, nil, bin, "./mcpgo/").expect(t, 3, siblingFindings...)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "gosdk", ".toolerrlint.yaml"), []byte("disable: [retryable]\n"), 0o644))
	gosdk := `gosdk/gosdk.go:28: tool find_archived returns text interpolating an error from os.ReadFile`
	for _, args := range [][]string{{"./gosdk/", "./mcpgo/"}, {"./mcpgo/", "./gosdk/"}, {"./..."}} {
		runIn(t, dir, nil, bin, args...).expect(t, 3, append([]string{gosdk}, siblingFindings...)...)
	}
	runIn(t, dir, nil, bin, "./mcpgo/").expect(t, 3, siblingFindings...)
}

// TestConfigPairs checks, for every pair of packages that have
// configuration files of their own, that `toolerrlint ./a/ ./b/`
// reports for b exactly what `toolerrlint ./b/` reports: in
// testdata/siblings (gosdk and mcpgo import internal/store, which has
// a file too) and in the middleware fixtures (notes' handlers are
// judged where logging builds the server, through a Fact, and notes'
// own file names no middleware, so that notes reports them itself).
func TestConfigPairs(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("testdata", "siblings"))
	require.NoError(t, err)
	runIn(t, src, nil, "go", "mod", "download").expect(t, 0)
	siblings := copyDir(t, src)
	for pkg, cfg := range map[string]string{
		"gosdk":          "disable: [retryable]\n",
		"mcpgo":          "strict: true\n",
		"internal/store": "trusted: [os.ReadFile]\n",
	} {
		require.NoError(t, os.WriteFile(filepath.Join(siblings, pkg, ".toolerrlint.yaml"), []byte(cfg), 0o644))
	}
	pairsAgree(t, bin, siblings, nil, "./gosdk/", "./mcpgo/", "./internal/store/")

	fixtures, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	gopath := t.TempDir()
	for _, dir := range []string{"middleware/notes", "middleware/logging", "middleware/converting", "github.com/mark3labs/mcp-go"} {
		require.NoError(t, os.CopyFS(filepath.Join(gopath, "src", dir), os.DirFS(filepath.Join(fixtures, dir))))
	}
	for pkg, cfg := range map[string]string{
		"notes":      "errors-as-results: \"\"\n",
		"logging":    "disable: [traceback]\n",
		"converting": "strict: true\n",
	} {
		require.NoError(t, os.WriteFile(filepath.Join(gopath, "src", "middleware", pkg, ".toolerrlint.yaml"), []byte(cfg), 0o644))
	}
	pairsAgree(t, bin, filepath.Join(gopath, "src"), []string{"GO111MODULE=off", "GOPATH=" + gopath},
		"./middleware/notes/", "./middleware/logging/", "./middleware/converting/")
}

// pairsAgree runs the command on each package alone and beside each
// other, and checks that a package's findings do not change.
func pairsAgree(t *testing.T, bin, dir string, env []string, pkgs ...string) {
	t.Helper()
	of := func(pkg string, out string) []string {
		var got []string
		for _, f := range findings(t, dir, out) {
			if filepath.Dir(f[:strings.Index(f, ":")]) == filepath.Clean(pkg) {
				got = append(got, f)
			}
		}
		return got
	}
	nonEmpty := 0
	for _, b := range pkgs {
		alone := of(b, runIn(t, dir, env, bin, b).out)
		if len(alone) > 0 {
			nonEmpty++
		}
		for _, a := range pkgs {
			if a != b {
				require.Equal(t, alone, of(b, runIn(t, dir, env, bin, a, b).out), "%s beside %s", b, a)
			}
		}
	}
	require.GreaterOrEqual(t, nonEmpty, 2, "too few findings to compare")
}
