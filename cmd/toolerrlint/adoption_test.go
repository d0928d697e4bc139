package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/suite"
)

// adoptionModule copies testdata/adoption, a small go-sdk server whose
// tools report through one helper, to a temporary directory.
func adoptionModule(t *testing.T) string {
	t.Helper()
	src, err := filepath.Abs(filepath.Join("testdata", "adoption"))
	require.NoError(t, err)
	runIn(t, src, nil, "go", "mod", "download").expect(t, 0)
	return copyDir(t, src)
}

// The findings of testdata/adoption, as expect matches them.
var (
	createFinding = `tools/tools.go:27: tool create passes the error "the name is missing"`
	removeFinding = `tools/tools.go:34: tool remove passes the error "the name is missing"`
	renameFinding = `tools/tools.go:41: tool rename passes the error "the new name is missing"`
	readFinding   = `tools/tools.go:49: tool read returns the text of an error from os.ReadFile`
	allFindings   = []string{createFinding, removeFinding, renameFinding, readFinding}
)

func TestHelp(t *testing.T) {
	bin := buildTool(t)
	dir := t.TempDir()
	r := runIn(t, dir, nil, bin, "help")
	require.Equal(t, 0, r.code, r.out)
	for _, name := range suite.Disableable() {
		require.Regexp(t, `(?m)^  `+name+` +report `, r.out, "help lists every pass with its summary")
	}
	r = runIn(t, dir, nil, bin, "help", "rawerr")
	require.Equal(t, 0, r.code, r.out)
	for _, part := range []string{"rawerr: report", "Bad:", "Good:", "//toolerrlint:ignore rawerr", "Flags:", "-rawerr.strict", "-rawerr\n    \trun only the passes so named", "-rawerr=false"} {
		require.Contains(t, r.out, part)
	}
	r = runIn(t, dir, nil, bin, "help", "rawer")
	require.Equal(t, 2, r.code, r.out)
	require.Contains(t, r.out, `no pass "rawer"`)

	r = runIn(t, dir, nil, bin, "-V=full")
	require.Equal(t, 0, r.code, r.out)
	require.Regexp(t, `^toolerrlint version \S`, r.out)
}

// TestExitCodes checks each exit code, and that -h documents them.
func TestExitCodes(t *testing.T) {
	bin := buildTool(t)
	dir := adoptionModule(t)

	h := runIn(t, dir, nil, bin, "-h")
	require.Equal(t, 0, h.code)
	require.Contains(t, h.out, "Exit codes: 0 no findings, 3 findings, 1 errors (load, type-check,\nconfiguration), 2 usage.")

	runIn(t, dir, nil, bin, "./...").expect(t, 3, allFindings...)
	// Machine-readable output is the result: 0 with findings.
	require.Equal(t, 0, runIn(t, dir, nil, bin, "-json", "./...").code)
	require.Equal(t, 0, runIn(t, dir, nil, bin, "-sarif", "./...").code)
	runIn(t, dir, nil, bin, "-retryable=false", "-rawerr=false", "./...").expect(t, 0)
	for _, args := range [][]string{{}, {"-nosuchflag", "./..."}, {"-write-baseline", "./..."}, {"-json", "-sarif", "./..."}, {"-fix", "-json", "./..."}} {
		require.Equal(t, 2, runIn(t, dir, nil, bin, args...).code, "%v", args)
	}
	// An owned prefix that matches nothing is a typo: an error, not a
	// silent change of what counts as owned.
	r := runIn(t, dir, nil, bin, "-toolerrcore.module=example.com/adoptoin", "./...")
	r.expect(t, 1)
	require.Contains(t, r.out, `owned prefix "example.com/adoptoin"`)
	require.Equal(t, 1, runIn(t, dir, nil, bin, "./nosuchdir/...").code)
}

// TestErrorsOnce checks that a syntax error is printed once, with no
// lines about skipped analyses, for its package and the one importing it.
func TestErrorsOnce(t *testing.T) {
	bin := buildTool(t)
	dir := t.TempDir()
	write := func(name, content string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644))
	}
	write("go.mod", "module example.com/syntax\n\ngo 1.26.0\n")
	write("a/a.go", "package a\n\nfunc (\n")
	write("b/b.go", "package b\n\nimport _ \"example.com/syntax/a\"\n")
	r := runIn(t, dir, nil, bin, "-test", "./...")
	require.Equal(t, 1, r.code, r.out)
	require.Equal(t, "a/a.go:3:8: expected '(', found 'EOF'", strings.TrimSpace(r.out))
}

// TestTestVariantsOnce checks that -test reports a finding once, not
// again for the package's test variant, in text and in JSON.
func TestTestVariantsOnce(t *testing.T) {
	bin := buildTool(t)
	dir := adoptionModule(t)
	runIn(t, dir, nil, bin, "-test", "./...").expect(t, 3, allFindings...)
	count := func(args ...string) int {
		r := runIn(t, dir, nil, bin, append(args, "./...")...)
		require.Equal(t, 0, r.code, r.out)
		return strings.Count(r.out, `"message": "tool `)
	}
	require.Equal(t, len(allFindings), count("-json"))
	require.Equal(t, len(allFindings), count("-json", "-test"))
}

