package agentloop

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// incremented returns what n counts up: the variables and fields it
// increments (x++, x += k, x = x + k) and the slices it grows
// (x = append(x, ...)), whose length counts as well.
func (p *Package) incremented(n ast.Node) map[types.Object]bool {
	out := map[types.Object]bool{}
	ast.Inspect(n, func(m ast.Node) bool {
		switch m := m.(type) {
		case *ast.IncDecStmt:
			if m.Tok == token.INC {
				out[p.objOf(m.X)] = true
			}
		case *ast.AssignStmt:
			for i, lhs := range m.Lhs {
				if m.Tok == token.ADD_ASSIGN || i < len(m.Rhs) && p.grows(lhs, m.Rhs[i]) {
					out[p.objOf(lhs)] = true
				}
			}
		}
		return true
	})
	delete(out, nil)
	return out
}

// grows reports whether rhs is lhs + k or append(lhs, ...).
func (p *Package) grows(lhs, rhs ast.Expr) bool {
	obj := p.objOf(lhs)
	switch r := ast.Unparen(rhs).(type) {
	case *ast.BinaryExpr:
		return r.Op == token.ADD && obj != nil && (p.objOf(r.X) == obj || p.objOf(r.Y) == obj)
	case *ast.CallExpr:
		b, isBuiltin := typeutil.Callee(p.Info, r).(*types.Builtin)
		return isBuiltin && b.Name() == "append" && len(r.Args) > 0 && obj != nil && p.objOf(r.Args[0]) == obj
	}
	return false
}

// objOf returns the variable or field e names: x, or the field of a.b.x.
func (p *Package) objOf(e ast.Expr) types.Object {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return p.Info.ObjectOf(e)
	case *ast.SelectorExpr:
		if v, ok := p.Info.ObjectOf(e.Sel).(*types.Var); ok {
			return v
		}
	}
	return nil
}

// bounded reports whether a condition on a path that leaves loop (a for
// statement, or a function declaration calling itself, which a return
// leaves) compares one of counters with a bound. A limit that applies
// only above zero, that is a field of this package nothing in it sets,
// is no bound: unset names it.
func (p *Package) bounded(loop ast.Node, counters map[types.Object]bool) (bool, string) {
	b := bounds{p: p, counters: counters}
	var body *ast.BlockStmt
	switch l := loop.(type) {
	case *ast.ForStmt:
		b.isFor, body = true, l.Body
		if l.Cond != nil && b.exit(l.Cond, nil) {
			return true, ""
		}
	case *ast.FuncDecl:
		body = l.Body
	}
	return b.walk(body, nil, false), b.unset
}

// bounds looks for a bound among the exits of one loop.
type bounds struct {
	p        *Package
	counters map[types.Object]bool
	isFor    bool
	unset    string
}

