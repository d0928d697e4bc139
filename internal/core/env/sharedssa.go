package env

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"slices"
	"sort"
	"sync"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/timeline"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// SSA needs a package for every package the analyzed one refers to,
// transitively: creating them (from types only) costs more than building
// the analyzed package's functions. A driver that analyzes many packages
// in one process can have the core create one SSA program for the whole
// run before the analysis starts (ShareSSA): each package is then created
// once per run instead of once per package that imports it, and since
// nothing is created while packages are analyzed, their SSA is built and
// analyzed in parallel without locks (the SSA builder synchronizes what
// packages share). Without it (go vet, gopls, golangci-lint, tests) each
// package creates a program of its own: a long-lived process must not
// keep every package's SSA alive.
var Shared struct {
	sync.Mutex
	runs map[*token.FileSet]*sharedRun
}

// A sharedRun is the SSA program of one driver run.
type sharedRun struct {
	Prog *ssa.Program
	// analyzedOnce: no package is analyzed twice in the run, so each
	// analysis may drop its package's bodies (Release).
	analyzedOnce bool
	sources      map[*types.Package]bool // packages created from syntax
	// early builds the packages built ahead of their analyses
	// (buildEarly), once, whichever of the two asks first; it returns
	// what the build panicked with, if it did.
	early map[*ssa.Package]func() any
	// srcs are the packages loaded from source, unpruned, and sites
	// what fixes of helpers need of them (see helpers.go).
	srcs  []ssautil.Source
	sites helperSites
}

// ShareSSA creates one SSA program for the packages a driver is about
// to analyze: srcs, the packages loaded from source (pruned together,
// see prune.go), and every package they import, transitively, from its
// types. The core uses it for these packages until stop is called.
// Packages with type errors must not be among srcs; packages whose
// bodies were not type-checked are created from their types only.
// analyzedOnce says that the driver analyzes each package once: a
// driver that analyzes a package of the module once for each
// configuration that depends on it must keep its bodies for the next.
func ShareSSA(fset *token.FileSet, srcs []ssautil.Source, analyzedOnce bool) (stop func()) {
	srcs = slices.DeleteFunc(slices.Clone(srcs), func(src ssautil.Source) bool { return !TypeCheckedBodies(src.Files, src.Info) })
	run := &sharedRun{Prog: ssa.NewProgram(fset, 0), sources: map[*types.Package]bool{}, analyzedOnce: analyzedOnce, srcs: srcs,
		sites: helperSites{passes: map[*token.File]*analysis.Pass{}, guards: map[token.Pos][]Guard{}}}
	defer func() {
		// The core must never take the run down: without a shared
		// program, each package creates its own.
		if r := recover(); r != nil {
			fmt.Fprintf(os.Stderr, "toolerrlint: internal error: sharing SSA: %v\n", r)
			run = nil
		}
	}()
	pr := &pruner{index: frameworks.Known}
	pruned := pr.prune(srcs)
	for _, src := range pruned {
		run.Prog.CreatePackage(src.Pkg, src.Files, src.Info, true)
		run.sources[src.Pkg] = true
	}
	createImports(run.Prog, srcs)
	run.indexCalls()
	run.buildEarly(pruned)

	Shared.Lock()
	defer Shared.Unlock()
	if Shared.runs == nil {
		Shared.runs = map[*token.FileSet]*sharedRun{}
	}
	Shared.runs[fset] = run
	return func() {
		Shared.Lock()
		defer Shared.Unlock()
		delete(Shared.runs, fset)
	}
}

// buildEarly starts building the SSA of the packages, dependencies
// first, when one of them holds most of their code. Its analysis waits
// for those of the packages it imports, and such a package (a server's
// package of tools, a hundred handlers) is the last on the way: its SSA,
// the largest single cost of the run, is built while they are analyzed,
// on a core that would otherwise wait. The others are built first, in
// the same goroutine: a package's build waits for every function another
// build has created and not finished (SSA creates the methods of
// imported types on demand, once), and they would wait for all of the
// large one. When no package dominates, the analyses of packages run in
// parallel anyway, and each builds its own when it starts, so that no
// more SSA is alive at once than the analyses need.
func (run *sharedRun) buildEarly(srcs []ssautil.Source) {
	var heaviest *types.Package
	weight, total := 0, 0
	for _, src := range srcs {
		w := keptCode(src.Files)
		total += w
		if w > weight {
			heaviest, weight = src.Pkg, w
		}
	}
	if heaviest == nil || 2*weight < total || !importsAny(heaviest, run.sources) {
		return
	}
	var order []*ssa.Package
	done := map[*types.Package]bool{}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if done[p] || !run.sources[p] {
			return
		}
		done[p] = true
		for _, imp := range p.Imports() {
			visit(imp)
		}
		order = append(order, run.Prog.Package(p))
	}
	for _, src := range srcs {
		visit(src.Pkg)
	}
	run.early = map[*ssa.Package]func() any{}
	for _, p := range order {
		run.early[p] = sync.OnceValue(func() (panicked any) {
			// Raised again by the package's analysis
			// (sharedPackage), where the core turns it into an
			// internal error.
			defer func() { panicked = recover() }()
			defer timeline.Region("ssa build", p.Pkg)()
			p.Build()
			return nil
		})
	}
	go func() {
		for _, p := range order {
			run.early[p]()
		}
	}()
}

