package env

import (
	"go/ast"
	"go/types"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// Build creates the SSA of the package, for the code that can matter
// (prune.go), and builds it. Imported packages are created from their
// types only (no bodies), as the SSA builder requires.
func (a *Env) Build() {
	// What needs only syntax and types comes first: a package built
	// early (sharedssa.go) may still be building, and this runs
	// meanwhile instead of after it.
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if a.Pkgs[p.Path()] == nil {
			a.Pkgs[p.Path()] = p
			for _, imp := range p.Imports() {
				visit(imp)
			}
		}
	}
	visit(a.Pass.Pkg)
	// A framework's package of a major the tables do not name is found
	// also under the path they name it by.
	for path, p := range a.Pkgs {
		if c := frameworks.Canonical(path); a.Pkgs[c] == nil {
			a.Pkgs[c] = p
		}
	}

	a.indexSyntax()

	if a.Pkg = SharedPackage(a.Pass.Fset, a.Pass.Pkg); a.Pkg != nil {
		a.Prog, a.shared = a.Pkg.Prog, true
		runOf(a.Pass.Fset).registerPass(a.Pass)
	} else {
		a.Prog, a.Pkg = a.createSSA()
		a.Pkg.Build()
	}
	a.collectFuncs()
}

// indexSyntax maps the positions SSA instructions carry to the syntax
// that a report or fix needs.
func (a *Env) indexSyntax() {
	for _, f := range a.Pass.Files {
		a.files[a.Pass.Fset.File(f.Pos())] = f
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				a.CallAt[n.Lparen] = n
			case *ast.ReturnStmt:
				a.ReturnAt[n.Return] = n
			case *ast.KeyValueExpr:
				a.KeyedAt[n.Colon] = n
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, lhs := range n.Lhs {
						// SSA places the store of x.f = v at f, and
						// the update of m[k] = v at the bracket.
						switch lhs := lhs.(type) {
						case *ast.SelectorExpr:
							a.AssignedAt[lhs.Sel.Pos()] = n.Rhs[i]
						case *ast.IndexExpr:
							a.AssignedAt[lhs.Lbrack] = n.Rhs[i]
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
func (a *Env) collectFuncs() {
	var add func(fn *ssa.Function)
	seen := map[*ssa.Function]bool{}
	add = func(fn *ssa.Function) {
		if fn == nil || seen[fn] || fn.Blocks == nil {
			return
		}
		seen[fn] = true
		a.Funcs = append(a.Funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, m := range a.Pkg.Members {
		switch m := m.(type) {
		case *ssa.Function:
			add(m)
		case *ssa.Type:
			if named, ok := types.Unalias(m.Type()).(*types.Named); ok {
				for i := range named.NumMethods() {
					add(a.Prog.FuncValue(named.Method(i)))
				}
			}
		}
	}
	sort.SliceStable(a.Funcs, func(i, j int) bool { return ssautil.SourceOrder(a.Pass.Fset, a.Funcs[i].Pos(), a.Funcs[j].Pos()) })

	// Stores to package-level variables, from init and elsewhere, and
	// to the interface-typed fields of the package's structs.
	for _, fn := range a.Funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if st, ok := instr.(*ssa.Store); ok {
					switch addr := st.Addr.(type) {
					case *ssa.Global:
						a.Globals[addr] = append(a.Globals[addr], st.Val)
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
func (a *Env) noteHeld(addr *ssa.FieldAddr, v ssa.Value) {
	named, ok := types.Unalias(ssautil.Deref(addr.X.Type())).(*types.Named)
	if !ok || named.Obj().Pkg() != a.Pass.Pkg {
		return
	}
	f := named.Underlying().(*types.Struct).Field(addr.Field)
	if !types.IsInterface(f.Type()) {
		return
	}
	switch v := v.(type) {
	case *ssa.MakeInterface:
		a.Held[f] = append(a.Held[f], v.X.Type())
	case *ssa.Const:
		if !v.IsNil() {
			a.Held[f] = append(a.Held[f], v.Type())
		}
	default:
		a.Held[f] = append(a.Held[f], nil)
	}
}
