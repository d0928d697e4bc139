package core

import (
	"go/ast"
	"go/types"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// build creates the SSA of the package, for the code that can matter
// (prune.go), and builds it. Imported packages are created from their
// types only (no bodies), as the SSA builder requires.
func (a *env) build() {
	// What needs only syntax and types comes first: a package built
	// early (sharedssa.go) may still be building, and this runs
	// meanwhile instead of after it.
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if a.pkgs[p.Path()] == nil {
			a.pkgs[p.Path()] = p
			for _, imp := range p.Imports() {
				visit(imp)
			}
		}
	}
	visit(a.pass.Pkg)
	// A framework's package of a major the tables do not name is found
	// also under the path they name it by.
	for path, p := range a.pkgs {
		if c := frameworks.Canonical(path); a.pkgs[c] == nil {
			a.pkgs[c] = p
		}
	}

	a.indexSyntax()

	if a.pkg = sharedPackage(a.pass.Fset, a.pass.Pkg); a.pkg != nil {
		a.prog, a.shared = a.pkg.Prog, true
	} else {
		a.prog, a.pkg = a.createSSA()
		a.pkg.Build()
	}
	a.collectFuncs()
}

// indexSyntax maps the positions SSA instructions carry to the syntax
// that a report or fix needs.
func (a *env) indexSyntax() {
	for _, f := range a.pass.Files {
		a.files[a.pass.Fset.File(f.Pos())] = f
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				a.calls[n.Lparen] = n
			case *ast.ReturnStmt:
				a.returns[n.Return] = n
			case *ast.KeyValueExpr:
				a.keyed[n.Colon] = n
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, lhs := range n.Lhs {
						// SSA places the store of x.f = v at f, and
						// the update of m[k] = v at the bracket.
						switch lhs := lhs.(type) {
						case *ast.SelectorExpr:
							a.assigned[lhs.Sel.Pos()] = n.Rhs[i]
						case *ast.IndexExpr:
							a.assigned[lhs.Lbrack] = n.Rhs[i]
						}
					}
				}
			}
			return true
		})
	}
}

// collectFuncs lists the package's functions: package-level functions,
// methods of its types, and all their function literals.
func (a *env) collectFuncs() {
	var add func(fn *ssa.Function)
	seen := map[*ssa.Function]bool{}
	add = func(fn *ssa.Function) {
		if fn == nil || seen[fn] || fn.Blocks == nil {
			return
		}
		seen[fn] = true
		a.funcs = append(a.funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, m := range a.pkg.Members {
		switch m := m.(type) {
		case *ssa.Function:
			add(m)
		case *ssa.Type:
			if named, ok := types.Unalias(m.Type()).(*types.Named); ok {
				for i := range named.NumMethods() {
					add(a.prog.FuncValue(named.Method(i)))
				}
			}
		}
	}
	sort.SliceStable(a.funcs, func(i, j int) bool { return ssautil.SourceOrder(a.pass.Fset, a.funcs[i].Pos(), a.funcs[j].Pos()) })

	// Stores to package-level variables, from init and elsewhere, and
	// to the interface-typed fields of the package's structs.
	for _, fn := range a.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if st, ok := instr.(*ssa.Store); ok {
					switch addr := st.Addr.(type) {
					case *ssa.Global:
						a.globals[addr] = append(a.globals[addr], st.Val)
					case *ssa.FieldAddr:
						a.noteHeld(addr, st.Val)
					}
				}
			}
		}
	}
}

// noteHeld records the type of the value v stored into the field at
// addr, if the field is an interface-typed field of a struct of this
// package: its dynamic type, or nil where that is not in sight (an
// interface value from elsewhere). A nil constant holds nothing.
func (a *env) noteHeld(addr *ssa.FieldAddr, v ssa.Value) {
	named, ok := types.Unalias(ssautil.Deref(addr.X.Type())).(*types.Named)
	if !ok || named.Obj().Pkg() != a.pass.Pkg {
		return
	}
	f := named.Underlying().(*types.Struct).Field(addr.Field)
	if !types.IsInterface(f.Type()) {
		return
	}
	switch v := v.(type) {
	case *ssa.MakeInterface:
		a.held[f] = append(a.held[f], v.X.Type())
	case *ssa.Const:
		if !v.IsNil() {
			a.held[f] = append(a.held[f], v.Type())
		}
	default:
		a.held[f] = append(a.held[f], nil)
	}
}
