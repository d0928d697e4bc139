package suite_test

import (
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
)

// Seeds: tool handlers in the shapes real servers use.
var fuzzSeeds = []string{
	`package p

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) { s.AddTool(mcp.NewTool("read"), read) }

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("x")
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("read failed: %v", err)), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}
`,
	`package p

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ N int }

type E struct {
	Msg       string
	Retryable bool
}

func (e *E) Error() string { return e.Msg }

func Register(s *mcp.Server) { mcp.AddTool(s, &mcp.Tool{Name: "t"}, h) }

func h(ctx context.Context, req *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v %s", r, debug.Stack())
		}
	}()
	for i := 0; i < in.N; i++ {
		if i > 3 {
			return nil, nil, &E{Msg: "too many"}
		}
	}
	return nil, nil, errors.Join(errors.New("a"), ctx.Err())
}
`,
	`package p

//toolerrlint:handler
func Tool(path string) (string, error) {
	var parts []string
	for _, c := range path {
		parts = append(parts, string(c))
	}
	if len(parts) == 0 {
		return "", nil
	}
	return parts[0], nil
}
`,
}

var fuzzImporter = sync.OnceValue(func() types.ImporterFrom {
	// The source importer finds the framework stubs through GOPATH; a
	// file-system callback keeps go/build from asking the go command,
	// which would look in this module instead.
	build.Default.GOPATH = testutil.Testdata()
	build.Default.JoinPath = filepath.Join
	return importer.ForCompiler(token.NewFileSet(), "source", nil).(types.ImporterFrom)
})

// TestFuzzSeeds checks that the seeds type-check in the fuzz harness and
// yield findings, so the fuzz target exercises the analyzers.
func TestFuzzSeeds(t *testing.T) {
	for i, src := range fuzzSeeds {
		fset := token.NewFileSet()
		file, pkg, info, err := check(fset, src)
		if err != nil {
			t.Fatalf("seed %d does not type-check: %v", i, err)
		}
		if i < 2 && len(analyze(t, fset, file, pkg, info, src)) == 0 {
			t.Errorf("seed %d yields no finding", i)
		}
	}
}

// check parses and type-checks a single-file package.
func check(fset *token.FileSet, src string) (*ast.File, *types.Package, *types.Info, error) {
	file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, nil, nil, err
	}
	info := &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
	conf := types.Config{Importer: fuzzImporter()}
	pkg, err := conf.Check("fuzz/p", fset, []*ast.File{file}, info)
	return file, pkg, info, err
}

// FuzzAnalyze runs every pass on arbitrary single-file packages: the
// analyzers must never panic (a recovered panic shows as an internal
// error, which fails too) and their fixes must be well formed. Like the
// drivers, it runs the analyzers only on packages that type-check.
func FuzzAnalyze(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		fset := token.NewFileSet()
		file, pkg, info, err := check(fset, src)
		if err != nil {
			return
		}
		for _, d := range analyze(t, fset, file, pkg, info, src) {
			if strings.Contains(d.Message, "internal error") {
				t.Fatalf("%s: %s", fset.Position(d.Pos), d.Message)
			}
			for _, fix := range d.SuggestedFixes {
				for _, e := range fix.TextEdits {
					if e.Pos > e.End || e.Pos < file.FileStart || e.End > file.FileEnd {
						t.Fatalf("fix %q has an edit outside the file", fix.Message)
					}
				}
			}
		}
	})
}

// analyze runs the suite's analyzers, with their core, on one package.
func analyze(t *testing.T, fset *token.FileSet, file *ast.File, pkg *types.Package, info *types.Info, src string) []analysis.Diagnostic {
	passes := suite.Analyzers(config.Default())
	results := map[*analysis.Analyzer]any{}
	var diags []analysis.Diagnostic
	runOne := func(a *analysis.Analyzer) {
		pass := &analysis.Pass{
			Analyzer:          a,
			Fset:              fset,
			Files:             []*ast.File{file},
			Pkg:               pkg,
			TypesInfo:         info,
			TypesSizes:        types.SizesFor("gc", "amd64"),
			Module:            &analysis.Module{Path: "fuzz"},
			ResultOf:          results,
			Report:            func(d analysis.Diagnostic) { diags = append(diags, d) },
			ReadFile:          func(string) ([]byte, error) { return []byte(src), nil },
			ImportObjectFact:  func(types.Object, analysis.Fact) bool { return false },
			ExportObjectFact:  func(types.Object, analysis.Fact) {},
			ImportPackageFact: func(*types.Package, analysis.Fact) bool { return false },
			ExportPackageFact: func(analysis.Fact) {},
		}
		res, err := a.Run(pass)
		if err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		results[a] = res
	}
	runOne(passes[0].Requires[0])
	for _, a := range passes {
		runOne(a)
	}
	return diags
}
