// Package agentloop finds the parts of a hand-written agent loop in one
// package: the calls that run a model turn, the values that answer a
// tool call, the loops that run turn after turn, and the loops over the
// tool calls of one turn. The loop passes read it (turnlimit whether a
// loop of turns can end, unanswered whether every call gets its answer);
// what it knows of each model SDK is data in internal/frameworks
// (ModelAPIs).
//
// It reads syntax and types, not SSA. Its questions are about the
// structured statements of one function: which loop a break leaves,
// which statements run before a continue, which condition guards a
// return. The syntax states those directly, and a fix edits that syntax.
// The core's SSA would not serve: it keeps the bodies of only the code
// that can reach a tool's text, and a loop of turns is often not such
// code.
//
// A function of the package that runs a turn outside any loop of its
// own is a step: a loop calling it runs turns. Calls to steps are
// followed within the package; a step in another package is not seen,
// and its loop is left alone.
package agentloop

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/types/typeutil"
)

// Package is the loop knowledge of one package.
type Package struct {
	Pkg   *types.Package
	Info  *types.Info
	Files []*ast.File
	apis  tables
	decls map[*types.Func]*ast.FuncDecl
	// steps run a model turn outside any loop of theirs; answerers
	// build the answer of a tool call (both found within the package).
	steps     map[*types.Func]bool
	answerers map[*types.Func]bool
}

// tables index frameworks.ModelAPIs.
type tables struct {
	turns       map[frameworks.Func]string // -> the API's name
	calls       map[[2]string]frameworks.CallType
	answerFuncs map[frameworks.Func]frameworks.Answer
	answerTypes map[[2]string]frameworks.Answer
	pkgs        map[string]bool
}

var known = index(frameworks.ModelAPIs)

func index(apis []frameworks.ModelAPI) tables {
	t := tables{turns: map[frameworks.Func]string{}, calls: map[[2]string]frameworks.CallType{},
		answerFuncs: map[frameworks.Func]frameworks.Answer{}, answerTypes: map[[2]string]frameworks.Answer{}, pkgs: map[string]bool{}}
	for _, api := range apis {
		for _, f := range api.Turns {
			t.turns[f] = api.Name
			t.pkgs[f.Pkg] = true
		}
		for _, c := range api.ToolCalls {
			t.calls[[2]string{c.Pkg, c.Name}] = c
		}
		for _, a := range api.Answers {
			if a.Func.Name == "" {
				t.answerTypes[[2]string{a.Func.Pkg, a.Func.Recv}] = a
			} else {
				t.answerFuncs[a.Func] = a
			}
		}
	}
	return t
}

// Uses reports whether pkg imports a package whose calls run a model
// turn: only such a package can hold a loop the tables describe.
func Uses(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if known.pkgs[frameworks.Canonical(imp.Path())] {
			return true
		}
	}
	return false
}

// New indexes the functions of a package and finds its steps and
// answerers.
func New(pkg *types.Package, info *types.Info, files []*ast.File) *Package {
	p := &Package{Pkg: pkg, Info: info, Files: files, apis: known, decls: map[*types.Func]*ast.FuncDecl{},
		steps: map[*types.Func]bool{}, answerers: map[*types.Func]bool{}}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
					p.decls[fn] = fd
				}
			}
		}
	}
	// Until nothing changes: a step may run its turn through another.
	for changed := true; changed; {
		changed = false
		for fn, fd := range p.decls {
			if !p.steps[fn] && p.runsTurn(fd.Body, false) {
				p.steps[fn], changed = true, true
			}
			if !p.answerers[fn] && p.Answers(fd.Body) {
				p.answerers[fn], changed = true, true
			}
		}
	}
	return p
}

// Turn returns the name of the model API whose turn call runs, or "".
func (p *Package) Turn(call *ast.CallExpr) string {
	fn, _ := typeutil.Callee(p.Info, call).(*types.Func)
	if fn == nil {
		return ""
	}
	if f, ok := frameworks.FuncOf(fn); ok {
		return p.apis.turns[f]
	}
	return ""
}

// callsStep reports whether call calls a step of the package.
func (p *Package) callsStep(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(p.Info, call).(*types.Func)
	return fn != nil && p.steps[fn.Origin()]
}

// runsTurn reports whether n runs a model turn, directly or through a
// step, outside the loops inside n (inLoops: inside them too).
// Function literals count: a turn inside a retry helper's closure is
// the loop's turn.
func (p *Package) runsTurn(n ast.Node, inLoops bool) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		switch m := m.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			return inLoops || m == n
		case *ast.CallExpr:
			if p.Turn(m) != "" || p.callsStep(m) {
				found = true
			}
		}
		return !found
	})
	return found
}

// Answers reports whether n builds the answer of a tool call, directly
// or through a function of the package that does.
func (p *Package) Answers(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if found {
			return false
		}
		if _, ok := p.AnswerOf(m); ok {
			found = true
		} else if call, ok := m.(*ast.CallExpr); ok {
			fn, _ := typeutil.Callee(p.Info, call).(*types.Func)
			found = fn != nil && p.answerers[fn.Origin()]
		}
		return !found
	})
	return found
}

// AnswerOf returns the table row of n if n builds a tool call's answer:
// a call of an answer function, or a literal of an answer type (with
// the fields the row asks for).
func (p *Package) AnswerOf(n ast.Node) (frameworks.Answer, bool) {
	switch n := n.(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(p.Info, n).(*types.Func)
		if fn == nil {
			return frameworks.Answer{}, false
		}
		if f, ok := frameworks.FuncOf(fn); ok {
			a, ok := p.apis.answerFuncs[f]
			return a, ok
		}
	case *ast.CompositeLit:
		pkg, name := frameworks.NamedType(p.Info.TypeOf(n))
		a, ok := p.apis.answerTypes[[2]string{pkg, name}]
		if ok && p.setsFields(n, a.Fields) {
			return a, true
		}
	}
	return frameworks.Answer{}, false
}

// setsFields reports whether lit sets each field of want to its value
// (a constant of that value).
func (p *Package) setsFields(lit *ast.CompositeLit, want map[string]string) bool {
	for field, value := range want {
		if !p.setsField(lit, field, value) {
			return false
		}
	}
	return true
}

func (p *Package) setsField(lit *ast.CompositeLit, field, value string) bool {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if id, isID := kv.Key.(*ast.Ident); ok && isID && id.Name == field {
			tv := p.Info.Types[kv.Value]
			return tv.Value != nil && constantString(tv) == value
		}
	}
	return false
}

// CallType returns the table row of the element type of a range over x
// when it is one turn's tool calls.
func (p *Package) CallType(x ast.Expr) (frameworks.CallType, bool) {
	var elem types.Type
	switch t := p.Info.TypeOf(x).Underlying().(type) {
	case *types.Slice:
		elem = t.Elem()
	case *types.Array:
		elem = t.Elem()
	default:
		return frameworks.CallType{}, false
	}
	pkg, name := frameworks.NamedType(elem)
	c, ok := p.apis.calls[[2]string{pkg, name}]
	return c, ok
}

// Decl returns the declaration of fn in the package, if any.
func (p *Package) Decl(fn *types.Func) *ast.FuncDecl { return p.decls[fn] }

// constantString returns the value of a constant string expression, or "".
func constantString(tv types.TypeAndValue) string {
	if tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}
