package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// A corpus is packages to analyze: a directory, the patterns, and the
// import-path prefixes analyzed as owned code (none: the module's own).
type corpusDef struct {
	dir      string
	patterns []string
	owned    string
	env      []string // extra environment (a server's GOFLAGS)
	handlers int      // tool handlers of a generated module, for per-handler figures
}

func (c corpusDef) args(analyzer string) []string {
	var args []string
	if c.owned != "" {
		args = append(args, "-"+moduleFlag(analyzer)+"="+c.owned)
	}
	return append(args, c.patterns...)
}

// vetArgs passes the owned prefixes through go vet, which forwards the
// tool's own flags.
func (c corpusDef) vetArgs(analyzer string) []string { return c.args(analyzer) }

func moduleFlag(analyzer string) string {
	if analyzer == "noop" {
		return "noop.module"
	}
	return "toolerrcore.module"
}

func corpus(name, root, work string) corpusDef {
	switch name {
	case "xtools":
		return corpusDef{dir: wrapper(work, name, "golang.org/x/tools v0.52.0", []string{"golang.org/x/tools/go/...@v0.52.0"}, "golang.org/x/tools/go/analysis"),
			patterns: []string{"golang.org/x/tools/go/..."}, owned: "golang.org/x/tools"}
	case "mcp":
		return corpusDef{dir: wrapper(work, name, "github.com/modelcontextprotocol/go-sdk v1.8.0\n\tgithub.com/mark3labs/mcp-go v1.2.1",
			[]string{"github.com/modelcontextprotocol/go-sdk/...@v1.8.0", "github.com/mark3labs/mcp-go/...@v1.2.1"},
			"github.com/modelcontextprotocol/go-sdk/mcp", "github.com/mark3labs/mcp-go/server"),
			patterns: []string{"github.com/modelcontextprotocol/go-sdk/...", "github.com/mark3labs/mcp-go/..."},
			owned:    "github.com/modelcontextprotocol/go-sdk,github.com/mark3labs/mcp-go"}
	case "example":
		dir := filepath.Join(root, "examples", "orders")
		run(dir, "go", "mod", "download")
		return corpusDef{dir: dir, patterns: []string{"./..."}}
	}
	if dir, ok := strings.CutPrefix(name, "server:"); ok {
		return server(root, dir)
	}
	if n, ok := strings.CutPrefix(name, "gen"); ok {
		handlers, err := strconv.Atoi(n)
		check(err)
		return corpusDef{dir: generate(work, handlers), patterns: []string{"./..."}, handlers: handlers}
	}
	fail("unknown corpus %q", name)
	return corpusDef{}
}

// serverRoot holds the checkouts of public servers, one directory per
// row of tools/corpus/projects.tsv (tools/corpus/README.md says how to
// fetch them at their fixed commits). They are never in the repository.
var serverRoot = flag.String("servers", "/work/corpus", "directory of the public servers' checkouts (server:<dir> corpora)")

// server is a public server's checkout, analyzed with the package pattern
// and GOFLAGS its row of projects.tsv gives.
func server(root, dir string) corpusDef {
	rows, err := os.ReadFile(filepath.Join(root, "tools", "corpus", "projects.tsv"))
	check(err)
	for _, line := range strings.Split(string(rows), "\n") {
		f := strings.Split(line, "\t")
		if len(f) < 5 || f[2] != dir {
			continue
		}
		c := corpusDef{dir: filepath.Join(*serverRoot, dir), patterns: strings.Fields(f[3])}
		if goflags := strings.TrimSpace(f[4]); goflags != "" {
			c.env = []string{"GOFLAGS=" + goflags}
		}
		if _, err := os.Stat(filepath.Join(c.dir, "go.mod")); err != nil {
			fail("server %s: no checkout at %s (see tools/corpus/README.md): %v", dir, c.dir, err)
		}
		return c
	}
	fail("server %s: no row in tools/corpus/projects.tsv", dir)
	return corpusDef{}
}

