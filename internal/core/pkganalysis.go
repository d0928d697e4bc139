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

// pkgAnalysis is the state of one run of the core on one package: the
// package's SSA, the syntax its positions map to, and what the stages
// find and memoize (handlers, summaries, sinks, traced texts).
type pkgAnalysis struct {
	*checker
	pass *analysis.Pass
	mod  module
	res  *sink.Result

	prog   *ssa.Program
	shared bool // prog is shared with other packages' analyses
	pkg    *ssa.Package
	funcs  []*ssa.Function // every function of the package, literals included, by position

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
	globals    map[*ssa.Global][]ssa.Value // stores to package-level variables
	held       map[*types.Var][]types.Type // what the package stores into its structs' interface fields (noteHeld)
	calls      map[token.Pos]*ast.CallExpr
	returns    map[token.Pos]*ast.ReturnStmt
	keyed      map[token.Pos]*ast.KeyValueExpr
	assigned   map[token.Pos]ast.Expr // x.f = v: position of f -> v
	files      map[*token.File]*ast.File
	pkgs       map[string]*types.Package  // every package visible from this one, by path
	trusted    *config.Trusted            // functions whose text counts as written for a model
	stored     map[string][]*ssa.Function // functions stored into func-typed fields, by field key
	outputs    map[outputKey]*sink.Sink   // sinks of handler outputs beside a tool result (see outputFlag)
	imported   []facts.StoredFunc         // functions the packages imported store into such fields
	relays     map[[3]string]facts.Relay  // fields the packages imported show the model (relays.go)
	relaysHere []facts.Relay              // fields this package's sinks show
	declared   []string                   // argument names the package's tool declarations give (see declaredArgs)
}

func newPkgAnalysis(pass *analysis.Pass, c *checker, mod module, res *sink.Result) *pkgAnalysis {
	return &pkgAnalysis{
		checker:   c,
		pass:      pass,
		mod:       mod,
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
		globals:   map[*ssa.Global][]ssa.Value{},
		held:      map[*types.Var][]types.Type{},
		calls:     map[token.Pos]*ast.CallExpr{},
		returns:   map[token.Pos]*ast.ReturnStmt{},
		keyed:     map[token.Pos]*ast.KeyValueExpr{},
		assigned:  map[token.Pos]ast.Expr{},
		files:     map[*token.File]*ast.File{},
		pkgs:      map[string]*types.Package{},
		outputs:   map[outputKey]*sink.Sink{},
		imported:  importedFieldFuncs(pass),
		relays:    importedRelays(pass),
	}
}

// fileOf returns the syntax file holding pos.
func (a *pkgAnalysis) fileOf(pos token.Pos) *ast.File {
	if tf := a.pass.Fset.File(pos); tf != nil {
		return a.files[tf]
	}
	return nil
}
