// Package core is the shared analysis behind every toolerrlint pass: one
// analysis.Analyzer whose Result (a sink.Result) lists the places where
// a package's text reaches a model, each with who wrote the text.
//
// For each package of the analyzed module it builds SSA, finds the tool
// handlers, finds the sinks (places where text becomes visible to a
// model: a handler's returned error or serialized result,
// mcp.NewToolResultError's argument, a TextContent's Text, the tool
// result a hand-written agent loop builds, ...), and traces each sink's
// text back to who wrote it, as an origin.Node tree. Tracing crosses
// functions: every function of the module gets a summary of where its
// results come from and of the sinks its parameters reach, computed on
// demand within a package and exported as analysis Facts for the
// packages that import it. Packages outside the module get no SSA and no
// work, which keeps go vet's run over every dependency cheap.
//
// It is one analyzer, not several linked by Requires, because Facts flow
// only between runs of the same analyzer and because tracing, summaries
// and impossibility are one recursion.
//
// # Reading the code
//
// Each stage is a package that owns its state; a later stage embeds the
// earlier ones it reads and never writes their state. In the order one
// package's analysis runs them (run, in this file):
//
//   - env: which code is owned, which code gets SSA (pruning), the SSA
//     program shared by a driver run, the syntax index, imported Facts;
//   - handlers: which functions are tool handlers, and their tools;
//   - trace: who wrote a text; summaries, and what cannot fail (the one
//     recursion);
//   - outcome: whether a result is flagged as an error, whether a
//     returned error leaves as a JSON-RPC error, a client gone;
//   - evidence: what the code shows about retrying, and the advice a fix
//     writes;
//   - sinks: where text reaches the model, judged by the stages above;
//   - this package: the analyzer, the run, and the Facts it exports
//     (export.go).
//
// Stateless leaves they share: ssautil (the one bounded walk over SSA
// values, stores, returns, calls), paths (what holds on a function's
// paths), shape (whether types look like a tool's), wording (what a
// text's words say), sqlrows (which calls on database/sql's rows cannot
// fail), memo (answers of a recursive question), and the
// data types facts (what crosses packages) and sink (what the passes
// read). middleware is the driver's search for a converting middleware.
// What the core knows about frameworks and common packages is data in
// internal/frameworks; what it knows about origin kinds is in
// internal/origin.
package core

import (
	"fmt"
	"go/token"
	"go/types"
	"reflect"
	"runtime"
	"runtime/debug"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/agentloop"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/sinks"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/timeline"
	"golang.org/x/tools/go/analysis"
)

// Analyzer is the core with default options. Passes require it.
var Analyzer = New(config.Default())

// New returns a core analyzer configured by opts. Passes built for the
// same opts must require the same core, so that it runs once.
func New(opts *config.Options) *analysis.Analyzer {
	c := &checker{opts: opts, index: frameworks.Known}
	a := &analysis.Analyzer{
		Name:       "toolerrcore",
		Doc:        "finds tool handlers and model-visible text, and traces who wrote it (shared by the toolerrlint passes; reports nothing)",
		Run:        c.run,
		ResultType: reflect.TypeFor[*sink.Result](),
		FactTypes: append([]analysis.Fact{(*facts.FuncFact)(nil), (*facts.VarFact)(nil), (*facts.FieldFuncsFact)(nil), (*facts.RelaysFact)(nil), (*facts.ConverterFact)(nil), (*facts.UnconvertedFact)(nil)},
			agentloop.FactTypes...),
	}
	a.Flags.Var(config.ListFlag{List: &opts.Module}, "module", "comma-separated import-path prefixes of the code whose text counts as owned (default: the module being analyzed)")
	a.Flags.Var(config.ListFlag{List: &opts.RetryFields}, "retry-fields", "comma-separated names of bool fields that record a retry decision in a module error type")
	a.Flags.Var(config.GivenFlag{Value: &opts.ErrorsAsResults, Given: &opts.ErrorsAsResultsGiven}, "errors-as-results", "the module's mcp-go tool-handler middleware (named for messages, as pkg.Func) that turns every handler's error into a result flagged as an error holding the error's text: the handlers' errors are tool text through it, not protocol errors, in every package (without it, found where the server is built, which judges handlers whose package cannot see it; an empty value says there is none)")
	a.Flags.Var(config.ListFlag{List: &opts.Hosts}, "hosts", "comma-separated hosts the module calls in some package, as pkg/path.Func (github.com/firebase/genkit/go/plugins/mcp.NewMCPServer): they serve the framework's tools of every package (the standalone driver finds them; go vet analyzes one package at a time and needs them given)")
	a.Flags.Var(config.ListFlag{List: &opts.Trusted}, "trusted", "comma-separated functions and error variables whose text counts as written for a model: pkg/path.Func, (*pkg/path.Type).Method, pkg/path.ErrVar; * matches any run of characters")
	return a
}