// wrapper makes a module that requires the corpus modules, so their
// packages can be named by pattern; get lists the patterns whose go.sum
// entries it needs.
func wrapper(work, name, requires string, get []string, imports ...string) string {
	dir := filepath.Join(work, name)
	check(os.MkdirAll(dir, 0o755))
	var b strings.Builder
	b.WriteString("package wrapper\n\nimport (\n")
	for _, imp := range imports {
		fmt.Fprintf(&b, "\t_ %q\n", imp)
	}
	b.WriteString(")\n")
	check(os.WriteFile(filepath.Join(dir, "wrapper.go"), []byte(b.String()), 0o644))
	check(os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module wrapper\n\ngo 1.26.0\n\nrequire (\n\t"+requires+"\n)\n"), 0o644))
	run(dir, "go", "mod", "tidy")
	// -t: go vet checks test files too.
	run(dir, "go", append([]string{"get", "-t"}, get...)...)
	return dir
}

// generate writes a module with n mcp-go tool handlers in packages of
// 100, each calling a helper of a store package that passes a database
// error up, half of them leaking it.
func generate(work string, n int) string {
	dir := filepath.Join(work, fmt.Sprintf("gen%d", n))
	write := func(rel, content string) {
		p := filepath.Join(dir, rel)
		check(os.MkdirAll(filepath.Dir(p), 0o755))
		check(os.WriteFile(p, []byte(content), 0o644))
	}
	write("go.mod", "module gen\n\ngo 1.26.0\n\nrequire github.com/mark3labs/mcp-go v1.2.1\n")
	write("store/store.go", genStore)
	for p := 0; p*100 < n; p++ {
		var b strings.Builder
		fmt.Fprintf(&b, genToolsHeader, p)
		b.WriteString("func Register(s *server.MCPServer, st *store.Store) {\n")
		for i := p * 100; i < min(n, (p+1)*100); i++ {
			fmt.Fprintf(&b, "\ts.AddTool(mcp.NewTool(\"tool_%d\"), handler%d(st))\n", i, i)
		}
		b.WriteString("}\n")
		for i := p * 100; i < min(n, (p+1)*100); i++ {
			// Half the handlers leak the store's error, half log it.
			handler := genLeakingHandler
			if i%2 == 1 {
				handler = genLoggingHandler
			}
			fmt.Fprintf(&b, handler, i, i)
		}
		write(fmt.Sprintf("tools%d/tools.go", p), b.String())
	}
	run(dir, "go", "mod", "tidy")
	return dir
}

// The generated module's pieces: a store whose errors are foreign, and
// handlers (%d: the handler's number, twice) that register with mcp-go.
const (
	genStore = `package store

import (
	"context"
	"database/sql"
	"fmt"
)

type Store struct{ DB *sql.DB }

func (s *Store) Get(ctx context.Context, id string) (string, error) {
	var v string
	err := s.DB.QueryRowContext(ctx, "SELECT v FROM t WHERE id = $1", id).Scan(&v)
	if err != nil {
		return "", fmt.Errorf("get %s: %w", id, err)
	}
	return v, nil
}
`
	genToolsHeader = `package tools%d

import (
	"context"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"gen/store"
)

`
	genLeakingHandler = `
func handler%d(st *store.Store) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := req.RequireString("id")
		if err != nil {
			return mcp.NewToolResultError("id is required. Not transient; send an id."), nil
		}
		v, err := st.Get(ctx, id)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("tool_%d failed: %%v", err)), nil
		}
		return mcp.NewToolResultText(v), nil
	}
}
`
	genLoggingHandler = `
func handler%d(st *store.Store) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := st.Get(ctx, req.GetString("id", ""))
		if err != nil {
			log.Printf("tool_%d: %%v", err)
			return mcp.NewToolResultError("the store is unavailable. Transient; retry once."), nil
		}
		return mcp.NewToolResultText(v), nil
	}
}
`
)

func run(dir, name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		fail("%s %s in %s: %v\n%s", name, strings.Join(args, " "), dir, err, out)
	}
}
