package agentloop

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/types/typeutil"
)

// A CallLoop is a range over the tool calls of one model turn whose body
// answers them.
type CallLoop struct {
	Range *ast.RangeStmt
	Label *ast.Ident // the loop's label, if any
	Call  frameworks.CallType
	File  *ast.File
	// elem holds the range's key and value and what the body derives
	// from the element alone (a type assertion, a method of it): a
	// condition on them alone tests the element's kind.
	elem map[types.Object]bool
}

// Elem returns the range's value, or nil.
func (l CallLoop) Elem() *ast.Ident {
	id, _ := l.Range.Value.(*ast.Ident)
	return id
}

// A Gap is a statement on whose path a tool call gets no answer: a
// continue or a break of the loop (token.CONTINUE, token.BREAK), or a
// return (token.RETURN) of the error Err, before the call's answer is
// built (a break also leaves the calls after it).
type Gap struct {
	At   ast.Stmt
	Tok  token.Token
	Err  ast.Expr
	Loop *CallLoop
}

// CallLoops returns the package's loops over one turn's tool calls.
func (p *Package) CallLoops() []*CallLoop {
	var out []*CallLoop
	for _, f := range p.Files {
		labels := map[ast.Stmt]*ast.Ident{}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.LabeledStmt:
				labels[n.Stmt] = n.Label
			case *ast.RangeStmt:
				if c, ok := p.CallType(n.X); ok && p.Answers(n.Body) {
					l := &CallLoop{Range: n, Label: labels[n], Call: c, File: f}
					l.elem = p.elementVars(n)
					if !c.Union || !p.walksHistory(l) {
						out = append(out, l)
					}
				}
			}
			return true
		})
	}
	return out
}

// walksHistory reports whether l's body reads a field of the element
// that holds an answer (genai's Part.FunctionResponse): a loop over
// parts that meets answers walks a history of calls and answers,
// converting or copying it, not the calls of one reply, and its returns
// end a conversion.
func (p *Package) walksHistory(l *CallLoop) bool {
	found := false
	ast.Inspect(l.Range.Body, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && p.isField(sel) && p.rootedAt(sel.X, l.elem) {
			key := [2]string{}
			key[0], key[1] = frameworks.NamedType(p.Info.TypeOf(sel))
			_, sdk := p.apis.answerTypes[key]
			_, own := p.answerTypes[key]
			found = sdk || own
		}
		return !found
	})
	return found
}

// elementVars returns the range's key, value and collection, and the
// variables the body declares from them alone.
func (p *Package) elementVars(r *ast.RangeStmt) map[types.Object]bool {
	elem := map[types.Object]bool{}
	for _, e := range []ast.Expr{r.Key, r.Value, r.X} {
		if e != nil {
			elem[p.objOf(e)] = true
		}
	}
	ast.Inspect(r.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Rhs) == 1 && p.rootedAt(as.Rhs[0], elem) {
			for _, lhs := range as.Lhs {
				elem[p.objOf(lhs)] = true
			}
		}
		if ts, ok := n.(*ast.TypeSwitchStmt); ok {
			for _, c := range ts.Body.List {
				if obj := p.Info.Implicits[c]; obj != nil {
					elem[obj] = true
				}
			}
		}
		return true
	})
	delete(elem, nil)
	return elem
}

// rootedAt reports whether e reads one of vars alone: v, v.f, v.M(),
// v.(T), v[i], and chains of them.
func (p *Package) rootedAt(e ast.Expr, vars map[types.Object]bool) bool {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return vars[p.Info.ObjectOf(x)]
		case *ast.SelectorExpr:
			e = x.X
		case *ast.TypeAssertExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.CallExpr:
			if len(x.Args) > 0 {
				return false
			}
			e = x.Fun
		default:
			return false
		}
	}
}

