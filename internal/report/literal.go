package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// CompositeAt returns the keyed composite literal whose brace is at pos.
func CompositeAt(pass *analysis.Pass, pos token.Pos) *ast.CompositeLit {
	if !pos.IsValid() {
		return nil
	}
	var found *ast.CompositeLit
	for _, f := range pass.Files {
		if f.Pos() > pos || f.End() < pos {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if cl, ok := n.(*ast.CompositeLit); ok && cl.Lbrace == pos {
				found = cl
			}
			return found == nil
		})
	}
	if found != nil {
		for _, e := range found.Elts {
			if _, keyed := e.(*ast.KeyValueExpr); !keyed {
				return nil
			}
		}
	}
	return found
}

// AddField inserts a keyed element into a composite literal.
func AddField(pass *analysis.Pass, lit *ast.CompositeLit, elem string) analysis.TextEdit {
	fset := pass.Fset
	if fset.Position(lit.Lbrace).Line == fset.Position(lit.Rbrace).Line {
		text := elem
		if len(lit.Elts) > 0 {
			text = ", " + elem
		}
		return analysis.TextEdit{Pos: lit.Rbrace, End: lit.Rbrace, NewText: []byte(text)}
	}
	indent := strings.Repeat("\t", max(0, fset.Position(lit.Rbrace).Column-1))
	return analysis.TextEdit{Pos: lit.Rbrace, End: lit.Rbrace, NewText: []byte("\t" + elem + ",\n" + indent)}
}

// appendToLiteral appends the decision dec to a string literal's text.
// A result's text gets a sentence, after a full stop. A Go error's text
// (inError) gets a clause after a semicolon, in place of any final full
// stop, colon or exclamation mark, so that it ends as Go's convention
// asks (staticcheck's ST1005): "n must not be negative; not transient,
// the same call will fail identically".
func appendToLiteral(lit *ast.BasicLit, dec core.Decision, inError bool) analysis.TextEdit {
	body := lit.Value[1 : len(lit.Value)-1]
	at, end := lit.End()-1, lit.End()-1
	if inError {
		kept := strings.TrimRight(body, " .:!")
		at -= token.Pos(len(body) - len(kept))
		said := DecisionClause(dec)
		if kept != "" {
			said = "; " + said
		}
		return analysis.TextEdit{Pos: at, End: end, NewText: []byte(said)}
	}
	sep := " "
	if trimmed := strings.TrimRight(body, " "); trimmed != "" && !strings.ContainsAny(trimmed[len(trimmed)-1:], ".!?") {
		sep = ". "
	}
	if strings.HasSuffix(body, " ") {
		sep = strings.TrimLeft(sep, " ")
	}
	return analysis.TextEdit{Pos: at, End: end, NewText: []byte(sep + DecisionSentence(dec))}
}

// AppendDecision returns the edit that appends the decision dec to the
// string literal holding the sink's text (see literalOf), in a Go
// error's form where the literal is an error's text. The retryable
// pass offers it, and protocolerr's fix that keeps the words carries it,
// so that the two fixes agree on one sink. ok is false if there is no
// such literal.
func AppendDecision(pass *analysis.Pass, s *core.Sink, dec core.Decision) (analysis.TextEdit, bool) {
	lit, inError := literalOf(pass, s)
	if lit == nil {
		return analysis.TextEdit{}, false
	}
	return appendToLiteral(lit, dec, inError), true
}

// literalOf finds the string literal holding the sink's text: the format
// of a format call, the argument of errors.New, the last literal of a
// concatenation, or the initializer of a package-level error variable.
// inError says whether the literal is the text of a Go error, the format
// of fmt.Errorf or the argument of errors.New (the texts ST1005 checks).
func literalOf(pass *analysis.Pass, s *core.Sink) (lit *ast.BasicLit, inError bool) {
	if s.Format != nil {
		lit, _ := s.Format.Call.Args[s.Format.Index].(*ast.BasicLit)
		return stringLit(lit), calleeName(pass.TypesInfo, s.Format.Call) == "fmt.Errorf"
	}
	if s.Expr == nil {
		return nil, false
	}
	return exprLiteral(pass, s.Expr, false)
}

// exprLiteral is literalOf for an expression; inError says whether e is
// the argument of errors.New.
func exprLiteral(pass *analysis.Pass, e ast.Expr, inError bool) (*ast.BasicLit, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		return stringLit(e), inError
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			if lit, in := exprLiteral(pass, e.Y, inError); lit != nil {
				return lit, in
			}
		}
	case *ast.CallExpr:
		if calleeName(pass.TypesInfo, e) == "errors.New" && len(e.Args) == 1 {
			return exprLiteral(pass, e.Args[0], true)
		}
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(e.Args) == 0 {
			return exprLiteral(pass, sel.X, false)
		}
	case *ast.Ident:
		if v, ok := pass.TypesInfo.Uses[e].(*types.Var); ok && v.Parent() == pass.Pkg.Scope() {
			if init := initializer(pass, v); init != nil {
				return exprLiteral(pass, init, false)
			}
		}
	}
	return nil, false
}

func stringLit(lit *ast.BasicLit) *ast.BasicLit {
	if lit != nil && lit.Kind == token.STRING && len(lit.Value) >= 2 {
		return lit
	}
	return nil
}

// initializer returns the expression a package-level variable is
// declared with.
func initializer(pass *analysis.Pass, v *types.Var) ast.Expr {
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if pass.TypesInfo.Defs[name] == v && i < len(vs.Values) && len(vs.Names) == len(vs.Values) {
						return vs.Values[i]
					}
				}
			}
		}
	}
	return nil
}

// calleeName returns the full name of the function call calls
// ("errors.New"), or "".
func calleeName(info *types.Info, call *ast.CallExpr) string {
	if fn, ok := typeutil.Callee(info, call).(*types.Func); ok {
		return fn.FullName()
	}
	return ""
}
