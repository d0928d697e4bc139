package agentloop

import (
	"go/ast"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// findAnswerTypes adds to the package's answer types those its code
// reveals: a struct type (not an SDK's) one value of which supplies both
// the id of an SDK's tool-call answer and more of it (its text, its
// other fields). A module that keeps its own history in its own types
// answers a call with a literal of such a type, and converts it to the
// SDK's answer where it sends the history (opencode's provider package
// turns a message.ToolResult into anthropic's, openai's and genai's
// answers). One value supplying the id alone is not enough: a module's
// type for the model's calls supplies the id too, and its literals
// record calls, not answers.
func (p *Package) findAnswerTypes() {
	for _, f := range p.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			row, ok := p.sdkAnswer(n)
			if !ok {
				return true
			}
			if t, ok := p.carried(n, row); ok {
				if key := [2]string{t.Pkg, t.Name}; p.answerTypes[key] == (AnswerType{}) {
					p.answerTypes[key] = t
				}
			}
			return true
		})
	}
}

// carried returns the answer type whose value n, an SDK's answer of the
// table row row, takes its id from (v.ID), when the same value supplies
// the answer's text or, for a literal without a text field, another of
// its fields.
func (p *Package) carried(n ast.Node, row frameworks.Answer) (AnswerType, bool) {
	var id ast.Expr
	var rest []ast.Expr
	switch n := n.(type) {
	case *ast.CallExpr:
		if row.ID < 0 || row.ID >= len(n.Args) || row.Text >= len(n.Args) {
			return AnswerType{}, false
		}
		id, rest = n.Args[row.ID], []ast.Expr{n.Args[row.Text]}
	case *ast.CompositeLit:
		id = fieldValue(n, row.IDField)
		for _, elt := range n.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok || kv.Value == id {
				continue
			}
			if key, _ := kv.Key.(*ast.Ident); row.TextField == "" || key != nil && key.Name == row.TextField {
				rest = append(rest, kv.Value)
			}
		}
	}
	sel, ok := ast.Unparen(id).(*ast.SelectorExpr)
	if !ok || !p.isField(sel) {
		return AnswerType{}, false
	}
	pkg, name := frameworks.NamedType(p.Info.TypeOf(sel.X))
	if name == "" || known.pkgs[pkg] || !isStruct(p.Info.TypeOf(sel.X)) {
		return AnswerType{}, false
	}
	t := AnswerType{Pkg: pkg, Name: name, IDField: sel.Sel.Name}
	root := types.ExprString(sel.X)
	// The text's field is named where the row says which value is the
	// text and the value is the field itself.
	isText := row.TextField != "" || row.Func.Name != ""
	for _, e := range rest {
		if other, ok := ast.Unparen(e).(*ast.SelectorExpr); ok && isText && p.isField(other) && types.ExprString(other.X) == root {
			t.TextField = other.Sel.Name
		}
		if p.readsField(e, root) {
			return t, true
		}
	}
	return AnswerType{}, false
}

// isField reports whether sel selects a struct field.
func (p *Package) isField(sel *ast.SelectorExpr) bool {
	s, ok := p.Info.Selections[sel]
	return ok && s.Kind() == types.FieldVal
}

// readsField reports whether e reads a field of the value root (as
// written).
func (p *Package) readsField(e ast.Expr, root string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && p.isField(sel) && types.ExprString(sel.X) == root {
			found = true
		}
		return !found
	})
	return found
}

// isStruct reports whether t is a struct, or a pointer to one.
func isStruct(t types.Type) bool {
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}
