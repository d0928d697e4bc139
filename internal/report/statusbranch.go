package report

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/http"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// A module that reads the status of an HTTP response itself
// (if resp.StatusCode != http.StatusOK { … }) holds the class of the
// failure in that status, not in an error: a 404 is a resource that
// will not be there on the next call either, a 503 may pass. A fix that
// writes its sentence in such a branch switches on the status first,
// one case per class of frameworks.ResponseStatuses the condition lets
// through, each returning what the return does with the class's
// sentence; the return itself keeps the bounded sentence for the rest.

// statusBranches returns the source of that switch, to insert before
// stmt, the return holding expr, which shows the dropped operands to
// the model at sink s (each line after the first starting with indent),
// and the imports it needs; as classBranches does for an error's
// classes. None where the evidence decided already, stmt lies in no
// branch of a status check, or stmt shows a dropped operand outside
// expr, which each copy would show again.
func (f Fixer) statusBranches(s *sink.Sink, stmt ast.Stmt, expr ast.Expr, dropped []ast.Expr, asError bool, indent string, flag []Edit, lead string, operands []string) (string, []string) {
	ret, ok := stmt.(*ast.ReturnStmt)
	if !ok || s.Decision != sink.Undecided || expr.Pos() < ret.Pos() || expr.End() > ret.End() {
		return "", nil
	}
	for _, d := range dropped {
		if f.usedBeside(ret, expr, d) {
			return "", nil
		}
	}
	cond, status := f.statusCheck(ret)
	if status == nil {
		return "", nil
	}
	src := f.Source(status)
	var cs []frameworks.Class
	for _, c := range frameworks.ResponseStatuses {
		holds, ok := f.statusHolds(cond, src, int64(c.Status))
		if !ok {
			return "", nil
		}
		if holds {
			cs = append(cs, c)
		}
	}
	if len(cs) == 0 {
		return "", nil
	}
	w := &branchWriter{f: f, s: s, ret: ret, expr: expr, asError: asError, flag: flag, lead: lead, operands: operands, used: map[string]bool{}}
	if !w.statusCases(cs, "", "", "", "", src, indent) {
		return "", nil
	}
	return w.b.String(), w.paths
}

// statusCheck returns the condition of the innermost if statement
// whose body holds ret, and the status of a response it compares
// (see responseStatus), where the condition does not hold for success
// (200); nil otherwise.
func (f Fixer) statusCheck(ret *ast.ReturnStmt) (ast.Expr, ast.Expr) {
	var ifs *ast.IfStmt
	for _, n := range enclosing(f.file, ret.Pos(), ret.End()) {
		switch n := n.(type) {
		case *ast.IfStmt:
			if n.Body.Pos() <= ret.Pos() && ret.End() <= n.Body.End() {
				ifs = n
			}
		case *ast.FuncLit:
			ifs = nil // a check outside the function holding ret
		}
	}
	if ifs == nil {
		return nil, nil
	}
	var status ast.Expr
	ast.Inspect(ifs.Cond, func(n ast.Node) bool {
		if e, ok := n.(ast.Expr); ok && status == nil && f.responseStatus(e) {
			status = e
		}
		return status == nil
	})
	if status == nil {
		return nil, nil
	}
	src := f.Source(status)
	if success, ok := f.statusHolds(ifs.Cond, src, http.StatusOK); !ok || success {
		return nil, nil
	}
	return ifs.Cond, status
}

// responseStatus reports whether e reads the HTTP status of a response:
// an integer field StatusCode (net/http's, an SDK's), HTTPStatusCode or
// HTTPStatus, or a method of that name called without arguments
// (resty's resp.StatusCode()).
func (f Fixer) responseStatus(e ast.Expr) bool {
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 0 {
		e = call.Fun
	} else if ok {
		return false
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || !httpStatusFields[sel.Sel.Name] || !Pure(sel.X) {
		return false
	}
	obj := f.pass.TypesInfo.Uses[sel.Sel]
	if obj == nil {
		return false
	}
	t := obj.Type()
	if fn, ok := obj.(*types.Func); ok {
		res := fn.Type().(*types.Signature).Results()
		if res.Len() != 1 {
			return false
		}
		t = res.At(0).Type()
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// httpStatusFields are the names that say a response's HTTP status,
// unlike a bare Code or Status (a gRPC code, a job's state).
var httpStatusFields = map[string]bool{"StatusCode": true, "HTTPStatusCode": true, "HTTPStatus": true}

// statusHolds evaluates cond for a response whose status, read by the
// expression of source src, is code; ok is false where cond is more
// than comparisons of that status with constant HTTP statuses, joined
// by &&, || and !.
func (f Fixer) statusHolds(cond ast.Expr, src string, code int64) (holds, ok bool) {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			h, ok := f.statusHolds(c.X, src, code)
			return !h, ok
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.LAND, token.LOR:
			x, okx := f.statusHolds(c.X, src, code)
			y, oky := f.statusHolds(c.Y, src, code)
			if c.Op == token.LAND {
				return x && y, okx && oky
			}
			return x || y, okx && oky
		}
		if _, compares := mirrored[c.Op]; !compares {
			return false, false
		}
		x, y, op := c.X, c.Y, c.Op
		if f.Source(y) == src {
			x, y = y, x
			op = mirrored[op]
		}
		v := f.pass.TypesInfo.Types[y].Value
		if f.Source(x) != src || v == nil || v.Kind() != constant.Int {
			return false, false
		}
		n, exact := constant.Int64Val(v)
		if !exact || n < 100 || n > 599 {
			return false, false
		}
		return constant.Compare(constant.MakeInt64(code), op, constant.MakeInt64(n)), true
	}
	return false, false
}

// mirrored is the comparison that holds for y op' x where x op y does.
var mirrored = map[token.Token]token.Token{
	token.EQL: token.EQL, token.NEQ: token.NEQ,
	token.LSS: token.GTR, token.GTR: token.LSS,
	token.LEQ: token.GEQ, token.GEQ: token.LEQ,
}
