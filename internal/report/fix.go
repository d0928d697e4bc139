package report

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Edit is one change of a fix under construction.
type Edit = analysis.TextEdit

// FixTitles are the messages of the two alternative fixes: a human
// decides whether retrying can help.
var FixTitles = [2]string{
	"Say a retry may succeed: return a sentence this module writes and log the error",
	"Say a retry will fail identically: return a sentence this module writes and log the error",
}

// Fixer builds fixes for one file.
type Fixer struct {
	Pass *analysis.Pass
	File *ast.File
}

// LogBefore returns the edits that log err (the error the fix stops
// handing to the model) just before the statement holding node, so the
// error stays in use and visible to a human. ok is false if there is no
// statement in a block to insert before or "log" is taken.
func (f Fixer) LogBefore(node ast.Node, err ast.Expr, tool string) ([]Edit, bool) {
	return f.LogArgsBefore(node, "%v", []ast.Expr{err}, tool)
}

// LogArgsBefore is LogBefore for several values, printed with verbs.
func (f Fixer) LogArgsBefore(node ast.Node, verbs string, args []ast.Expr, tool string) ([]Edit, bool) {
	stmt := f.stmtOf(node)
	if stmt == nil {
		return nil, false
	}
	imp, ok := f.Import(stmt.Pos(), "log")
	if !ok {
		return nil, false
	}
	prefix := tool
	if prefix == "" {
		prefix = "tool"
	}
	var list []string
	for _, a := range args {
		list = append(list, f.source(a))
	}
	line := fmt.Sprintf("log.Printf(%s, %s)\n%s", strconv.Quote(prefix+": "+verbs), strings.Join(list, ", "), f.indent(stmt.Pos()))
	return append(imp, Edit{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(line)}), true
}

// stmtOf returns the statement holding node whose parent is a statement
// list, where another statement can go before it.
func (f Fixer) stmtOf(node ast.Node) ast.Stmt {
	path := enclosing(f.File, node.Pos(), node.End())
	for i := len(path) - 1; i > 0; i-- {
		stmt, ok := path[i].(ast.Stmt)
		if !ok {
			continue
		}
		switch path[i-1].(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			return stmt
		}
	}
	return nil
}

// source returns the source text of n as written.
func (f Fixer) source(n ast.Node) string {
	tf := f.Pass.Fset.File(n.Pos())
	if content, err := f.Pass.ReadFile(tf.Name()); err == nil {
		start, end := tf.Offset(n.Pos()), tf.Offset(n.End())
		if 0 <= start && start <= end && end <= len(content) {
			return string(content[start:end])
		}
	}
	return types.ExprString(n.(ast.Expr))
}

func (f Fixer) indent(pos token.Pos) string {
	p := f.Pass.Fset.Position(pos)
	tf := f.Pass.Fset.File(pos)
	content, err := f.Pass.ReadFile(tf.Name())
	if err != nil {
		return "\t"
	}
	start := p.Offset - (p.Column - 1)
	if start < 0 || p.Offset > len(content) {
		return "\t"
	}
	return string(content[start:p.Offset])
}

// Import returns the edits that make package path usable by its name at
// pos: none if it is already imported, an added import otherwise. ok is
// false if the name means something else there.
func (f Fixer) Import(pos token.Pos, path string) ([]Edit, bool) {
	name := path[strings.LastIndex(path, "/")+1:]
	if scope := f.Pass.Pkg.Scope().Innermost(pos); scope != nil {
		if _, obj := scope.LookupParent(name, pos); obj != nil {
			pn, ok := obj.(*types.PkgName)
			return nil, ok && pn.Imported().Path() == path
		}
	}
	quoted := strconv.Quote(path)
	for _, d := range f.File.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		if gd.Lparen.IsValid() {
			at := gd.Rparen
			for _, s := range gd.Specs {
				if is := s.(*ast.ImportSpec); is.Path.Value > quoted {
					at = is.Pos()
					break
				}
			}
			text := quoted + "\n\t"
			if at == gd.Rparen {
				text = "\t" + quoted + "\n"
			}
			return []Edit{{Pos: at, End: at, NewText: []byte(text)}}, true
		}
		return []Edit{{Pos: gd.Pos(), End: gd.Pos(), NewText: []byte("import " + quoted + "\n")}}, true
	}
	end := f.File.Name.End()
	return []Edit{{Pos: end, End: end, NewText: []byte("\n\nimport " + quoted)}}, true
}

// Pure reports whether evaluating e has no effect beyond reading
// variables and calling Error on them, so a fix may drop it.
func Pure(e ast.Expr) bool {
	pure := true
	ast.Inspect(e, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Error" || len(call.Args) != 0 {
				pure = false
			}
		}
		return pure
	})
	return pure
}

// ErrorOperand returns the error an expression shows: e itself if it is
// an error, x for x.Error(); nil otherwise.
func ErrorOperand(info *types.Info, e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok {
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(call.Args) == 0 {
			return ErrorOperand(info, sel.X)
		}
		return nil
	}
	if t := info.TypeOf(e); t != nil && types.Implements(t, errorIface) {
		return e
	}
	return nil
}

var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// ReplaceWithSentence returns the two alternative fixes that replace
// expr, which shows the error err to the model, by a sentence of the
// module's (as an error value if asError), logging err instead.
func (f Fixer) ReplaceWithSentence(expr, err ast.Expr, asError bool, tool, op string) []analysis.SuggestedFix {
	if !Pure(expr) || !Pure(err) {
		return nil
	}
	logEdits, ok := f.LogBefore(expr, err, tool)
	if !ok {
		return nil
	}
	var imp []Edit
	if asError {
		if imp, ok = f.Import(expr.Pos(), "errors"); !ok {
			return nil
		}
	}
	var fixes []analysis.SuggestedFix
	for i, transient := range []bool{true, false} {
		text := strconv.Quote(Sentence(tool, op, transient))
		if asError {
			text = "errors.New(" + text + ")"
		}
		edits := append(append([]Edit{}, logEdits...), imp...)
		edits = append(edits, Edit{Pos: expr.Pos(), End: expr.End(), NewText: []byte(text)})
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitles[i], TextEdits: edits})
	}
	return fixes
}