// Gaps returns the statements of l's body on whose path a call gets no
// answer.
func (p *Package) Gaps(l *CallLoop) []Gap {
	var out []Gap
	var path []ast.Node
	ast.Inspect(l.Range.Body, func(n ast.Node) bool {
		if n == nil {
			path = path[:len(path)-1]
			return true
		}
		if _, lit := n.(*ast.FuncLit); lit {
			return false
		}
		path = append(path, n)
		switch n := n.(type) {
		case *ast.BranchStmt:
			if p.skips(l, n, path) {
				out = append(out, Gap{At: n, Tok: n.Tok, Loop: l})
			}
		case *ast.ReturnStmt:
			if err := p.returnedError(n); err != nil && !p.classified(path, err) && !p.answeredBefore(path) {
				out = append(out, Gap{At: n, Tok: token.RETURN, Err: err, Loop: l})
			}
		}
		return true
	})
	return out
}

// skips reports whether the branch b (path: from the body down to it)
// leaves the current call unanswered: a continue or break of the loop
// with no answer built before it on its path, not after a test of the
// element's kind alone. After a break the calls that follow are not
// answered either, unless code after the loop answers them.
func (p *Package) skips(l *CallLoop, b *ast.BranchStmt, path []ast.Node) bool {
	if b.Tok != token.CONTINUE && b.Tok != token.BREAK || !targets(l, b, path) {
		return false
	}
	if p.kindTest(l, path) {
		return false
	}
	if b.Tok == token.BREAK {
		return !p.answeredAfter(l)
	}
	return !p.answeredBefore(path)
}

// targets reports whether b continues or breaks l.
func targets(l *CallLoop, b *ast.BranchStmt, path []ast.Node) bool {
	if b.Label != nil {
		return l.Label != nil && b.Label.Name == l.Label.Name
	}
	for _, n := range path[1 : len(path)-1] {
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			return false
		case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			if b.Tok == token.BREAK {
				return false
			}
		}
	}
	return true
}

// kindTest reports whether the nearest condition the end of path is
// under tests the element alone: the branch skips what is not a tool
// call (a text block, a call of another kind).
func (p *Package) kindTest(l *CallLoop, path []ast.Node) bool {
	for i := len(path) - 2; i >= 0; i-- {
		switch n := path[i].(type) {
		case *ast.IfStmt:
			if path[i+1] != n.Init && path[i+1] != n.Cond {
				return p.onlyElement(l, n.Cond)
			}
		case *ast.SwitchStmt:
			return n.Tag != nil && p.onlyElement(l, n.Tag)
		case *ast.TypeSwitchStmt:
			return p.onlyElement(l, n.Assign)
		}
	}
	return false
}

// onlyElement reports whether every variable n reads is the element or
// derived from it alone (a package's table of tool names is not).
func (p *Package) onlyElement(l *CallLoop, n ast.Node) bool {
	only := true
	ast.Inspect(n, func(m ast.Node) bool {
		if id, ok := m.(*ast.Ident); ok {
			if v, isVar := p.Info.ObjectOf(id).(*types.Var); isVar && !v.IsField() && !l.elem[v] {
				only = false
			}
		}
		return only
	})
	return only
}

// answeredBefore reports whether an answer is built before the end of
// path, in the statements that precede it in each block it is in.
func (p *Package) answeredBefore(path []ast.Node) bool {
	for i := len(path) - 2; i >= 0; i-- {
		var list []ast.Stmt
		switch n := path[i].(type) {
		case *ast.BlockStmt:
			list = n.List
		case *ast.CaseClause:
			list = n.Body
		case *ast.CommClause:
			list = n.Body
		}
		for _, s := range list {
			if s == path[i+1] {
				break
			}
			if p.Answers(s) {
				return true
			}
		}
	}
	return false
}

