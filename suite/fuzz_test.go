package suite_test

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// Seeds: tool handlers in the shapes real servers use. More seeds, some
// of them not type-correct, are in testdata/fuzz/FuzzAnalyze.
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

// fuzzImports are the packages a fuzzed package may import: every
// framework stub of testdata/src and the standard library packages tool
// handlers and the core care about. Importing anything else is a type
// error.
var fuzzImports = []string{
	"github.com/anthropics/anthropic-sdk-go/v2",
	"github.com/anthropics/anthropic-sdk-go/v2/packages/param",
	"github.com/anthropics/anthropic-sdk-go/v2/toolrunner",
	"github.com/cloudwego/eino/components/tool",
	"github.com/cloudwego/eino/components/tool/utils",
	"github.com/cloudwego/eino/schema",
	"github.com/firebase/genkit/go/ai",
	"github.com/firebase/genkit/go/genkit",
	"github.com/mark3labs/mcp-go/mcp",
	"github.com/mark3labs/mcp-go/server",
	"github.com/modelcontextprotocol/go-sdk/jsonrpc",
	"github.com/modelcontextprotocol/go-sdk/mcp",
	"github.com/openai/openai-go/v3",
	"github.com/openai/openai-go/v3/packages/param",
	"github.com/openai/openai-go/v3/responses",
	"github.com/pkg/errors",
	"github.com/sashabaranov/go-openai",
	"github.com/tmc/langchaingo/llms",
	"github.com/tmc/langchaingo/tools",
	"google.golang.org/adk/agent",
	"google.golang.org/adk/agent/llmagent",
	"google.golang.org/adk/tool",
	"google.golang.org/adk/tool/functiontool",
	"google.golang.org/genai",

	"bufio", "bytes", "context", "database/sql", "encoding/json",
	"errors", "fmt", "image", "io", "log", "log/slog", "net",
	"net/http", "net/http/httputil", "net/url", "os", "os/exec",
	"path/filepath", "reflect", "runtime", "runtime/debug", "sort",
	"strconv", "strings", "sync", "text/template", "time",
}

// fuzzEnv holds the packages every fuzzed package is checked against,
// loaded from compiler export data once per process, before fuzzing
// starts, and never during an input.
//
// The fuzzing engine kills a worker whose call of the fuzz function
// takes 10 s (internal/fuzz.RunFuzzWorker panics with "deadlocked!"; the
// coordinator, which discards the worker's output, then reports "fuzzing
// process hung or terminated unexpectedly: exit status 2"). Importing the
// framework stubs with go/importer's source importer during the first
// input type-checked net/http and its dependencies from source, with
// coverage instrumentation: with two workers on two loaded cores that
// took more than 10 s.
type fuzzEnv struct {
	files []*token.File // the imported packages' files, for positions
	pkgs  map[string]*types.Package
}

var loadFuzzEnv = sync.OnceValues(func() (*fuzzEnv, error) {
	gopath := testutil.Testdata()
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedImports,
		Dir:  filepath.Join(gopath, "src"),
		// GOPATH mode finds the stubs, as in analysistest.
		Env:  append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOWORK=off", "GOFLAGS=", "GOPROXY=off"),
		Fset: token.NewFileSet(),
	}
	roots, err := packages.Load(cfg, fuzzImports...)
	if err != nil {
		return nil, err
	}
	env := &fuzzEnv{pkgs: map[string]*types.Package{"unsafe": types.Unsafe}}
	var errs []string
	packages.Visit(roots, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("loading the fuzz imports: %s", strings.Join(errs, "; "))
	}
	var add func(p *types.Package)
	add = func(p *types.Package) {
		if env.pkgs[p.Path()] == nil {
			env.pkgs[p.Path()] = p
			for _, imp := range p.Imports() {
				add(imp)
			}
		}
	}
	for _, r := range roots {
		add(r.Types)
	}
	cfg.Fset.Iterate(func(f *token.File) bool {
		env.files = append(env.files, f)
		return true
	})
	return env, nil
})

func (env *fuzzEnv) Import(path string) (*types.Package, error) {
	if p := env.pkgs[path]; p != nil {
		return p, nil
	}
	return nil, fmt.Errorf("package %s is not available to fuzzed code", path)
}

// fuzzSetup loads the fuzz environment or fails tb.
func fuzzSetup(tb testing.TB) *fuzzEnv {
	env, err := loadFuzzEnv()
	if err != nil {
		tb.Fatal(err)
	}
	return env
}

// checked is a fuzzed package, parsed and type-checked as far as it goes.
type checked struct {
	fset *token.FileSet
	file *ast.File
	pkg  *types.Package
	info *types.Info
	errs []error // syntax and type errors
}

