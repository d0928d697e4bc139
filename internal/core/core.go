// Package core is the shared analysis behind every toolerrlint pass.
//
// For each package of the analyzed module it builds SSA, finds the tool
// handlers (functions registered with a known framework, functions of a
// framework's handler type, methods implementing a framework's tool
// interface, error handlers installed on a tool, functions marked
// //toolerrlint:handler), finds the sinks (places where text becomes
// visible to a model: a handler's returned error or serialized result,
// mcp.NewToolResultError's argument, a TextContent's Text, the tool
// result a hand-written agent loop builds in any function, ...), and
// traces each sink's text back to who wrote it, as an origin.Node tree.
//
// Where a framework has no error flag (an OpenAI tool message), a sink
// records whether its text clearly reports an error anyway
// (Sink.ReportsError; see clearly.go).
//
// Tracing crosses functions: every function of the module gets a summary
// of where its error and string results come from and of the sinks its
// parameters reach. Summaries are computed on demand within a package
// and exported as analysis Facts for the packages that import it, so a
// helper in one package that returns a *sql.DB error unchanged makes the
// handler in another package that returns its result foreign.
//
// Packages outside the module get no SSA and no work: the analyzer
// returns at once, which keeps go vet's run over every dependency cheap.
package core

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// allFrameworks indexes the tables of every framework toolerrlint knows.
var allFrameworks = frameworks.NewIndex(frameworks.All)

// Analyzer is the core with default options. Passes require it.
var Analyzer = New(config.Default())

// New returns a core analyzer configured by opts. Passes built for the
// same opts must require the same core, so that it runs once.
func New(opts *config.Options) *analysis.Analyzer {
	c := &checker{opts: opts, index: allFrameworks}
	a := &analysis.Analyzer{
		Name:       "toolerrcore",
		Doc:        "finds tool handlers and model-visible text, and traces who wrote it (shared by the toolerrlint passes; reports nothing)",
		Run:        c.run,
		ResultType: reflect.TypeFor[*Result](),
		FactTypes:  []analysis.Fact{(*FuncFact)(nil), (*VarFact)(nil), (*FieldFuncsFact)(nil)},
	}
	a.Flags.Var(config.ListFlag{List: &opts.Module}, "module", "comma-separated import-path prefixes of the code whose text counts as owned (default: the module being analyzed)")
	return a
}

// Result is what the core hands to the passes: the sinks of one package.
type Result struct {
	Sinks []*Sink
	// Errors are internal errors the core recovered from, by position.
	Errors []InternalError
}

// InternalError is a panic the core recovered from while analysing one
// function. Passes report it, so a crash is visible and does not take
// the other functions down.
type InternalError struct {
	Pos     token.Pos
	Message string
}

// Sink is one place where text reaches a model.
type Sink struct {
	// Expr is the expression the model will read (the returned error,
	// the text argument, the field value), or the call carrying it.
	// It may be nil when the place has no expression of its own.
	Expr ast.Expr
	// Pos is where a report belongs: Expr's position, or the best
	// position known.
	Pos token.Pos
	// File is the file holding Pos.
	File *ast.File
	// Stmt is the statement holding Expr, if known.
	Stmt ast.Stmt
	// Text says who wrote the text.
	Text *origin.Node
	// IsError reports whether the model is told the text reports an error.
	IsError bool
	// ReportsError reports whether the text, though the framework has no
	// way to flag it (an OpenAI tool message, a langchaingo observation,
	// a genkit tool's output), clearly reports a failure: it is an
	// error's text, is written on an error branch (err != nil,
	// errors.Is, a failed HTTP status), is the only text of a result
	// field or map entry named for errors, or comes from an error
	// handler. The retryable and traceback passes treat such text like
	// flagged text.
	ReportsError bool
	// Tool is the tool's name, if known; Handler the handler's name.
	Tool, Handler string
	// How says how the text reaches the model, for messages:
	// "returns", "passes to mcp.NewToolResultError", ...
	How string
	// Recovery, if set, names the framework call after which the
	// framework itself sends a handler's panic to the model ("adk's
	// functiontool.New"): the text is the framework's default, and the
	// fix is a recover inside the handler.
	Recovery string
	// Format describes the printf-style call that builds the text, when
	// the sink's text is one (fmt.Errorf, mcp.NewToolResultErrorf): fixes
	// rewrite its format and operands.
	Format *Format

	// flagless: the framework has no error flag for this text, so
	// ReportsError is worked out (see clearlyError).
	flagless bool
	// fromErr: the value handed over is an error or its Error() text.
	fromErr bool
	// block is where the text is handed over, if known.
	block *ssa.BasicBlock
}

// Format is a printf-style call building a sink's text.
type Format struct {
	Call *ast.CallExpr
	// Index is the index of the format argument in Call.Args; the
	// operands follow it.
	Index int
	// Operands holds who wrote each operand's text.
	Operands []*origin.Node
}

// Subject names the tool for a diagnostic: "tool get_order", "tool
// handler getOrder" or "this tool result".
func (s *Sink) Subject() string {
	switch {
	case s.Tool != "":
		return "tool " + s.Tool
	case strings.HasPrefix(s.Handler, "a function literal"):
		return "the tool handler (" + s.Handler + ")"
	case s.Handler != "":
		return "tool handler " + s.Handler
	}
	return "this tool result"
}

