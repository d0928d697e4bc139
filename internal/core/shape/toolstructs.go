package shape

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
)

// toolDescribing are the fields by which a tool struct tells the model
// what its tool does, and toolSchemas those by which it tells the model
// what to pass; a tool struct needs one of each (direct or promoted).
var (
	toolDescribing = []string{"Description", "Desc"}
	toolSchemas    = []string{"Parameters", "Params", "Arguments", "InputSchema", "Schema", "ArgsSchema", "JSONSchema"}
)

// DescribesTool reports whether t, or the struct t points to, is a named
// struct of a package owns accepts with a description and a parameter
// schema among its fields.
func DescribesTool(t types.Type, owns func(string) bool) bool {
	named, ok := types.Unalias(ssautil.Deref(t)).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !owns(named.Obj().Pkg().Path()) {
		return false
	}
	if _, ok := named.Underlying().(*types.Struct); !ok {
		return false
	}
	describes := slices.ContainsFunc(toolDescribing, func(n string) bool {
		v, ok := namedField(named, n)
		return ok && IsKindString(v.Type())
	})
	return describes && slices.ContainsFunc(toolSchemas, func(n string) bool {
		_, ok := namedField(named, n)
		return ok
	})
}

// namedField returns the field name of the struct named, promoted fields
// included.
func namedField(named *types.Named, name string) (*types.Var, bool) {
	obj, _, _ := types.LookupFieldOrMethod(named, true, named.Obj().Pkg(), name)
	v, ok := obj.(*types.Var)
	return v, ok && v.IsField()
}

// RunsTool reports whether t is the type of a tool's function: one
// parameter carries the model's arguments (string, []byte, a
// json.RawMessage, a map with string keys) and the first result is a
// string, followed by nothing or an error.
func RunsTool(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok {
		return false
	}
	res := sig.Results()
	if res.Len() == 0 || res.Len() > 2 || !IsKindString(res.At(0).Type()) {
		return false
	}
	if res.Len() == 2 && !ssautil.IsError(res.At(1).Type()) {
		return false
	}
	for i := range sig.Params().Len() {
		switch p := sig.Params().At(i).Type().Underlying().(type) {
		case *types.Basic:
			if IsKindString(p) {
				return true
			}
		case *types.Slice:
			if b, ok := p.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
				return true
			}
		case *types.Map:
			if IsKindString(p.Key()) {
				return true
			}
		}
	}
	return false
}

// SetsToolFunc reports whether n, a composite literal or an assignment,
// sets the function of a tool struct (of any package: pruning only keeps
// code).
func SetsToolFunc(info *types.Info, n ast.Node) bool {
	isToolFunc := func(owner types.Type, field types.Object) bool {
		v, ok := field.(*types.Var)
		return ok && owner != nil && v.IsField() && RunsTool(v.Type()) && DescribesTool(owner, func(string) bool { return true })
	}
	switch n := n.(type) {
	case *ast.CompositeLit:
		for _, e := range n.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && isToolFunc(info.TypeOf(n), info.Uses[id]) {
					return true
				}
			}
		}
	case *ast.AssignStmt:
		for _, lhs := range n.Lhs {
			if sel, ok := lhs.(*ast.SelectorExpr); ok {
				if s := info.Selections[sel]; s != nil && isToolFunc(s.Recv(), s.Obj()) {
					return true
				}
			}
		}
	}
	return false
}