// check parses and type-checks a single-file package, keeping what it
// can of a package with syntax or type errors, as gopls does. It returns
// nil if there is no package clause.
func (env *fuzzEnv) check(src string) *checked {
	// The file set holds the imported packages' files, so that every
	// position the analyzers see is resolvable, as with a real driver.
	fset := token.NewFileSet()
	fset.AddExistingFiles(env.files...)
	c := &checked{fset: fset}
	file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if file.Name.Name == "" {
		return nil
	}
	if err != nil {
		c.errs = append(c.errs, err)
	}
	c.file = file
	c.info = &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Instances:    map[*ast.Ident]types.Instance{},
		Scopes:       map[ast.Node]*types.Scope{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		FileVersions: map[*ast.File]string{},
	}
	conf := types.Config{
		Importer: env,
		Error:    func(err error) { c.errs = append(c.errs, err) },
	}
	c.pkg, _ = conf.Check("fuzz/p", fset, []*ast.File{file}, c.info)
	return c
}

// TestFuzzSeeds checks that the seeds type-check in the fuzz harness and
// yield findings, so the fuzz target exercises the analyzers.
func TestFuzzSeeds(t *testing.T) {
	env := fuzzSetup(t)
	for i, src := range fuzzSeeds {
		c := env.check(src)
		if c == nil {
			t.Fatalf("seed %d has no package clause", i)
		}
		if len(c.errs) > 0 {
			t.Fatalf("seed %d does not type-check: %v", i, c.errs)
		}
		if diags, _ := analyze(t, c, src); i < 2 && len(diags) == 0 {
			t.Errorf("seed %d yields no finding", i)
		}
	}
}

// fuzzIllTyped makes FuzzAnalyze run the analyzers on packages with
// syntax or type errors too, with the partial syntax and type
// information a driver has for them. Off by default, as in the drivers
// (the core does not set RunDespiteErrors), because the core still
// panics on some such packages: on a function with results whose body
// can fall off its end ("missing return"), go/ssa emits a Return without
// results, which the core indexes.
var fuzzIllTyped = os.Getenv("TOOLERRLINT_FUZZ_ILLTYPED") != ""

// FuzzAnalyze runs every pass on arbitrary single-file packages that
// type-check (and, with TOOLERRLINT_FUZZ_ILLTYPED=1, on those that do
// not). The analyzers must never panic: a panic the core recovers from
// shows as an internal error, which fails too, except a panic of the
// SSA builder on a package with errors (go/ssa requires well-typed
// code). Their fixes must be well formed, as the drivers check.
//
// The fuzzing engine discards a worker's output: with
// TOOLERRLINT_FUZZ_CRASH_DIR set, a worker that dies writes its last
// words to a file there.
func FuzzAnalyze(f *testing.F) {
	fuzzCrashOutput()
	env := fuzzSetup(f)
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		fuzzLogInput(t, src)
		c := env.check(src)
		if c == nil || len(c.errs) > 0 && !fuzzIllTyped {
			return
		}
		fuzzRun(t, c, src)
	})
}

// fuzzCrashOutput makes a fuzzing worker that dies write its last words
// to a file in TOOLERRLINT_FUZZ_CRASH_DIR, if that is set.
func fuzzCrashOutput() {
	if dir := os.Getenv("TOOLERRLINT_FUZZ_CRASH_DIR"); dir != "" {
		if out, err := os.CreateTemp(dir, "crash-*.txt"); err == nil {
			debug.SetCrashOutput(out, debug.CrashOptions{})
			out.Close()
		}
	}
}

// fuzzLogInput makes t log the input src if it fails: CI keeps only the
// log, which must hold the input.
func fuzzLogInput(t *testing.T, src string) {
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("input: %q", src)
		}
	})
}

// fuzzRun runs every pass on c, as a driver would, and fails t on an
// internal error (a panic the core recovered from, except the SSA
// builder's on a package with errors) or an ill-formed fix. It returns
// the diagnostics.
func fuzzRun(t *testing.T, c *checked, src string) []analysis.Diagnostic {
	diags, res := analyze(t, c, src)
	for _, e := range res.Errors {
		if len(c.errs) > 0 && panicsInSSABuilder(e.Message) {
			continue
		}
		t.Fatalf("%s: %s\npackage errors: %v", c.fset.Position(e.Pos), e.Message, c.errs)
	}
	for _, d := range diags {
		if err := validFixes(c, d.SuggestedFixes); err != nil {
			t.Fatalf("%s: %s: %v", c.fset.Position(d.Pos), d.Message, err)
		}
	}
	return diags
}

