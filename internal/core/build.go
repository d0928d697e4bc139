package core

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// analysis is the state of one run of the core on one package.
type unit struct {
	*checker
	pass *analysis.Pass
	mod  module
	res  *Result

	prog   *ssa.Program
	shared bool // prog is shared with other packages' units
	pkg    *ssa.Package
	funcs  []*ssa.Function // every function of the package, literals included, by position

	handlers  map[*ssa.Function]*handler
	typeTools map[*types.TypeName]string // tool names of types implementing a tool interface
	summaries map[*ssa.Function]*FuncFact
	sinks     map[*ssa.Function][]*Sink
	inFlight  map[*ssa.Function]bool
	texts     map[ssa.Value]*origin.Node
	tracing   map[ssa.Value]bool
	globals   map[*ssa.Global][]ssa.Value // stores to package-level variables
	calls     map[token.Pos]*ast.CallExpr
	returns   map[token.Pos]*ast.ReturnStmt
	keyed     map[token.Pos]*ast.KeyValueExpr
	assigned  map[token.Pos]ast.Expr // x.f = v: position of f -> v
	files     map[*token.File]*ast.File
	pkgs      map[string]*types.Package  // every package visible from this one, by path
	stored    map[string][]*ssa.Function // functions stored into func-typed fields, by field key
}

func newAnalysis(pass *analysis.Pass, c *checker, mod module, res *Result) *unit {
	return &unit{
		checker:   c,
		pass:      pass,
		mod:       mod,
		res:       res,
		handlers:  map[*ssa.Function]*handler{},
		typeTools: map[*types.TypeName]string{},
		summaries: map[*ssa.Function]*FuncFact{},
		sinks:     map[*ssa.Function][]*Sink{},
		inFlight:  map[*ssa.Function]bool{},
		texts:     map[ssa.Value]*origin.Node{},
		tracing:   map[ssa.Value]bool{},
		globals:   map[*ssa.Global][]ssa.Value{},
		calls:     map[token.Pos]*ast.CallExpr{},
		returns:   map[token.Pos]*ast.ReturnStmt{},
		keyed:     map[token.Pos]*ast.KeyValueExpr{},
		assigned:  map[token.Pos]ast.Expr{},
		files:     map[*token.File]*ast.File{},
		pkgs:      map[string]*types.Package{},
	}
}

// build creates the SSA of the package, for the code that can matter
// (prune.go), and builds it. Imported packages are created from their
// types only (no bodies), as the SSA builder requires.
func (a *unit) build() {
	if a.pkg = sharedPackage(a.pass.Fset, a.pass.Pkg); a.pkg != nil {
		a.prog, a.shared = a.pkg.Prog, true
	} else {
		a.prog, a.pkg = a.createSSA()
	}
	a.pkg.Build()
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

	a.indexSyntax()
	a.collectFuncs()
}

// indexSyntax maps the positions SSA instructions carry to the syntax
// that a report or fix needs.
func (a *unit) indexSyntax() {
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
func (a *unit) collectFuncs() {
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
	sort.Slice(a.funcs, func(i, j int) bool { return a.funcs[i].Pos() < a.funcs[j].Pos() })

	// Stores to package-level variables, from init and elsewhere.
	for _, fn := range a.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if st, ok := instr.(*ssa.Store); ok {
					if g, ok := st.Addr.(*ssa.Global); ok {
						a.globals[g] = append(a.globals[g], st.Val)
					}
				}
			}
		}
	}
}

// fileOf returns the syntax file holding pos.
func (a *unit) fileOf(pos token.Pos) *ast.File {
	if tf := a.pass.Fset.File(pos); tf != nil {
		return a.files[tf]
	}
	return nil
}
