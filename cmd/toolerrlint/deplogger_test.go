package main_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLoggerOfTheModule runs -fix in module mode on a package that
// imports no logger while a package of the module it depends on logs
// with slog: the fix logs with slog too, where the module's logs land,
// not with the standard log package. (The rule needs the module the
// driver names, which GOPATH fixtures have none of.)
func TestLoggerOfTheModule(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src", "github.com", "mark3labs", "mcp-go"))
	require.NoError(t, err)
	root := t.TempDir()
	stub := filepath.Join(root, "mcpgo")
	require.NoError(t, os.CopyFS(stub, os.DirFS(src)))
	write := func(name, text string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(root, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(root, name), []byte(text), 0o644))
	}
	write("mcpgo/go.mod", "module github.com/mark3labs/mcp-go\n\ngo 1.26.0\n")
	write("app/go.mod", "module example.com/app\n\ngo 1.26.0\n\nrequire github.com/mark3labs/mcp-go v0.0.0\n\nreplace github.com/mark3labs/mcp-go => ../mcpgo\n")
	write("app/obs/obs.go", `// Package obs is where the module's logs go.
package obs

import "log/slog"

// Started logs the server's start.
func Started(addr string) { slog.Info("started", "addr", addr) }
`)
	write("app/tools/tools.go", `// Package tools serves a tool and logs nothing itself.
package tools

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/app/obs"
)

func Register(s *server.MCPServer) {
	obs.Started("stdio")
	s.AddTool(mcp.NewTool("read_note"), readNote)
}

func readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("notes.txt")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}
`)
	app := filepath.Join(root, "app")
	env := []string{"GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off"}
	r := runIn(t, app, env, bin, "-fix", "./...")
	require.Contains(t, r.stderr, "toolerrlint: fixed 1 finding in 1 file", r.out)
	got, err := os.ReadFile(filepath.Join(app, "tools", "tools.go"))
	require.NoError(t, err)
	require.Contains(t, string(got), `slog.Error("tool call failed", "tool", "read_note", "error", err)`)
	require.Contains(t, string(got), `"log/slog"`)
	require.NotContains(t, string(got), `"log"`+"\n")
}