// panicsInSSABuilder reports whether the stack of a recovered panic
// shows it raised in golang.org/x/tools/go/ssa (possibly through go/types
// or the runtime).
func panicsInSSABuilder(stack string) bool {
	lines := strings.Split(stack, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "panic(") {
			continue
		}
		for _, fn := range lines[i+1:] {
			if fn == "" || strings.HasPrefix(fn, "\t") || strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "go/types.") {
				continue
			}
			return strings.HasPrefix(fn, "golang.org/x/tools/go/ssa.")
		}
	}
	return false
}

// validFixes checks the fixes of one diagnostic as the x/tools drivers
// do (driverutil.ValidateFixes), which turn an invalid fix into an
// analyzer error: distinct messages; edits inside the file, in order,
// not overlapping.
func validFixes(c *checked, fixes []analysis.SuggestedFix) error {
	messages := map[string]bool{}
	for _, fix := range fixes {
		if messages[fix.Message] {
			return fmt.Errorf("two fixes named %q", fix.Message)
		}
		messages[fix.Message] = true
		edits := slices.Clone(fix.TextEdits)
		for i := range edits {
			if !edits[i].End.IsValid() {
				edits[i].End = edits[i].Pos
			}
		}
		slices.SortStableFunc(edits, func(x, y analysis.TextEdit) int {
			return cmp.Or(cmp.Compare(x.Pos, y.Pos), cmp.Compare(x.End, y.End))
		})
		for i, e := range edits {
			if e.Pos > e.End || e.Pos < c.file.FileStart || e.End > c.file.FileEnd {
				return fmt.Errorf("fix %q: edit %d-%d outside the file or reversed", fix.Message, e.Pos, e.End)
			}
			if i > 0 && e.Pos < edits[i-1].End {
				return fmt.Errorf("fix %q: overlapping edits at %s", fix.Message, c.fset.Position(e.Pos))
			}
		}
	}
	return nil
}

// analyze runs the suite's analyzers, with their core, on one package,
// as a driver would, and returns their diagnostics, each with its pass's
// name as Category, and the core's result. shape changes each Pass as
// a driver would build it.
func analyze(t *testing.T, c *checked, src string, shape ...func(*analysis.Pass)) ([]analysis.Diagnostic, *sink.Result) {
	passes := suite.Analyzers(config.Default())
	results := map[*analysis.Analyzer]any{}
	var diags []analysis.Diagnostic
	runOne := func(a *analysis.Analyzer) {
		pass := &analysis.Pass{
			Analyzer:   a,
			Fset:       c.fset,
			Files:      []*ast.File{c.file},
			Pkg:        c.pkg,
			TypesInfo:  c.info,
			TypesSizes: types.SizesFor("gc", "amd64"),
			TypeErrors: typeErrors(c.errs),
			Module:     &analysis.Module{Path: "fuzz"},
			ResultOf:   results,
			Report: func(d analysis.Diagnostic) {
				d.Category = a.Name
				diags = append(diags, d)
			},
			ReadFile:          func(string) ([]byte, error) { return []byte(src), nil },
			ImportObjectFact:  func(types.Object, analysis.Fact) bool { return false },
			ExportObjectFact:  func(types.Object, analysis.Fact) {},
			ImportPackageFact: func(*types.Package, analysis.Fact) bool { return false },
			ExportPackageFact: func(analysis.Fact) {},
			AllPackageFacts:   func() []analysis.PackageFact { return nil },
		}
		for _, f := range shape {
			f(pass)
		}
		res, err := a.Run(pass)
		if err != nil {
			t.Fatalf("%s: %v", a.Name, err)
		}
		results[a] = res
	}
	// Each analyzer after those it requires (the core, the loop
	// analyzer), once.
	ran := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if !ran[a] {
			ran[a] = true
			for _, r := range a.Requires {
				visit(r)
			}
			runOne(a)
		}
	}
	for _, a := range passes {
		visit(a)
	}
	return diags, results[passes[0].Requires[0]].(*sink.Result)
}

func typeErrors(errs []error) []types.Error {
	var out []types.Error
	for _, err := range errs {
		if te, ok := err.(types.Error); ok {
			out = append(out, te)
		}
	}
	return out
}

// TestPanicsInSSABuilder checks the classification FuzzAnalyze relies on
// for packages with errors.
func TestPanicsInSSABuilder(t *testing.T) {
	stackOf := func(f func()) (stack string) {
		defer func() {
			recover()
			stack = string(debug.Stack())
		}()
		f()
		return ""
	}
	var fn *ssa.Function
	if s := stackOf(func() { _ = fn.Name() }); !panicsInSSABuilder(s) {
		t.Errorf("a nil dereference in go/ssa is not classified as the SSA builder's:\n%s", s)
	}
	if s := stackOf(func() { panic("core") }); panicsInSSABuilder(s) {
		t.Errorf("a panic outside go/ssa is classified as the SSA builder's:\n%s", s)
	}
}