// TestBaseline records the findings, then moves every line and adds a
// finding: only the new one is reported.
func TestBaseline(t *testing.T) {
	bin := buildTool(t)
	dir := adoptionModule(t)
	r := runIn(t, dir, nil, bin, "-write-baseline", "-baseline", "toolerrlint-baseline.json", "./...")
	r.expect(t, 0)
	require.Contains(t, r.out, "recorded 4 findings in toolerrlint-baseline.json")
	recorded, err := os.ReadFile(filepath.Join(dir, "toolerrlint-baseline.json"))
	require.NoError(t, err)
	require.Contains(t, string(recorded), `"function": "create"`)
	require.NotContains(t, string(recorded), "tools.go:", "no positions in a baseline")

	runIn(t, dir, nil, bin, "-baseline", "toolerrlint-baseline.json", "./...").expect(t, 0)

	file := filepath.Join(dir, "tools", "tools.go")
	src, err := os.ReadFile(file)
	require.NoError(t, err)
	edited := strings.Replace(string(src), "type In struct {", "// Lines above every finding.\n\n\ntype In struct {", 1)
	edited = strings.Replace(edited, `	return nil, in.Name, nil`, `	if len(in.Name) > 64 {
		return fail("the name is too long")
	}
	return nil, in.Name, nil`, 1)
	require.NoError(t, os.WriteFile(file, []byte(edited), 0o644))
	r = runIn(t, dir, nil, bin, "-baseline", "toolerrlint-baseline.json", "./...")
	r.expect(t, 3, `tools/tools.go:33: tool create passes the error "the name is too long"`)

	// A -json run with the baseline holds the same one finding.
	r = runIn(t, dir, nil, bin, "-json", "-baseline", "toolerrlint-baseline.json", "./...")
	require.Equal(t, 1, strings.Count(r.out, `"message": "tool `), r.out)

	r = runIn(t, dir, nil, bin, "-baseline", "missing.json", "./...")
	require.Equal(t, 1, r.code, r.out)
}

// TestSummary checks the plan: -summary alone, and as JSON.
func TestSummary(t *testing.T) {
	bin := buildTool(t)
	dir := adoptionModule(t)
	r := runIn(t, dir, nil, bin, "-summary", "./...")
	r.expect(t, 3) // no finding lines
	require.Contains(t, r.out, "toolerrlint: 4 findings: retryable 3, rawerr 1\n")
	require.Contains(t, r.out, "  tools.fail: 3 findings (retryable 3); every call hands its text to the model: give it a parameter for the retry decision, then its callers\n")
	require.Contains(t, r.out, "  example.com/adoption/tools: 4\n")

	r = runIn(t, dir, nil, bin, "-summary", "-json", "./...")
	require.Equal(t, 0, r.code, r.out)
	var s struct {
		Findings int
		Passes   []struct{ Name string }
		Causes   []struct {
			Func, Kind string
			Count      int
		}
	}
	require.NoError(t, json.Unmarshal([]byte(r.out), &s), r.out)
	require.Equal(t, 4, s.Findings)
	require.Equal(t, "retryable", s.Passes[0].Name)
	require.Len(t, s.Causes, 1)
	require.Equal(t, "tools.fail", s.Causes[0].Func)
	require.Equal(t, "template", s.Causes[0].Kind)
	require.Equal(t, 3, s.Causes[0].Count)
}

// TestConfigFile checks .toolerrlint.yaml: found above the package,
// applied, overridden by flags, and its errors named.
func TestConfigFile(t *testing.T) {
	bin := buildTool(t)
	dir := adoptionModule(t)
	config := func(content string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, ".toolerrlint.yaml"), []byte(content), 0o644))
	}
	config("disable: [retryable]\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, readFinding)
	// The file is found from the package's directory upwards.
	runIn(t, filepath.Join(dir, "tools"), nil, bin, ".").expect(t, 3, strings.TrimPrefix(readFinding, "tools/"))
	// Flags override it: -retryable chooses retryable alone.
	runIn(t, dir, nil, bin, "-retryable=true", "./...").expect(t, 3, createFinding, removeFinding, renameFinding)

	config("exclude:\n  - path: tools/**\n    passes: [rawerr]\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, createFinding, removeFinding, renameFinding)

	config("retry-phrases: [missing]\n")
	runIn(t, dir, nil, bin, "./...").expect(t, 3, readFinding)
	runIn(t, dir, nil, bin, "-retryable.phrases=transient", "./...").expect(t, 3, allFindings...)

	config("module: [example.com/adoptoin]\n")
	r := runIn(t, dir, nil, bin, "./...")
	r.expect(t, 1)
	require.Contains(t, r.out, `owned prefix "example.com/adoptoin" (module in `+filepath.Join(dir, ".toolerrlint.yaml")+")")

	config("strict: true\ndisabled: [retryable]\n")
	r = runIn(t, dir, nil, bin, "./...")
	r.expect(t, 1)
	require.Contains(t, r.out, filepath.Join(dir, ".toolerrlint.yaml")+":2: disabled: unknown key")
}
