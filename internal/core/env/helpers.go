package env

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"sync"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// A fix of a finding in one package may edit a module helper of another
// (a function wrapping a foreign error that a tool then shows): it
// needs that package's syntax and types, and it may change what the
// helper returns only if every caller of the helper is on the way to a
// tool's result. A driver sharing one SSA program for the run (see
// ShareSSA) keeps both here: the core's pass of each package it
// analyzes, and the calls of each module function among the run's
// source packages, so that the driver can check, once every package is
// analyzed, the callers a fix counted on (Guard, Unguarded). Other
// drivers see one package at a time and offer no such fix.

// helperSites is what a shared run knows of the module's functions
// across its packages.
type helperSites struct {
	mu      sync.Mutex
	passes  map[*token.File]*analysis.Pass
	guards  map[token.Pos][]Guard
	counted map[token.Pos]bool // every guard's calls, once every package is analyzed (Unguarded)

	calls   map[types.Object][]token.Pos // the calls of each function or interface method, by Lparen
	quiet   map[token.Pos]bool           // the calls whose error the caller only logs or drops (quietCalls)
	values  map[types.Object]bool        // functions referred to other than by a call (a func value)
	methods map[string][]*types.Func     // the interface methods called, by name
}

// registerPass records the core's pass of its package for the fixes of
// other packages' findings (PassAt).
func (run *sharedRun) registerPass(pass *analysis.Pass) {
	run.sites.mu.Lock()
	defer run.sites.mu.Unlock()
	for _, f := range pass.Files {
		if tf := pass.Fset.File(f.Pos()); tf != nil && run.sites.passes[tf] == nil {
			run.sites.passes[tf] = pass
		}
	}
}

// PassAt returns the core's pass of the package whose file holds pos, in
// the shared run of fset, and that file; nil if there is no shared run
// or its package is not analyzed (yet: packages a package imports are
// analyzed before it).
func PassAt(fset *token.FileSet, pos token.Pos) (*analysis.Pass, *ast.File) {
	run := runOf(fset)
	tf := fset.File(pos)
	if run == nil || tf == nil {
		return nil, nil
	}
	run.sites.mu.Lock()
	pass := run.sites.passes[tf]
	run.sites.mu.Unlock()
	if pass == nil {
		return nil, nil
	}
	for _, f := range pass.Files {
		if f.FileStart <= pos && pos < f.FileEnd {
			return pass, f
		}
	}
	return nil, nil
}

// A Guard is what a fix editing module helpers assumes of their
// callers: Funcs are the helpers whose results the fix changes (the one
// wrapping the foreign error, and those returning what it returns on
// the way to the tool), Calls the calls of them on the way from the
// wrap to the tool's result that the fix's finding follows.
type Guard struct {
	Funcs []*types.Func
	Calls []token.Pos
}

// AddGuard records g for the fix whose edits include one at key, in the
// shared run of fset; false if there is none (the fix must not be
// offered: nothing would check it).
func AddGuard(fset *token.FileSet, key token.Pos, g Guard) bool {
	run := runOf(fset)
	if run == nil {
		return false
	}
	run.sites.mu.Lock()
	defer run.sites.mu.Unlock()
	run.sites.guards[key] = append(run.sites.guards[key], g)
	return true
}

// Unguarded returns, for a fix whose edits start at the positions
// edits, one call of a helper it changes that no finding of the run
// follows to a tool's result and whose error its caller shows (a
// command-line caller printing it, a caller returning it on), or a position of the helper itself where it is
// used as a value and may be called from anywhere; NoPos if every call
// is one some guarded fix counted on, or no edit is guarded. Called
// once every package is analyzed, so that the calls of every tool's
// finding are known.
func Unguarded(fset *token.FileSet, edits []token.Pos) token.Pos {
	run := runOf(fset)
	if run == nil {
		return token.NoPos
	}
	run.sites.mu.Lock()
	defer run.sites.mu.Unlock()
	counted := run.sites.counted
	if counted == nil {
		counted = map[token.Pos]bool{}
		for _, gs := range run.sites.guards {
			for _, g := range gs {
				for _, c := range g.Calls {
					counted[c] = true
				}
			}
		}
		run.sites.counted = counted
	}
	for _, at := range edits {
		for _, g := range run.sites.guards[at] {
			for _, fn := range g.Funcs {
				calls, value := run.callsOf(fn)
				if value {
					return fn.Pos()
				}
				for _, c := range calls {
					if !counted[c] && !run.sites.quiet[c] {
						return c
					}
				}
			}
		}
	}
	return token.NoPos
}

