package integration

import (
	"go/build"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// corpusModule is a module downloaded through the module proxy and
// analyzed as owned code (-toolerrcore.module=path).
type corpusModule struct {
	name    string // subtest name
	path    string // module path, the owned prefix
	version string
	// patterns are the packages analyzed; none means path+"/...".
	patterns []string
	// requires are further "module version" requirements the module
	// needs to build.
	requires []string
}

// corpusModules are golang.org/x/tools, the MCP frameworks, and every
// framework module the other tests download (testdata/realmod-*), at the
// versions those tests use. Every package of each loads on linux with and
// without cgo, so each is analyzed whole. Sorted by name, so that
// subtests run in a stable order.
var corpusModules = []corpusModule{
	{name: "adk", path: "google.golang.org/adk", version: "v1.7.0"},
	{name: "anthropic", path: "github.com/anthropics/anthropic-sdk-go/v2", version: "v2.15.0"},
	{
		name: "eino", path: "github.com/cloudwego/eino", version: "v0.7.36",
		// eino v0.7.36 asks for sonic v1.14.1, which does not build
		// under Go 1.26 (undefined: GoMapIterator); v1.15.5 does.
		requires: []string{"github.com/bytedance/sonic v1.15.5"},
	},
	{name: "genai", path: "google.golang.org/genai", version: "v1.77.0"},
	{name: "genkit", path: "github.com/firebase/genkit/go", version: "v1.4.0"},
	{name: "go-openai", path: "github.com/sashabaranov/go-openai", version: "v1.43.0"},
	{name: "go-sdk", path: "github.com/modelcontextprotocol/go-sdk", version: "v1.8.0"},
	{
		name: "langchaingo", path: "github.com/tmc/langchaingo", version: "v0.1.14",
		// The tool, agent and model packages, not the vector-store and
		// document-loader integrations: those pull in 1,500 dependency
		// packages (cloud SDKs, databases) whose compilation for export
		// data took 11 minutes on a cold machine, against 3.5 for these.
		patterns: []string{"github.com/tmc/langchaingo/tools/...", "github.com/tmc/langchaingo/agents/...",
			"github.com/tmc/langchaingo/chains/...", "github.com/tmc/langchaingo/llms/...",
			"github.com/tmc/langchaingo/callbacks/...", "github.com/tmc/langchaingo/schema/...",
			"github.com/tmc/langchaingo/memory/...", "github.com/tmc/langchaingo/prompts/..."},
	},
	{name: "mcp-go", path: "github.com/mark3labs/mcp-go", version: "v1.2.1"},
	{name: "openai", path: "github.com/openai/openai-go/v3", version: "v3.98.0"},
	{name: "xtools", path: "golang.org/x/tools", version: "v0.52.0", patterns: []string{"golang.org/x/tools/go/..."}},
}

// TestCorpus runs every pass over large real code analyzed as if the
// module owned it — the standard library, golang.org/x/tools and the
// agent frameworks — and requires zero crashes and zero analyzer errors.
// The standard library's net and encoding trees are analyzed with their
// tests too.
// A crash inside a pass shows as an "internal error" finding (the core
// recovers per function), which fails the test. The corpora share
// nothing but the module and build caches, so they run in parallel: one
// corpus's downloads and single-package phases leave the CPU to another.
func TestCorpus(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("analyzes large corpora")
	}
	bin := buildTool(t)

	t.Run("std", func(t *testing.T) {
		t.Parallel()
		src := filepath.Join(build.Default.GOROOT, "src")
		// The first element of every package's path: a directory whose
		// packages all need a GOEXPERIMENT (arena) is no owned prefix,
		// as the command checks.
		var top []string
		for _, p := range strings.Fields(mustRun(t, src, nil, "go", "list", "std")) {
			first, _, _ := strings.Cut(p, "/")
			if first != "vendor" && !slices.Contains(top, first) {
				top = append(top, first)
			}
		}
		corpusRun(t, src, bin, nil, "-toolerrcore.module="+strings.Join(top, ","), "std")
	})
	// Test files hold the odd types that the library itself avoids
	// (encoding/json's tests declare type RecursiveSlice []RecursiveSlice,
	// which once overflowed the stack), and golangci-lint analyzes tests
	// by default.
	t.Run("std-tests", func(t *testing.T) {
		t.Parallel()
		src := filepath.Join(build.Default.GOROOT, "src")
		// More threads than cores shake the order in which packages
		// build their SSA: a builder that panicked once left the others
		// waiting forever in about one run in ten at GOMAXPROCS=8, and
		// never at 2.
		corpusRun(t, src, bin, []string{"GOMAXPROCS=8"}, "-test", "-toolerrcore.module=net,encoding", "net/...", "encoding/...")
	})
	for _, m := range corpusModules {
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			patterns := m.patterns
			if len(patterns) == 0 {
				patterns = []string{m.path + "/..."}
			}
			dir := t.TempDir()
			gomod := "module wrapper\n\ngo 1.26.0\n\nrequire " + m.path + " " + m.version + "\n"
			for _, r := range m.requires {
				gomod += "\nrequire " + r + "\n"
			}
			write(t, filepath.Join(dir, "go.mod"), gomod)
			// go.sum entries for every package of the corpus and its
			// imports.
			get := []string{"get"}
			for _, p := range patterns {
				get = append(get, p+"@"+m.version)
			}
			mustRun(t, dir, nil, "go", get...)
			corpusRun(t, dir, bin, nil, append([]string{"-toolerrcore.module=" + m.path}, patterns...)...)
		})
	}
}

func corpusRun(t *testing.T, dir, bin string, env []string, args ...string) {
	t.Helper()
	out, code := run(t, dir, env, bin, args...)
	require.NotContains(t, out, "internal error")
	require.NotContains(t, out, "panic:")
	require.Contains(t, []int{0, 3}, code, "exit code %d (1 means analyzer or load errors):\n%s", code, tail(out))
}

func tail(s string) string {
	if len(s) > 4000 {
		return "..." + s[len(s)-4000:]
	}
	return s
}
