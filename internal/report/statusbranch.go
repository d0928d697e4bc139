package report

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/analysis"
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
// stmt, the return holding w.expr, which shows the dropped operands to
// the model at sink w.s (each line after the first starting with
// indent), and the imports it needs; as classBranches does for an
// error's classes. None where the evidence decided already, stmt lies
// in no branch of a status check, or stmt shows a dropped operand
// outside w.expr, which each copy would show again.
func (f Fixer) statusBranches(w *branchWriter, stmt ast.Stmt, dropped []ast.Expr, indent string) (string, []string) {
	ret, ok := stmt.(*ast.ReturnStmt)
	if !ok || w.s.Decision != sink.Undecided || w.expr.Pos() < ret.Pos() || w.expr.End() > ret.End() {
		return "", nil
	}
	for _, d := range dropped {
		if f.usedBeside(ret, w.expr, d) {
			return "", nil
		}
	}
	cond, status := f.statusCheck(ret)
	if status == nil {
		return "", nil
	}
	src := f.Source(status)
	earlier := f.answeredBefore(ret, src)
	var cs []frameworks.Class
	for _, c := range frameworks.ResponseStatuses {
		holds, ok := f.statusHolds(cond, src, int64(c.Status))
		if !ok {
			return "", nil
		}
		if holds && !slices.ContainsFunc(earlier, func(e ast.Expr) bool {
			answered, ok := f.statusHolds(e, src, int64(c.Status))
			return ok && answered
		}) {
			cs = append(cs, c)
		}
	}
	if len(cs) == 0 {
		return "", nil
	}
	w.stmt, w.used = ret, map[string]bool{}
	if !w.statusCases(cs, "", "", "", "", src, indent) {
		return "", nil
	}
	return w.b.String(), w.paths
}

// StatusCases returns the edits that insert, before the return holding
// the literal of sink s's own words (see literalOf), the switch on the
// status of the response the module checked (see statusBranches): each
// case returns the copy of the return whose literal says what failed in
// those words, with the tool's name where NameTool would add it, then
// the class and its decision. The retryable pass adds them to its fix,
// which appends the bounded sentence to the words for the rest. ok is
// false where no switch is written.
func (f Fixer) StatusCases(s *sink.Sink) ([]analysis.TextEdit, bool) {
	if s.Decision != sink.Undecided {
		return nil, false // decided already (see statusBranches)
	}
	lit, inError := literalOf(f.pass, s)
	if lit == nil {
		return nil, false
	}
	value := lit.Value
	if name, ok := NameTool(f.pass, s); ok && name.Pos == lit.Pos()+1 {
		value = value[:1] + string(name.NewText) + value[1:]
	}
	words, err := strconv.Unquote(value)
	stmt := f.stmtOf(lit)
	if err != nil || stmt == nil {
		return nil, false
	}
	indent, ok := f.Indent(stmt.Pos())
	if !ok {
		return nil, false
	}
	w := &branchWriter{f: f, s: s, expr: lit, inPlace: true, asError: inError, lead: strings.TrimRight(words, " .:!")}
	branches, paths := f.statusBranches(w, stmt, nil, indent)
	if branches == "" {
		return nil, false
	}
	imports, ok := f.Imports(lit.Pos(), paths)
	if !ok {
		return nil, false
	}
	return append(imports, analysis.TextEdit{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(branches)}), true
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

// answeredBefore returns the conditions on status src of the if
// statements before the one holding ret, in its block, whose body
// returns (if resp.StatusCode == http.StatusNotFound { return ... }):
// the classes they hold for never reach ret, and get no case there.
func (f Fixer) answeredBefore(ret *ast.ReturnStmt, src string) []ast.Expr {
	path := enclosing(f.file, ret.Pos(), ret.End())
	for i := len(path) - 1; i > 0; i-- {
		ifs, ok := path[i].(*ast.IfStmt)
		block, inBlock := path[i-1].(*ast.BlockStmt)
		if !ok || !inBlock {
			continue
		}
		var conds []ast.Expr
		for _, st := range block.List[:slices.Index(block.List, ast.Stmt(ifs))] {
			prev, ok := st.(*ast.IfStmt)
			if !ok || prev.Else != nil || len(prev.Body.List) == 0 || !strings.Contains(f.Source(prev.Cond), src) {
				continue
			}
			if _, returns := prev.Body.List[len(prev.Body.List)-1].(*ast.ReturnStmt); returns {
				conds = append(conds, prev.Cond)
			}
		}
		return conds
	}
	return nil
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
