// Package agentloop finds the parts of a hand-written agent loop: the
// calls that run a model turn, the values that answer a tool call, the
// loops that run turn after turn, and the loops over the tool calls of
// one turn. The loop passes read it (turnlimit whether a loop of turns
// can end, unanswered whether every call gets its answer); what it knows
// of each model SDK is data in internal/frameworks (ModelAPIs).
//
// It reads syntax and types, not SSA. Its questions are about the
// structured statements of one function: which loop a break leaves,
// which statements run before a continue, which condition guards a
// return. The syntax states those directly, and a fix edits that syntax.
// The core's SSA would not serve: it keeps the bodies of only the code
// that can reach a tool's text, and a loop of turns is often not such
// code.
//
// A function of the module that runs a turn outside any loop of turns
// of its own (a retry loop around the call is no such loop) is a step:
// a loop calling it runs turns. So is an interface method that a type
// of the module implementing the interface runs a turn in (opencode's
// agent calls its provider.Provider, whose adapter calls each SDK), and
// a function that builds an answer is an answerer. Run, which the core
// analyzer calls on each package of the module, exports both as Facts,
// so a loop sees the steps of the packages it imports. A module that keeps its history in its own types answers a
// call with a literal of its own type: the type it converts into an
// SDK's answer, field by field (AnswerType), is the module's answer, and
// the conversion is not.
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
	// order holds the package's functions and methods with a body, in
	// source order, then the methods its interfaces declare.
	order []*types.Func
	// steps run a model turn outside any loop of turns of theirs (the
	// value names the model call they reach); answerers build the
	// answer of a tool call.
	steps     map[*types.Func]string
	answerers map[*types.Func]bool
	// imports holds what the imports' Facts say; answerTypes the module
	// types whose literals answer a call (AnswerType), by package and
	// name.
	imports     *imports
	answerTypes map[[2]string]AnswerType
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

// newPackage indexes the functions of a package and finds its answer
// types, answerers and steps, knowing what its imports found (im, from
// their Facts; nil when none has any).
func newPackage(pkg *types.Package, info *types.Info, files []*ast.File, im *imports) *Package {
	p := &Package{Pkg: pkg, Info: info, Files: files, apis: known, decls: map[*types.Func]*ast.FuncDecl{},
		steps: map[*types.Func]string{}, answerers: map[*types.Func]bool{}, imports: im, answerTypes: map[[2]string]AnswerType{}}
	if im != nil {
		for _, t := range im.answerTypes {
			p.answerTypes[[2]string{t.Pkg, t.Name}] = t
		}
	}
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := info.Defs[fd.Name].(*types.Func); ok {
					p.decls[fn] = fd
					p.order = append(p.order, fn)
				}
			}
		}
	}
	p.order = append(p.order, interfaceMethods(pkg)...)
	p.findAnswerTypes()
	// Until nothing changes: a function may answer through another, a
	// step run its turn through another. Whether a loop in a function
	// is one of turns depends on whether it answers, so the answerers
	// come first.
	for changed := true; changed; {
		changed = false
		for _, fn := range p.order {
			if fd := p.decls[fn]; fd != nil && !p.answerers[fn] && p.Answers(fd.Body) {
				p.answerers[fn], changed = true, true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range p.order {
			if p.steps[fn] != "" {
				continue
			}
			var turn string
			if fd := p.decls[fn]; fd != nil {
				turn = p.turnIn(fd.Body, false)
			} else {
				turn = p.implementedTurn(fn)
			}
			if turn != "" {
				p.steps[fn], changed = turn, true
			}
		}
	}
	return p
}

// interfaceMethods returns the methods the package's interfaces
// declare, in the order of their names.
func interfaceMethods(pkg *types.Package) []*types.Func {
	var out []*types.Func
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
			if iface, ok := tn.Type().Underlying().(*types.Interface); ok {
				for i := range iface.NumExplicitMethods() {
					out = append(out, iface.ExplicitMethod(i))
				}
			}
		}
	}
	return out
}

