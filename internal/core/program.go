package core

import (
	"go/ast"
	"go/token"
	"go/types"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// SSA needs a package for every package the analyzed one refers to,
// transitively: creating them (from types only) costs more than building
// the analyzed package's functions. A driver that analyzes many packages
// in one process can let the core share one SSA program among them, so
// each dependency is created once per run instead of once per analyzed
// package. Sharing is off by default: a long-lived process (gopls,
// golangci-lint) must not keep every package's SSA alive.
//
// The SSA builder reads the program's package map while it builds, and
// the core reads it while it analyzes: creation takes the write lock,
// building and analysis hold the read lock.
var shared struct {
	sync.RWMutex
	on       bool
	programs map[*token.FileSet]*ssa.Program
}

// ShareSSA makes the core share one SSA program per file set until the
// returned function is called. Drivers call it around a run.
func ShareSSA() (stop func()) {
	shared.Lock()
	defer shared.Unlock()
	shared.on = true
	shared.programs = map[*token.FileSet]*ssa.Program{}
	return func() {
		shared.Lock()
		defer shared.Unlock()
		shared.on, shared.programs = false, nil
	}
}

// createSSA creates the SSA package of pass's package from files and
// info and, from their types only, of every package it imports,
// transitively. With a shared program it returns holding the read lock,
// which done releases.
func createSSA(pass *analysis.Pass, files []*ast.File, info *types.Info) (prog *ssa.Program, pkg *ssa.Package, isShared bool, done func()) {
	shared.Lock()
	done = func() {}
	if isShared = shared.on; isShared {
		prog = shared.programs[pass.Fset]
		if prog == nil {
			prog = ssa.NewProgram(pass.Fset, 0)
			shared.programs[pass.Fset] = prog
		}
		defer func() {
			shared.Unlock()
			shared.RLock()
			done = shared.RUnlock
		}()
	} else {
		shared.Unlock()
		prog = ssa.NewProgram(pass.Fset, 0)
	}
	var create func(p *types.Package)
	create = func(p *types.Package) {
		if prog.Package(p) != nil {
			return
		}
		prog.CreatePackage(p, nil, nil, true)
		for _, imp := range p.Imports() {
			create(imp)
		}
	}
	for _, imp := range pass.Pkg.Imports() {
		create(imp)
	}
	return prog, prog.CreatePackage(pass.Pkg, files, info, false), isShared, done
}

// release drops the bodies of this package's functions from a shared
// program once the package is analyzed: other packages see its functions
// through Facts, never through their SSA, so only their identities need
// to stay.
func (a *unit) release() {
	if a.shared {
		for _, fn := range a.funcs {
			fn.Blocks, fn.Locals = nil, nil
		}
	}
	a.unlock()
}
