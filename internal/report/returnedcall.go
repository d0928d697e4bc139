package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"golang.org/x/tools/go/analysis"
)

// ReturnedCall returns the fixes for a sink whose text is the error a
// call hands straight back to a return statement (return lookup(ctx,
// id), in a handler whose returned error the model reads): the call's
// results are named, the error is logged, and a sentence of the
// module's saying op failed is returned in its place, the other results
// as the call gave them.
//
//	res, err := lookup(ctx, id)
//	if err != nil {
//		slog.Error("tool call failed", "error", err)
//		return res, errors.New("lookup failed: … did not succeed; …")
//	}
//	return res, nil
//
// None when the statement is not such a return or shares its line.
func (r *Reporter) ReturnedCall(s *sink.Sink, op string) []analysis.SuggestedFix {
	ret, ok := s.Stmt.(*ast.ReturnStmt)
	if !ok || s.File == nil || len(ret.Results) != 1 || ast.Unparen(ret.Results[0]) != ast.Unparen(s.Expr) {
		return nil
	}
	call, ok := ast.Unparen(s.Expr).(*ast.CallExpr)
	if !ok {
		return nil
	}
	f := r.Fixer(s.File)
	tuple, ok := f.pass.TypesInfo.TypeOf(call).(*types.Tuple)
	if !ok || tuple.Len() < 2 || !types.Identical(tuple.At(tuple.Len()-1).Type(), errorType) {
		return nil
	}
	indent, ok := f.Indent(ret.Pos())
	if !ok {
		return nil
	}
	names := f.freshNames(ret.Pos(), tuple.Len())
	errName := names[len(names)-1]
	errIdent := &ast.Ident{Name: errName} // no position: logCall takes it for the error
	l := f.logger(ret.Pos())
	imports, ok := f.Imports(ret.Pos(), []string{l.importPath(), errorPackage(s, nil, errName)})
	if !ok {
		return nil
	}
	flag, ok := f.flagging(s)
	if !ok {
		return nil
	}
	results := strings.Join(names[:len(names)-1], ", ")
	var fixes []analysis.SuggestedFix
	for _, d := range Decisions(s.Decision) {
		var b strings.Builder
		b.WriteString(strings.Join(names, ", ") + " := " + f.Source(call) + "\n")
		b.WriteString(indent + "if " + errName + " != nil {\n")
		b.WriteString(indent + "\t" + f.logCall(l, "%v", []ast.Expr{errIdent}, WhoOf(s)) + "\n")
		b.WriteString(indent + "\t" + chainNote(s, errName, indent+"\t") + "return " + results + ", " + errorValue(s, Sentence(s, op, d, true), nil, errName) + "\n")
		b.WriteString(indent + "}\n")
		b.WriteString(indent + "return " + results + ", nil")
		edits := append(append([]Edit{}, imports...), flag...)
		edits = append(edits, Edit{Pos: ret.Pos(), End: ret.End(), NewText: []byte(b.String())})
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitle(d), TextEdits: edits})
	}
	return fixes
}

// freshNames returns n names for a call's results, the last its error,
// that mean nothing yet at pos: "res", "err", or with a number added.
func (f Fixer) freshNames(pos token.Pos, n int) []string {
	used := map[string]bool{}
	names := make([]string, n)
	for i := range n - 1 {
		names[i] = f.freshName(pos, "res", used)
	}
	names[n-1] = f.freshName(pos, "err", used)
	return names
}

// freshName returns base, or base with a number added, whichever first
// means nothing at pos and is not among used, which it joins.
func (f Fixer) freshName(pos token.Pos, base string, used map[string]bool) string {
	scope := f.pass.Pkg.Scope().Innermost(pos)
	taken := func(name string) bool {
		if scope == nil {
			return false
		}
		_, obj := scope.LookupParent(name, pos)
		return obj != nil
	}
	name := base
	for i := 2; taken(name) || used[name]; i++ {
		name = base + strconv.Itoa(i)
	}
	used[name] = true
	return name
}

// LogIgnored returns the edits that log the error the failure branch
// holding sink s checks and then ignores (if err != nil { return
// ToolErrorf(logger, "workspace %q not found", name) }), just before
// the statement holding the sink's expression, with the module's
// logger: a fix that decides
// the module's words there leaves the engineer the error the model was
// never shown either. None where the branch uses the error, or has
// none.
func (r *Reporter) LogIgnored(s *sink.Sink) []analysis.TextEdit {
	if s.File == nil || s.Expr == nil {
		return nil
	}
	f := r.Fixer(s.File)
	err := ignoredError(f.pass.TypesInfo, enclosing(s.File, s.Expr.Pos(), s.Expr.End()))
	if err == nil {
		return nil
	}
	line, path, ok := f.LogLine(s.Expr, "%v", []ast.Expr{&ast.Ident{Name: err.Name()}}, WhoOf(s))
	if !ok {
		return nil
	}
	imports, ok := f.Imports(line.Pos, []string{path})
	if !ok {
		return nil
	}
	return append(imports, line)
}

// ignoredError returns the error variable of the innermost if statement
// on path, from the file to a node, whose condition is
// err != nil and whose body never reads err; nil if there is none
// before the function's edge.
func ignoredError(info *types.Info, path []ast.Node) *types.Var {
	for i := len(path) - 1; i >= 0; i-- {
		switch n := path[i].(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return nil
		case *ast.IfStmt:
			cond, ok := n.Cond.(*ast.BinaryExpr)
			if !ok || cond.Op != token.NEQ || !info.Types[cond.Y].IsNil() {
				continue
			}
			id, ok := ast.Unparen(cond.X).(*ast.Ident)
			v, isVar := info.Uses[id].(*types.Var)
			if !ok || !isVar || !types.Identical(v.Type(), errorType) {
				continue
			}
			read := false
			ast.Inspect(n.Body, func(m ast.Node) bool {
				if use, ok := m.(*ast.Ident); ok && info.Uses[use] == v {
					read = true
				}
				return !read
			})
			if read {
				return nil
			}
			return v
		}
	}
	return nil
}
