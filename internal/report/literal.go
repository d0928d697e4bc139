package report

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
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

// AppendToLiteral inserts sentence at the end of a string literal's
// text, after a full stop.
func AppendToLiteral(lit *ast.BasicLit, sentence string) analysis.TextEdit {
	body := lit.Value[1 : len(lit.Value)-1]
	sep := " "
	if trimmed := strings.TrimRight(body, " "); trimmed != "" && !strings.ContainsAny(trimmed[len(trimmed)-1:], ".!?") {
		sep = ". "
	}
	if strings.HasSuffix(body, " ") {
		sep = strings.TrimLeft(sep, " ")
	}
	at := lit.End() - 1
	return analysis.TextEdit{Pos: at, End: at, NewText: []byte(sep + sentence)}
}