// walk looks for a bound among the conditional exits inside n, guards
// being the conditions of the statements n is inside; nested says n is
// inside a statement an unlabeled break would leave instead of the loop.
func (b *bounds) walk(n ast.Node, guards []ast.Expr, nested bool) bool {
	found := false
	inspectLoop(n, nested, func(m ast.Node, nested bool) bool {
		if found {
			return false
		}
		isFor := b.isFor && !nested
		switch m := m.(type) {
		case *ast.IfStmt:
			inner := append(guards[:len(guards):len(guards)], m.Cond)
			leaves := b.p.leaves(m.Body, isFor) || m.Else != nil && b.p.leaves(m.Else, isFor)
			found = leaves && b.exit(m.Cond, guards) ||
				b.walk(m.Body, inner, nested) || m.Else != nil && b.walk(m.Else, inner, nested)
			return false
		case *ast.CaseClause:
			for _, e := range m.List {
				if b.p.leaves(&ast.BlockStmt{List: m.Body}, isFor) && b.exit(e, guards) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// inspectLoop calls visit for n and the nodes inside it, as ast.Inspect
// does, leaving out function literals (their statements leave the
// literal, not the loop). nested tells visit whether the node is inside
// a statement nested in n that an unlabeled break would leave instead of
// the loop n belongs to: a for, range, switch or select.
func inspectLoop(n ast.Node, nested bool, visit func(m ast.Node, nested bool) bool) {
	ast.Inspect(n, func(m ast.Node) bool {
		switch m.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			if m != n {
				inspectLoop(m, true, visit)
				return false
			}
		}
		return m != nil && visit(m, nested)
	})
}

// exit reports whether cond, on a path that leaves the loop, compares a
// counter with a bound that applies.
func (b *bounds) exit(cond ast.Expr, guards []ast.Expr) bool {
	limit := b.compared(cond)
	if limit == nil {
		return false
	}
	for _, g := range append(guards, cond) {
		if b.p.testsZero(g, limit) {
			if field := b.p.limitField(limit); field != nil && !b.p.sets(field) {
				b.unset = field.Name()
				return false
			}
		}
	}
	return true
}

// compared returns the bound a counter is compared with in cond: the
// other integer operand of a comparison, not the constant zero.
func (b *bounds) compared(cond ast.Expr) ast.Expr {
	var limit ast.Expr
	ast.Inspect(cond, func(n ast.Node) bool {
		be, ok := n.(*ast.BinaryExpr)
		if !ok || limit != nil || !isComparison(be.Op) || !b.p.isInteger(be.X) || !b.p.isInteger(be.Y) {
			return limit == nil
		}
		switch x, y := b.counts(be.X), b.counts(be.Y); {
		case x && !y && !b.p.isZero(be.Y):
			limit = be.Y
		case y && !x && !b.p.isZero(be.X):
			limit = be.X
		}
		return limit == nil
	})
	return limit
}

// counts reports whether e mentions a counter.
func (b *bounds) counts(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && b.counters[b.p.objOf(x)] {
			found = true
		}
		return !found
	})
	return found
}

func isComparison(op token.Token) bool {
	switch op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ, token.EQL, token.NEQ:
		return true
	}
	return false
}

func (p *Package) isInteger(e ast.Expr) bool {
	t, ok := p.Info.TypeOf(e).Underlying().(*types.Basic)
	return ok && t.Info()&types.IsInteger != 0
}

func (p *Package) isZero(e ast.Expr) bool {
	v := p.Info.Types[e].Value
	return v != nil && constant.Sign(v) == 0
}

// testsZero reports whether cond compares limit (the same variable or
// field) with zero: the limit applies only when it is set.
func (p *Package) testsZero(cond, limit ast.Expr) bool {
	obj := p.objOf(limit)
	found := false
	ast.Inspect(cond, func(n ast.Node) bool {
		if be, ok := n.(*ast.BinaryExpr); ok && isComparison(be.Op) && obj != nil {
			found = found || p.objOf(be.X) == obj && p.isZero(be.Y) || p.objOf(be.Y) == obj && p.isZero(be.X)
		}
		return !found
	})
	return found
}

// limitField returns the struct field of this package that limit reads,
// directly or through the local variable it was copied to.
func (p *Package) limitField(limit ast.Expr) *types.Var {
	obj := p.objOf(limit)
	v, ok := obj.(*types.Var)
	if !ok {
		return nil
	}
	if !v.IsField() {
		v = p.copiedField(v)
	}
	if v == nil || v.Pkg() != p.Pkg {
		return nil // a field of another package: who sets it is not in sight
	}
	return v
}

// copiedField returns the field local was declared from (x := cfg.Max).
func (p *Package) copiedField(local *types.Var) *types.Var {
	var field *types.Var
	for _, f := range p.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == len(as.Rhs) {
				for i, lhs := range as.Lhs {
					if id, isID := lhs.(*ast.Ident); isID && p.Info.Defs[id] == local {
						if v, isVar := p.objOf(as.Rhs[i]).(*types.Var); isVar && v.IsField() {
							field = v
						}
					}
				}
			}
			return field == nil
		})
	}
	return field
}

// sets reports whether the package sets field: in a literal, by an
// assignment, or by taking its address (a flag bound to it).
func (p *Package) sets(field *types.Var) bool {
	found := false
	is := func(e ast.Expr) bool {
		sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
		return ok && p.Info.ObjectOf(sel.Sel) == field
	}
	for _, f := range p.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				id, ok := n.Key.(*ast.Ident)
				found = found || ok && p.Info.ObjectOf(id) == field
			case *ast.AssignStmt:
				for _, lhs := range n.Lhs {
					found = found || is(lhs)
				}
			case *ast.UnaryExpr:
				found = found || n.Op == token.AND && is(n.X)
			}
			return !found
		})
	}
	return found
}

// leaves reports whether n holds a statement that leaves the loop: a
// return, a goto, a break of the loop (isFor: n is in a for statement's
// body; a labeled break is taken to leave it), a panic or an exit.
func (p *Package) leaves(n ast.Node, isFor bool) bool {
	found := false
	inspectLoop(n, false, func(m ast.Node, nested bool) bool {
		if found {
			return false
		}
		switch m := m.(type) {
		case *ast.ReturnStmt:
			found = true
		case *ast.BranchStmt:
			found = m.Tok == token.GOTO || m.Tok == token.BREAK && isFor && (m.Label != nil || !nested)
		case *ast.CallExpr:
			found = p.ends(m)
		}
		return !found
	})
	return found
}

// ends reports whether call ends the goroutine or the program: panic,
// os.Exit, log.Fatal and its kin.
func (p *Package) ends(call *ast.CallExpr) bool {
	switch fn := typeutil.Callee(p.Info, call).(type) {
	case *types.Builtin:
		return fn.Name() == "panic"
	case *types.Func:
		if fn.Pkg() == nil {
			return false
		}
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "os.Exit", "log.Fatal", "log.Fatalf", "log.Fatalln", "log.Panic", "log.Panicf":
			return true
		}
	}
	return false
}