// answeredAfter reports whether the statements after l's loop, in the
// block holding it, answer calls: the ones a break left.
func (p *Package) answeredAfter(l *CallLoop) bool {
	after := false
	found := false
	ast.Inspect(l.File, func(n ast.Node) bool {
		if b, ok := n.(*ast.BlockStmt); ok && !found {
			for _, s := range b.List {
				if s == l.Range || isLabeled(s, l.Range) {
					after = true
				} else if after && p.Answers(s) {
					found = true
				}
			}
			after = false
		}
		return !found
	})
	return found
}

func isLabeled(s ast.Stmt, loop *ast.RangeStmt) bool {
	ls, ok := s.(*ast.LabeledStmt)
	return ok && ls.Stmt == loop
}

// returnedError returns the error operand of ret that is not nil, if any.
func (p *Package) returnedError(ret *ast.ReturnStmt) ast.Expr {
	for _, r := range ret.Results {
		tv := p.Info.Types[r]
		if tv.IsNil() || !types.Identical(tv.Type, types.Universe.Lookup("error").Type()) {
			continue
		}
		return r
	}
	return nil
}

// classified reports whether the return at the end of path ends the run
// deliberately: under a condition that classifies an error
// (errors.Is, errors.As) or tests the context, or returning the
// context's error.
func (p *Package) classified(path []ast.Node, err ast.Expr) bool {
	if p.callsAny(err, classifiers) {
		return true
	}
	for i := len(path) - 2; i >= 0; i-- {
		switch n := path[i].(type) {
		case *ast.IfStmt:
			if path[i+1] != n.Init && p.callsAny(n.Cond, classifiers) {
				return true
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if p.callsAny(e, classifiers) {
					return true
				}
			}
		}
	}
	return false
}

// classifiers are the calls that classify an error before the run ends
// on it: errors.Is and errors.As against what the module names, and a
// context's Err (the run was cancelled, not the tool).
var classifiers = map[string]bool{"errors.Is": true, "errors.As": true, "context.Err": true}

// callsAny reports whether n calls a function of names (by package
// path and name).
func (p *Package) callsAny(n ast.Node, names map[string]bool) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		if call, ok := m.(*ast.CallExpr); ok {
			if fn, _ := typeutil.Callee(p.Info, call).(*types.Func); fn != nil && fn.Pkg() != nil && names[fn.Pkg().Path()+"."+fn.Name()] {
				found = true
			}
		}
		return !found
	})
	return found
}

// An Append is a statement of a loop's body appending an answer:
// To = append(To, ..., Answer, ...).
type Append struct {
	Stmt   *ast.AssignStmt
	To     ast.Expr
	Answer ast.Expr
	Row    frameworks.Answer
}

// AnswerAppend returns the first statement of l's body that appends an
// answer built right there, the model for a fix's own append.
func (p *Package) AnswerAppend(l *CallLoop) (Append, bool) {
	var out Append
	ast.Inspect(l.Range.Body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || out.Stmt != nil || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return out.Stmt == nil
		}
		call, ok := as.Rhs[0].(*ast.CallExpr)
		if !ok {
			return true
		}
		if b, isBuiltin := typeutil.Callee(p.Info, call).(*types.Builtin); !isBuiltin || b.Name() != "append" {
			return true
		}
		for _, arg := range call.Args[1:] {
			if row, ok := p.AnswerOf(ast.Unparen(arg)); ok {
				out = Append{Stmt: as, To: as.Lhs[0], Answer: ast.Unparen(arg), Row: row}
				break
			}
		}
		return out.Stmt == nil
	})
	return out, out.Stmt != nil
}

// InNestedLoop reports whether stmt, in l's body, is inside a loop
// nested in l: a continue there would continue that loop.
func InNestedLoop(l *CallLoop, stmt ast.Stmt) bool {
	nested := false
	ast.Inspect(l.Range.Body, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			if n.Pos() <= stmt.Pos() && stmt.End() <= n.End() {
				nested = true
			}
			return false
		}
		return !nested
	})
	return nested
}
