package shape

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// Directive marks a handler of a framework the linter does not know.
const Directive = "//toolerrlint:handler"

// HasDirective reports whether doc holds the handler Directive.
func HasDirective(doc *ast.CommentGroup) bool {
	if doc == nil {
		return false
	}
	for _, c := range doc.List {
		if c.Text == Directive || strings.HasPrefix(c.Text, Directive+" ") {
			return true
		}
	}
	return false
}

// ShapeOf returns the handler type whose shape sig has, if any.
func ShapeOf(ix *frameworks.Index, sig *types.Signature) (frameworks.HandlerType, bool) {
	for _, ht := range ix.Shapes {
		if matchTypes(sig.Params(), ht.Params) && matchTypes(sig.Results(), ht.Results) {
			return ht, true
		}
	}
	return frameworks.HandlerType{}, false
}

func matchTypes(t *types.Tuple, pattern []string) bool {
	if t.Len() != len(pattern) {
		return false
	}
	for i, p := range pattern {
		typ := t.At(i).Type()
		switch p {
		case "_":
			if undecodable(typ) {
				return false
			}
		case "{}":
			if !IsStruct(typ) {
				return false
			}
		default:
			if typeKey(typ) != p {
				return false
			}
		}
	}
	return true
}

// undecodable reports whether t cannot be a handler's type argument: a
// framework decodes a typed handler's arguments from JSON into it, which
// an interface with methods cannot receive, so a function taking one in
// that place (a module tool passed to a helper, run(ctx, req, tool)) is
// no handler but a helper of one.
func undecodable(t types.Type) bool {
	it, ok := types.Unalias(t).Underlying().(*types.Interface)
	return ok && it.NumMethods() > 0
}

// typeKey names a type as handler shapes do: "*pkg/path.Name",
// "map[string]any".
func typeKey(t types.Type) string {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return "*" + typeKey(p.Elem())
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil {
		return frameworks.Canonical(n.Obj().Pkg().Path()) + "." + n.Obj().Name()
	}
	return strings.ReplaceAll(t.String(), "interface{}", "any")
}
