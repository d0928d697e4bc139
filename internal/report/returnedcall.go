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