// keptCode is the size of the function bodies of files, in bytes of
// source.
func keptCode(files []*ast.File) int {
	n := 0
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				n += int(fd.Body.End() - fd.Body.Pos())
			}
		}
	}
	return n
}

func importsAny(pkg *types.Package, set map[*types.Package]bool) bool {
	return slices.ContainsFunc(pkg.Imports(), func(imp *types.Package) bool { return set[imp] })
}

// SharedPackage returns the SSA package of pkg in the shared program of
// fset, if there is one with pkg's syntax, built.
func SharedPackage(fset *token.FileSet, pkg *types.Package) *ssa.Package {
	run := runOf(fset)
	if run == nil || !run.sources[pkg] {
		return nil
	}
	p := run.Prog.Package(pkg)
	if build := run.early[p]; build != nil {
		if panicked := build(); panicked != nil {
			panic(panicked)
		}
	}
	p.Build()
	return p
}

// AwaitSSA returns once the shared program of fset has built pkg, if
// pkg is among the packages built early (buildEarly), building it now if
// that has not started. The build reads pkg's type information: a driver
// that drops the information after pkg's analysis must wait for it, since
// a package whose analysis needs no SSA can finish before its early build
// has run.
func AwaitSSA(fset *token.FileSet, pkg *types.Package) {
	run := runOf(fset)
	if run == nil || !run.sources[pkg] {
		return
	}
	if build := run.early[run.Prog.Package(pkg)]; build != nil {
		build() // a panic is the package's analysis's to report (sharedPackage)
	}
}

// createImports creates the packages that srcs, created from syntax,
// import and prog does not have yet. SSA needs every direct import (a
// package's initializer calls theirs) and, in it, the functions and
// variables the code names; the methods of imported types it creates on
// demand, and packages imported further down it never asks for. Created
// from its types, an imported package gets every function and method it
// declares, and creating them decodes all of its export data: a client
// library of thousands of accessors costs more memory than the module's
// own SSA. So each import is created from a file that declares, without
// bodies, only the names the code uses.
func createImports(prog *ssa.Program, srcs []ssautil.Source) {
	named := map[*types.Package][]types.Object{}
	seen := map[types.Object]bool{}
	for _, src := range srcs {
		for _, obj := range src.Info.Uses {
			if fn, ok := obj.(*types.Func); ok {
				obj = fn.Origin()
			}
			if pkg := obj.Pkg(); pkg != nil && pkg != src.Pkg && !seen[obj] && pkg.Scope().Lookup(obj.Name()) == obj {
				seen[obj] = true
				named[pkg] = append(named[pkg], obj)
			}
		}
	}
	for _, src := range srcs {
		for _, imp := range src.Pkg.Imports() {
			if prog.Package(imp) == nil {
				file, info := declarations(imp, named[imp])
				prog.CreatePackage(imp, []*ast.File{file}, info, true)
			}
		}
	}
}

// declarations returns a file declaring the functions and variables of
// objs, which pkg declares, without bodies or values, and the type
// information that maps its names to objs.
func declarations(pkg *types.Package, objs []types.Object) (*ast.File, *types.Info) {
	sort.Slice(objs, func(i, j int) bool { return objs[i].Name() < objs[j].Name() })
	file := &ast.File{Name: ast.NewIdent(pkg.Name())}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}}
	for _, obj := range objs {
		id := ast.NewIdent(obj.Name())
		switch obj.(type) {
		case *types.Func:
			file.Decls = append(file.Decls, &ast.FuncDecl{Name: id, Type: &ast.FuncType{}})
		case *types.Var:
			file.Decls = append(file.Decls, &ast.GenDecl{Tok: token.VAR, Specs: []ast.Spec{&ast.ValueSpec{Names: []*ast.Ident{id}}}})
		default:
			continue // constants and types need no member
		}
		info.Defs[id] = obj
	}
	return file, info
}

// createSSA creates a program of the package's own: its SSA package,
// pruned with the Facts of the packages it imports, and the packages it
// imports, from their types.
func (a *Env) createSSA() (*ssa.Program, *ssa.Package) {
	prog := ssa.NewProgram(a.Pass.Fset, 0)
	pr := &pruner{index: a.Index, sinkOutside: a.sinkInFact}
	src := pr.prune([]ssautil.Source{{Pkg: a.Pass.Pkg, Files: a.Pass.Files, Info: a.Pass.TypesInfo}})[0]
	pkg := prog.CreatePackage(src.Pkg, src.Files, src.Info, false)
	createImports(prog, []ssautil.Source{src})
	return prog, pkg
}

// runOf returns the shared program of fset, or nil.
func runOf(fset *token.FileSet) *sharedRun {
	Shared.Lock()
	defer Shared.Unlock()
	return Shared.runs[fset]
}

// Release drops the bodies of this package's functions from a shared
// program once the package is analyzed, unless the driver analyzes it
// again (under another configuration): other packages see its functions
// through Facts, never through their SSA, so only their identities need
// to stay.
func (a *Env) Release() {
	if run := runOf(a.Pass.Fset); a.shared && run != nil && run.analyzedOnce {
		for _, fn := range a.Funcs {
			// Parameters and free variables list the instructions
			// that use them: drop them too.
			fn.Blocks, fn.Locals, fn.Recover = nil, nil, nil
			fn.Params, fn.FreeVars = nil, nil
			// A function literal lists the MakeClosure that makes it,
			// whose block leads to its parent's whole body.
			if refs := fn.Referrers(); refs != nil {
				*refs = nil
			}
		}
	}
}