// callsOf returns the calls of fn, directly or through an interface
// method fn's receiver implements; value says that one of the two is
// used as a value, whose calls cannot be seen.
func (run *sharedRun) callsOf(fn *types.Func) (calls []token.Pos, value bool) {
	calls, value = slices.Clone(run.sites.calls[fn]), run.sites.values[fn]
	recv := fn.Signature().Recv()
	if recv == nil {
		return calls, value
	}
	for _, m := range run.sites.methods[fn.Name()] {
		iface, ok := m.Signature().Recv().Type().Underlying().(*types.Interface)
		if ok && (types.Implements(recv.Type(), iface) || types.Implements(types.NewPointer(recv.Type()), iface)) {
			calls = append(calls, run.sites.calls[m]...)
			value = value || run.sites.values[m]
		}
	}
	return calls, value
}

// indexCalls finds every reference to a function in the run's source
// packages, but for their test files: a call by its Lparen, anything
// else as a value. It runs before any package is analyzed: a driver
// may drop a package's type information once its analysis is done.
func (run *sharedRun) indexCalls() {
	s := &run.sites
	s.calls, s.values, s.methods, s.quiet = map[types.Object][]token.Pos{}, map[types.Object]bool{}, map[string][]*types.Func{}, map[token.Pos]bool{}
	fset := run.Prog.Fset
	inTest := func(pos token.Pos) bool { return strings.HasSuffix(fset.File(pos).Name(), "_test.go") }
	for _, src := range run.srcs {
		called := map[*ast.Ident]token.Pos{}
		for _, f := range src.Files {
			if inTest(f.Pos()) {
				continue
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					switch fun := ast.Unparen(call.Fun).(type) {
					case *ast.Ident:
						called[fun] = call.Lparen
					case *ast.SelectorExpr:
						called[fun.Sel] = call.Lparen
					}
				}
				return true
			})
			quietCalls(f, src.Info, s.quiet)
		}
		for id, obj := range src.Info.Uses {
			fn, ok := obj.(*types.Func)
			if !ok || inTest(id.Pos()) {
				continue
			}
			fn = fn.Origin()
			if recv := fn.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) && !slices.Contains(s.methods[fn.Name()], fn) {
				s.methods[fn.Name()] = append(s.methods[fn.Name()], fn)
			}
			if at, isCall := called[id]; isCall {
				s.calls[fn] = append(s.calls[fn], at)
			} else {
				s.values[fn] = true
			}
		}
	}
}

// quietCalls adds to quiet the calls of f whose error result nobody
// reads but to log it or compare it with nil, or that drop it
// (NewSessionHandler's "_, err := create(...); if err != nil {
// logger.WithError(err).Error(...) }"): the words of that error reach
// no one but the log, where a fix of the helper logs what it drops.
func quietCalls(f *ast.File, info *types.Info, quiet map[token.Pos]bool) {
	shown := map[types.Object]bool{} // error variables read otherwise
	errorOf := map[token.Pos]*ast.Ident{}
	var stack []ast.Node
	ast.Inspect(f, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		switch n := n.(type) {
		case *ast.AssignStmt:
			if call, ok := singleCall(n.Rhs); ok {
				if id, ok := n.Lhs[len(n.Lhs)-1].(*ast.Ident); ok {
					errorOf[call.Lparen] = id
				}
			}
		case *ast.ExprStmt:
			if call, ok := ast.Unparen(n.X).(*ast.CallExpr); ok {
				quiet[call.Lparen] = true
			}
		case *ast.Ident:
			if v, ok := info.Uses[n].(*types.Var); ok && types.Identical(v.Type(), types.Universe.Lookup("error").Type()) && !logOrNilCheck(info, stack) {
				shown[v] = true
			}
		}
		return true
	})
	for at, id := range errorOf {
		obj := info.ObjectOf(id)
		if id.Name == "_" || obj != nil && types.Identical(obj.Type(), types.Universe.Lookup("error").Type()) && !shown[obj] {
			quiet[at] = true
		}
	}
}

// singleCall returns the call that is the one right-hand side of an
// assignment.
func singleCall(rhs []ast.Expr) (*ast.CallExpr, bool) {
	if len(rhs) != 1 {
		return nil, false
	}
	call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr)
	return call, ok
}

// logOrNilCheck reports whether the identifier ending stack is compared
// with nil, or lies in a statement that is a call logging (see
// ssautil.LogsByName), its chain included
// (logger.WithError(err).Error(...)). fmt's printing is no log: a
// command prints what its user reads.
func logOrNilCheck(info *types.Info, stack []ast.Node) bool {
	if len(stack) >= 2 {
		if b, ok := stack[len(stack)-2].(*ast.BinaryExpr); ok && (b.Op == token.EQL || b.Op == token.NEQ) {
			return isNil(b.X) || isNil(b.Y)
		}
	}
	for i := len(stack) - 2; i >= 0; i-- {
		if stmt, ok := stack[i].(ast.Stmt); ok {
			es, ok := stmt.(*ast.ExprStmt)
			if !ok {
				return false
			}
			call, ok := ast.Unparen(es.X).(*ast.CallExpr)
			if !ok {
				return false
			}
			fn, _ := typeutil.Callee(info, call).(*types.Func)
			return ssautil.LogsByName(call) && !(fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt")
		}
	}
	return false
}

func isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}