// implementedTurn returns the turn that an implementation of fn, when
// fn is an interface method, runs: one of the package's steps, or a
// method of another package whose Fact says so.
func (p *Package) implementedTurn(fn *types.Func) string {
	iface := interfaceOf(fn)
	if iface == nil {
		return ""
	}
	var ms []method
	for _, g := range p.order {
		if g.Name() == fn.Name() && p.steps[g] != "" && p.decls[g] != nil && g.Signature().Recv() != nil {
			ms = append(ms, method{g, p.steps[g]})
		}
	}
	if p.imports != nil {
		ms = append(ms, p.imports.methods[fn.Name()]...)
	}
	return implementedTurn(iface, ms)
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

// stepTurn returns the turn that call runs through a step: a function
// of the package, or of another whose Fact says it runs one; or "".
func (p *Package) stepTurn(call *ast.CallExpr) string {
	fn, _ := typeutil.Callee(p.Info, call).(*types.Func)
	if fn == nil {
		return ""
	}
	if fn = fn.Origin(); fn.Pkg() == p.Pkg {
		return p.steps[fn]
	}
	return p.imports.fact(fn).Turn
}

// turnIn returns the model call that n runs, directly ("anthropic's
// MessageService.New") or through a step, or "". A turn inside a loop
// of turns nested in n (one whose body answers tool calls) is that
// loop's, unless inLoops; a turn inside a retry loop is n's. Function
// literals count: a turn inside a retry helper's closure is the loop's
// turn.
func (p *Package) turnIn(n ast.Node, inLoops bool) string {
	turn := ""
	ast.Inspect(n, func(m ast.Node) bool {
		if turn != "" {
			return false
		}
		switch m := m.(type) {
		case *ast.ForStmt:
			return inLoops || m == n || !p.Answers(m.Body)
		case *ast.RangeStmt:
			return inLoops || m == n || !p.Answers(m.Body)
		case *ast.CallExpr:
			if api := p.Turn(m); api != "" {
				turn = api + "'s " + methodName(typeutil.Callee(p.Info, m).(*types.Func))
			} else {
				turn = p.stepTurn(m)
			}
		}
		return turn == ""
	})
	return turn
}

// Answers reports whether n builds the answer of a tool call, directly
// or through a function of the package, or of another whose Fact says
// it does. An SDK's answer built from one of the module's answers
// (AnswerType) is a conversion of the history, not an answer: the call
// was answered where the module's answer was built.
func (p *Package) Answers(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if found {
			return false
		}
		if row, ok := p.sdkAnswer(m); ok {
			_, converts := p.carried(m, row)
			found = !converts
		} else if _, ok := p.AnswerOf(m); ok {
			found = true
		} else if call, ok := m.(*ast.CallExpr); ok {
			if fn, _ := typeutil.Callee(p.Info, call).(*types.Func); fn != nil {
				fn = fn.Origin()
				found = p.answerers[fn] || fn.Pkg() != p.Pkg && p.imports.fact(fn).Answers
			}
		}
		return !found
	})
	return found
}

// AnswerOf returns the table row of n if n builds a tool call's answer:
// a call of an answer function, a literal of an answer type (with the
// fields the row asks for), or a literal of one of the module's answer
// types that sets the call's id.
func (p *Package) AnswerOf(n ast.Node) (frameworks.Answer, bool) {
	if a, ok := p.sdkAnswer(n); ok {
		return a, true
	}
	if lit, ok := n.(*ast.CompositeLit); ok && len(p.answerTypes) > 0 {
		pkg, name := frameworks.NamedType(p.Info.TypeOf(lit))
		if t, ok := p.answerTypes[[2]string{pkg, name}]; ok && fieldValue(lit, t.IDField) != nil {
			return t.answerRow(), true
		}
	}
	return frameworks.Answer{}, false
}

// sdkAnswer returns the row of the SDK tables that n builds, if any.
func (p *Package) sdkAnswer(n ast.Node) (frameworks.Answer, bool) {
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

// fieldValue returns the value lit gives its field named field, or nil.
func fieldValue(lit *ast.CompositeLit, field string) ast.Expr {
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
				return kv.Value
			}
		}
	}
	return nil
}

// constantString returns the value of a constant string expression, or "".
func constantString(tv types.TypeAndValue) string {
	if tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}