// FuncFact summarizes a module function for its callers in other
// packages.
type FuncFact struct {
	// Results holds, per result, where its text comes from (no Text for
	// results that carry none).
	Results []ResultText
	// Sinks are the sinks inside the function whose text depends on its
	// parameters: each call of the function is such a sink.
	Sinks []Template
}

// ResultText is where one result's text comes from. (A struct, because
// encoding/gob cannot carry nil elements of a slice of pointers.) For a
// result of a module struct type (or a pointer to one), Fields holds the
// texts of its text fields by name: a module result type carrying an
// error to the adapter that shows it (NewToolCallResult(text, err)).
type ResultText struct {
	Text   *origin.Node
	Fields []FieldText // sorted by name (a Fact's encoding must be deterministic)
}

// FieldText is the text of one field of a returned struct.
type FieldText struct {
	Name string
	Text *origin.Node
}

// field returns the text of the field name, or nil.
func (r ResultText) field(name string) *origin.Node {
	for _, f := range r.Fields {
		if f.Name == name {
			return f.Text
		}
	}
	return nil
}

// Template is a sink whose text depends on the enclosing function's
// parameters.
type Template struct {
	Text    *origin.Node
	IsError bool
	How     string
	// Flagless and ReportsError: as the sink's (ReportsError as far as
	// the callee shows it; the call may lie on an err != nil branch).
	Flagless, ReportsError bool
}

func (*FuncFact) AFact() {}

func (f *FuncFact) String() string {
	s := "results:"
	for _, r := range f.Results {
		s += " " + r.Text.String()
	}
	for _, t := range f.Sinks {
		s += " sink:" + t.Text.String()
	}
	return s
}

// VarFact records the text of a module's package-level error variable.
type VarFact struct{ Text *origin.Node }

func (*VarFact) AFact() {}

func (f *VarFact) String() string { return "var: " + f.Text.String() }

type checker struct {
	opts  *config.Options
	index *frameworks.Index
}

func (c *checker) run(pass *analysis.Pass) (any, error) {
	res := &Result{}
	mod := newModule(pass, c.opts.Module)
	if !mod.analyzed || len(pass.Files) == 0 || !c.mayMatter(pass) {
		return res, nil
	}
	a := newAnalysis(pass, c, mod, res)
	defer a.release()
	a.guard(token.NoPos, a.build)
	if a.pkg == nil {
		return res, nil
	}
	a.guard(token.NoPos, a.findHandlers)
	for _, fn := range a.funcs {
		a.guard(fn.Pos(), func() { a.summary(fn) })
	}
	for _, fn := range a.funcs {
		a.guard(fn.Pos(), func() { a.findSinks(fn) })
	}
	a.guard(token.NoPos, a.exportFacts)
	sort.SliceStable(res.Sinks, func(i, j int) bool { return res.Sinks[i].Pos < res.Sinks[j].Pos })
	return res, nil
}

// guard runs f, turning a panic into an InternalError at pos, so that
// one function the core cannot handle costs its findings, not the run.
func (a *unit) guard(pos token.Pos, f func()) {
	defer func() {
		if r := recover(); r != nil {
			a.res.Errors = append(a.res.Errors, InternalError{
				Pos:     pos,
				Message: fmt.Sprintf("internal error: %v\n%s", r, debug.Stack()),
			})
		}
	}()
	f()
}

// funcName names fn for messages: "getOrder", "(*Server).getOrder", and
// "a function literal in Register" for literals.
func funcName(fn *ssa.Function) string {
	if fn.Parent() != nil {
		top := fn
		for top.Parent() != nil {
			top = top.Parent()
		}
		return "a function literal in " + funcName(top)
	}
	if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil {
		if recv := obj.Signature().Recv(); recv != nil {
			return "(" + types.TypeString(recv.Type(), types.RelativeTo(obj.Pkg())) + ")." + obj.Name()
		}
		return obj.Name()
	}
	return fn.Name()
}

// viaName names a module function for messages, its package by name:
// "(*store.Store).Order", "store.Public".
func viaName(fn *types.Func) string {
	byName := func(p *types.Package) string { return p.Name() }
	if recv := fn.Signature().Recv(); recv != nil {
		return "(" + types.TypeString(recv.Type(), byName) + ")." + fn.Name()
	}
	// cgo calls C.f(...) that return an error through a wrapper it
	// writes, _C2func_f: name the call as the user wrote it.
	if c, ok := strings.CutPrefix(fn.Name(), "_C2func_"); ok {
		return "C." + c
	}
	return fn.Pkg().Name() + "." + fn.Name()
}

// mayMatter reports whether a package can hold a sink, a handler or a
// summary another package needs: it imports a framework, or declares a
// function or variable that carries text. Other packages cost nothing
// beyond type checking.
func (c *checker) mayMatter(pass *analysis.Pass) bool {
	if c.index.Imports(pass.Pkg) {
		return true
	}
	scope := pass.Pkg.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Var:
			if carriesText(obj.Type()) {
				return true
			}
		case *types.Func:
			if resultsCarryText(obj.Signature()) {
				return true
			}
		case *types.TypeName:
			if named, ok := types.Unalias(obj.Type()).(*types.Named); ok {
				for i := range named.NumMethods() {
					if resultsCarryText(named.Method(i).Signature()) {
						return true
					}
				}
			}
		}
	}
	return false
}

func resultsCarryText(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		if carriesText(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}
