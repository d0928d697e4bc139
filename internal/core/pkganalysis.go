package core

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// env is what every stage of one package's analysis reads and none
// writes once build has run: the pass, the options, which code is owned,
// the package's SSA and every function in it, and the syntax index that
// reports and fixes map SSA positions to.
type env struct {
	pass    *analysis.Pass
	opts    *config.Options
	index   *frameworks.Index
	mod     module
	trusted *config.Trusted // functions whose text counts as written for a model

	prog   *ssa.Program
	shared bool // prog is shared with other packages' analyses
	pkg    *ssa.Package
	funcs  []*ssa.Function // every function of the package, literals included, by position

	globals  map[*ssa.Global][]ssa.Value // stores to package-level variables
	held     map[*types.Var][]types.Type // what the package stores into its structs' interface fields (noteHeld)
	calls    map[token.Pos]*ast.CallExpr
	returns  map[token.Pos]*ast.ReturnStmt
	keyed    map[token.Pos]*ast.KeyValueExpr
	assigned map[token.Pos]ast.Expr // x.f = v: position of f -> v
	files    map[*token.File]*ast.File
	pkgs     map[string]*types.Package // every package visible from this one, by path
	imported []facts.StoredFunc        // functions the packages imported store into func-typed fields
	relays   map[[3]string]facts.Relay // fields the packages imported show the model (relays.go)
}

func newEnv(pass *analysis.Pass, opts *config.Options, index *frameworks.Index, mod module, trusted *config.Trusted) *env {
	return &env{
		pass:     pass,
		opts:     opts,
		index:    index,
		mod:      mod,
		trusted:  trusted,
		globals:  map[*ssa.Global][]ssa.Value{},
		held:     map[*types.Var][]types.Type{},
		calls:    map[token.Pos]*ast.CallExpr{},
		returns:  map[token.Pos]*ast.ReturnStmt{},
		keyed:    map[token.Pos]*ast.KeyValueExpr{},
		assigned: map[token.Pos]ast.Expr{},
		files:    map[*token.File]*ast.File{},
		pkgs:     map[string]*types.Package{},
		imported: importedFieldFuncs(pass),
		relays:   importedRelays(pass),
	}
}

// pkgAnalysis is the state of one run of the core on one package: what
// the stages find and memoize (handlers, summaries, sinks, traced texts)
// over its env.
type pkgAnalysis struct {
	*env
	res *sink.Result

	handlers   map[*ssa.Function]*handler
	hosts      map[frameworks.Func]bool   // the hosts the package calls, once asked (hosts.go)
	typeTools  map[*types.TypeName]string // tool names of types implementing a tool interface
	summaries  map[*ssa.Function]*facts.FuncFact
	sinks      map[*ssa.Function][]*sink.Sink
	templated  map[*ssa.Function][]facts.Template // see templates
	sinking    map[*ssa.Function]bool             // functions whose sinks are being found
	inFlight   map[*ssa.Function]bool
	deadSides  map[*ssa.Function][]*ssa.BasicBlock // see impossible
	texts      map[ssa.Value]*origin.Node
	tracing    map[ssa.Value]bool
	stored     map[string][]*ssa.Function // functions stored into func-typed fields, by field key
	outputs    map[outputKey]*sink.Sink   // sinks of handler outputs beside a tool result (see outputFlag)
	relaysHere []facts.Relay              // fields this package's sinks show
	declared   []string                   // argument names the package's tool declarations give (see declaredArgs)
}

func newPkgAnalysis(e *env, res *sink.Result) *pkgAnalysis {
	return &pkgAnalysis{
		env:       e,
		res:       res,
		handlers:  map[*ssa.Function]*handler{},
		typeTools: map[*types.TypeName]string{},
		summaries: map[*ssa.Function]*facts.FuncFact{},
		deadSides: map[*ssa.Function][]*ssa.BasicBlock{},
		sinks:     map[*ssa.Function][]*sink.Sink{},
		templated: map[*ssa.Function][]facts.Template{},
		sinking:   map[*ssa.Function]bool{},
		inFlight:  map[*ssa.Function]bool{},
		texts:     map[ssa.Value]*origin.Node{},
		tracing:   map[ssa.Value]bool{},
		outputs:   map[outputKey]*sink.Sink{},
	}
}

// fileOf returns the syntax file holding pos.
func (a *env) fileOf(pos token.Pos) *ast.File {
	if tf := a.pass.Fset.File(pos); tf != nil {
		return a.files[tf]
	}
	return nil
}
