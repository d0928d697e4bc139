package env

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Env is what every stage of one package's analysis reads and none
// writes once build has run: the pass, the options, which code is owned,
// the package's SSA and every function in it, and the syntax index that
// reports and fixes map SSA positions to.
type Env struct {
	Pass    *analysis.Pass
	Opts    *config.Options
	Index   *frameworks.Index
	Mod     Module
	Trusted *config.Trusted // functions whose text counts as written for a model

	Prog   *ssa.Program
	shared bool // prog is shared with other packages' analyses
	Pkg    *ssa.Package
	Funcs  []*ssa.Function // every function of the package, literals included, by position

	Globals  map[*ssa.Global][]ssa.Value // stores to package-level variables
	Held     map[*types.Var][]types.Type // what the package stores into its structs' interface fields (noteHeld)
	Calls    map[token.Pos]*ast.CallExpr
	Returns  map[token.Pos]*ast.ReturnStmt
	Keyed    map[token.Pos]*ast.KeyValueExpr
	Assigned map[token.Pos]ast.Expr // x.f = v: position of f -> v
	files    map[*token.File]*ast.File
	Pkgs     map[string]*types.Package // every package visible from this one, by path
	Imported []facts.StoredFunc        // functions the packages imported store into func-typed fields
	Relays   map[[3]string]facts.Relay // fields the packages imported show the model (relays.go)
}

// New returns the environment of pass, before Build: the facts of the
// packages it imports are read here, once.
func New(pass *analysis.Pass, opts *config.Options, index *frameworks.Index, mod Module, trusted *config.Trusted) *Env {
	return &Env{
		Pass:     pass,
		Opts:     opts,
		Index:    index,
		Mod:      mod,
		Trusted:  trusted,
		Globals:  map[*ssa.Global][]ssa.Value{},
		Held:     map[*types.Var][]types.Type{},
		Calls:    map[token.Pos]*ast.CallExpr{},
		Returns:  map[token.Pos]*ast.ReturnStmt{},
		Keyed:    map[token.Pos]*ast.KeyValueExpr{},
		Assigned: map[token.Pos]ast.Expr{},
		files:    map[*token.File]*ast.File{},
		Pkgs:     map[string]*types.Package{},
		Imported: ImportedFieldFuncs(pass),
		Relays:   importedRelays(pass),
	}
}

// FileOf returns the syntax file holding pos.
func (a *Env) FileOf(pos token.Pos) *ast.File {
	if tf := a.Pass.Fset.File(pos); tf != nil {
		return a.files[tf]
	}
	return nil
}