// running bounds the packages analyzed at once to the processors Go
// uses. A driver runs every package's analysis as soon as those of its
// imports are done, each in its own goroutine: in a module of a hundred
// tool packages that all import one store package, a hundred analyses
// would start together, and the SSA of all of them would be alive at
// once while the processors take turns. More at once than processors
// finishes none of them sooner. A package's analysis never waits for
// another's, so none can hold a place waiting for one that has none.
var running = make(chan struct{}, runtime.GOMAXPROCS(0))

type checker struct {
	opts  *config.Options
	index *frameworks.Index
}

func (c *checker) run(pass *analysis.Pass) (any, error) {
	res := &sink.Result{}
	trusted, err := config.CompileTrusted(c.opts.Trusted)
	if err != nil {
		return nil, err
	}
	mod := env.NewModule(pass, c.opts.Module)
	if !mod.Analyzed || len(pass.Files) == 0 || !env.TypeCheckedBodies(pass.Files, pass.TypesInfo) {
		return res, nil
	}
	// The loop knowledge first: it reads syntax, and a package with a
	// loop may hold nothing else the core looks for.
	res.Loops = agentloop.Run(pass)
	view := c.viewServers(pass)
	opts := view.opts
	res.Coverage = coverage(pass, mod)
	if !c.mayMatter(pass) {
		view.settle(pass, res)
		// It still passes on the tool tables of its imports.
		if fs := env.ImportedFieldFuncs(pass); len(fs) > 0 {
			pass.ExportPackageFact(&facts.FieldFuncsFact{Stored: fs})
		}
		return res, nil
	}
	running <- struct{}{}
	defer func() { <-running }()
	// The phases are regions of the driver's execution trace (-trace).
	defer timeline.Region("core", pass.Pkg)()
	a := sinks.New(env.New(pass, opts, c.index, mod, trusted))
	defer a.Release()
	endBuild := timeline.Region("core build", pass.Pkg)
	recovering(res, token.NoPos, a.Build)
	endBuild()
	if a.Pkg == nil {
		view.settle(pass, res)
		return res, nil
	}
	recovering(res, token.NoPos, a.FindHandlers)
	endSummaries := timeline.Region("core summaries", pass.Pkg)
	for _, fn := range a.Funcs {
		recovering(res, fn.Pos(), func() { a.Summary(fn) })
	}
	endSummaries()
	endSinks := timeline.Region("core sinks", pass.Pkg)
	emit := func(s *sink.Sink) { res.Sinks = append(res.Sinks, s) }
	for _, fn := range a.LiveFuncs() { // code nothing runs shows the model nothing
		recovering(res, fn.Pos(), func() { a.FindSinks(fn, emit) })
	}
	endSinks()
	recovering(res, token.NoPos, func() { res.CheckedForms = a.CheckedForms(a.Funcs) })
	recovering(res, token.NoPos, func() { exportFacts(a, res) })
	view.settle(pass, res)
	res.Coverage.Counted(len(a.Handlers), res.Sinks)
	sort.SliceStable(res.Sinks, func(i, j int) bool { return ssautil.SourceOrder(pass.Fset, res.Sinks[i].Pos, res.Sinks[j].Pos) })
	return res, nil
}

// recovering runs f, turning a panic into an InternalError of res at
// pos, so that one function the core cannot handle costs its findings,
// not the run.
func recovering(res *sink.Result, pos token.Pos, f func()) {
	defer func() {
		if r := recover(); r != nil {
			res.Errors = append(res.Errors, sink.InternalError{
				Pos:     pos,
				Message: fmt.Sprintf("internal error: %v\n%s", r, debug.Stack()),
			})
		}
	}()
	f()
}

// mayMatter reports whether a package can hold a sink, a handler or a
// summary another package needs: it imports a framework, or declares a
// function or variable that carries text (or a module result type
// carrying an error, env.HoldsErrorField). Other packages cost nothing
// beyond type checking.
func (c *checker) mayMatter(pass *analysis.Pass) bool {
	if c.index.Imports(pass.Pkg) {
		return true
	}
	scope := pass.Pkg.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Var:
			if shape.CarriesText(obj.Type()) {
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
		if t := sig.Results().At(i).Type(); shape.CarriesText(t) || env.HoldsErrorField(t) {
			return true
		}
	}
	return false
}
