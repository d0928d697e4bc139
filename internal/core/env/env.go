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
// the package's SSA and every function in it, the Syntax that reports
// and fixes map SSA positions to, and what the Facts of the packages it
// imports say.
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

	Globals map[*ssa.Global][]ssa.Value // stores to package-level variables
	Held    map[*types.Var][]types.Type // what the package stores into its structs' interface fields (noteHeld)
	Syntax
	Pkgs map[string]*types.Package // every package visible from this one, by path

	// StoredByImports are the functions the packages imported store
	// into func-typed fields (their FieldFuncsFacts); Relays, the fields
	// they show the model (their RelaysFacts).
	StoredByImports []facts.StoredFunc
	Relays          map[[3]string]facts.Relay
}

// New returns the environment of pass, before Build: the facts of the
// packages it imports are read here, once.
func New(pass *analysis.Pass, opts *config.Options, index *frameworks.Index, mod Module, trusted *config.Trusted) *Env {
	return &Env{
		Pass:    pass,
		Opts:    opts,
		Index:   index,
		Mod:     mod,
		Trusted: trusted,
		Globals: map[*ssa.Global][]ssa.Value{},
		Held:    map[*types.Var][]types.Type{},
		Syntax: Syntax{
			CallAt:     map[token.Pos]*ast.CallExpr{},
			ReturnAt:   map[token.Pos]*ast.ReturnStmt{},
			KeyedAt:    map[token.Pos]*ast.KeyValueExpr{},
			AssignedAt: map[token.Pos]ast.Expr{},
			files:      map[*token.File]*ast.File{},
		},
		Pkgs:            map[string]*types.Package{},
		StoredByImports: ImportedFieldFuncs(pass),
		Relays:          importedRelays(pass),
	}
}

// Syntax maps the positions SSA instructions carry to the syntax a
// report or a fix needs: SSA keeps positions, not nodes.
type Syntax struct {
	CallAt     map[token.Pos]*ast.CallExpr     // by the call's Lparen, a call instruction's position
	ReturnAt   map[token.Pos]*ast.ReturnStmt   // by the return keyword
	KeyedAt    map[token.Pos]*ast.KeyValueExpr // by the colon, a keyed element's store
	AssignedAt map[token.Pos]ast.Expr          // the v of x.f = v by f, of m[k] = v by the bracket
	files      map[*token.File]*ast.File
}

// FileOf returns the syntax file holding pos.
func (a *Env) FileOf(pos token.Pos) *ast.File {
	if tf := a.Pass.Fset.File(pos); tf != nil {
		return a.files[tf]
	}
	return nil
}
