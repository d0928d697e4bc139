package integration

import (
	"go/build"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCorpus runs every pass over large real code analyzed as if the
// module owned it — the standard library, golang.org/x/tools and the MCP
// frameworks — and requires zero crashes and zero analyzer errors. A
// crash inside a pass shows as an "internal error" finding (the core
// recovers per function), which fails the test.
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("analyzes large corpora")
	}
	bin := buildTool(t)

	t.Run("std", func(t *testing.T) {
		src := filepath.Join(build.Default.GOROOT, "src")
		entries, err := os.ReadDir(src)
		require.NoError(t, err)
		var top []string
		for _, e := range entries {
			if e.IsDir() && e.Name() != "cmd" && e.Name() != "testdata" {
				top = append(top, e.Name())
			}
		}
		corpusRun(t, src, bin, "-toolerrcore.module="+strings.Join(top, ","), "std")
	})
	modules := map[string][]string{
		"xtools": {"golang.org/x/tools v0.52.0", "golang.org/x/tools/go/analysis", "golang.org/x/tools", "golang.org/x/tools/go/..."},
		"go-sdk": {"github.com/modelcontextprotocol/go-sdk v1.8.0", "github.com/modelcontextprotocol/go-sdk/mcp", "github.com/modelcontextprotocol/go-sdk", "github.com/modelcontextprotocol/go-sdk/..."},
		"mcp-go": {"github.com/mark3labs/mcp-go v1.2.1", "github.com/mark3labs/mcp-go/server", "github.com/mark3labs/mcp-go", "github.com/mark3labs/mcp-go/..."},
	}
	for name, m := range modules {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, filepath.Join(dir, "go.mod"), "module wrapper\n\ngo 1.26.0\n\nrequire "+m[0]+"\n")
			write(t, filepath.Join(dir, "wrapper.go"), "package wrapper\n\nimport _ \""+m[1]+"\"\n")
			mustRun(t, dir, nil, "go", "mod", "tidy")
			// go.sum entries for every package of the corpus, not only
			// those the wrapper imports.
			mustRun(t, dir, nil, "go", "get", m[3]+"@"+strings.Fields(m[0])[1])
			corpusRun(t, dir, bin, "-toolerrcore.module="+m[2], m[3])
		})
	}
}

func corpusRun(t *testing.T, dir, bin string, args ...string) {
	t.Helper()
	out, code := run(t, dir, nil, bin, args...)
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
