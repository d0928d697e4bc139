package unanswered

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"

	"github.com/toolerrlint/toolerrlint/internal/agentloop"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

// The sentences the fix answers a call with. A call skipped before it
// ran failed on its name or arguments; a call whose tool returned an
// error failed in the tool.
const (
	notRun = "This tool call was not run: check the tool name and its arguments against the tool's description, then call it again or use another tool."
	failed = "The tool failed, and the same call is likely to fail the same way: change the arguments or use another tool."
)

// answerFix returns the fix that answers the call g leaves without a
// result, by a copy of the loop's own append of an answer with the
// fix's sentence as its text (and its error flag set): before a
// continue, or in place of a return, whose error it logs before going
// on to the next call.
func answerFix(r *report.Reporter, pkg *agentloop.Package, g agentloop.Gap) (analysis.SuggestedFix, bool) {
	if g.Tok == token.BREAK || agentloop.InNestedLoop(g.Loop, g.At) {
		return analysis.SuggestedFix{}, false
	}
	ap, ok := pkg.AnswerAppend(g.Loop)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	sentence := notRun
	if g.Tok == token.RETURN {
		sentence = failed
	}
	fx := r.Fixer(g.Loop.File)
	answer, replaced, ok := rewrite(r.Pass(), fx, ap, sentence)
	indent, indented := fx.Indent(g.At.Pos())
	if !ok || !indented || !visible(r.Pass(), ap.Stmt, g.At.Pos(), replaced) {
		return analysis.SuggestedFix{}, false
	}
	stmt := fx.Source(ap.To) + " = append(" + fx.Source(ap.To) + ", " + answer + ")"
	if g.Tok == token.CONTINUE {
		return analysis.SuggestedFix{
			Message:   "Append a result for this call that says it was not run",
			TextEdits: []report.Edit{{Pos: g.At.Pos(), End: g.At.Pos(), NewText: []byte(stmt + "\n" + indent)}},
		}, true
	}
	logEdit, logPkg, ok := fx.LogLine(g.At, "%v", []ast.Expr{g.Err}, report.Who{})
	imports, importable := fx.Imports(g.At.Pos(), []string{logPkg})
	if !ok || !importable {
		return analysis.SuggestedFix{}, false
	}
	edits := append(imports, logEdit, report.Edit{Pos: g.At.Pos(), End: g.At.End(), NewText: []byte(stmt + "\n" + indent + "continue")})
	return analysis.SuggestedFix{
		Message:   "Log the error, answer the call with a sentence of the module's, and go on to the next call",
		TextEdits: edits,
	}, true
}

// rewrite returns the source of ap's answer with its text replaced by
// sentence and its error flag, if the API has one, set, and what it
// replaced.
func rewrite(pass *analysis.Pass, fx report.Fixer, ap agentloop.Append, sentence string) (string, map[ast.Expr]string, bool) {
	replace := map[ast.Expr]string{}
	switch a := ap.Answer.(type) {
	case *ast.CallExpr:
		if ap.Row.Text >= len(a.Args) {
			return "", nil, false
		}
		replace[a.Args[ap.Row.Text]] = strconv.Quote(sentence)
		if i, ok := ap.Row.Flag.Index(); ok && i < len(a.Args) {
			replace[a.Args[i]] = "true"
		}
	case *ast.CompositeLit:
		for _, elt := range a.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && ap.Row.TextField != "" {
				if id, isID := kv.Key.(*ast.Ident); isID && id.Name == ap.Row.TextField {
					replace[kv.Value] = strconv.Quote(sentence)
				}
			}
		}
	}
	if len(replace) == 0 {
		return "", nil, false
	}
	for e, text := range replace {
		if text != "true" && !isString(pass.TypesInfo.TypeOf(e)) {
			return "", nil, false // a map or parts: which keys to write is the author's choice
		}
	}
	return splice(fx.Source(ap.Answer), ap.Answer.Pos(), replace), replace, true
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// splice returns src, the source of a node starting at pos, with each
// expression of replace replaced by its text.
func splice(src string, pos token.Pos, replace map[ast.Expr]string) string {
	var exprs []ast.Expr
	for e := range replace {
		exprs = append(exprs, e)
	}
	sort.Slice(exprs, func(i, j int) bool { return exprs[i].Pos() > exprs[j].Pos() })
	for _, e := range exprs {
		start, end := int(e.Pos()-pos), int(e.End()-pos)
		src = src[:start] + replace[e] + src[end:]
	}
	return src
}

// visible reports whether every local variable the append stmt names,
// outside the expressions replaced, means the same at pos.
func visible(pass *analysis.Pass, stmt *ast.AssignStmt, pos token.Pos, replaced map[ast.Expr]string) bool {
	scope := pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	ok := true
	ast.Inspect(stmt, func(n ast.Node) bool {
		if e, isExpr := n.(ast.Expr); isExpr {
			if _, gone := replaced[e]; gone {
				return false
			}
		}
		switch n := n.(type) {
		case *ast.SelectorExpr:
			ast.Inspect(n.X, func(m ast.Node) bool { ok = ok && sameAt(pass, scope, m, pos); return ok })
			return false
		case *ast.Ident:
			ok = ok && sameAt(pass, scope, n, pos)
		}
		return ok
	})
	return ok
}

// sameAt reports whether n, if an identifier of a local variable, names
// the same variable at pos.
func sameAt(pass *analysis.Pass, scope *types.Scope, n ast.Node, pos token.Pos) bool {
	id, ok := n.(*ast.Ident)
	if !ok {
		return true
	}
	v, isVar := pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !isVar || v.IsField() || v.Parent() == pass.Pkg.Scope() {
		return true
	}
	_, obj := scope.LookupParent(id.Name, pos)
	return obj == v
}
