package env

import (
	"go/ast"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// returnsTable reports whether a result of sig is a tool table.
func returnsTable(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		if holdsFuncField(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

// returnsToolResult reports whether sig has the shape of a hand-written
// loop's tool method, or of a port a handler calls: an error, and a
// result that may carry text or is a struct or a collection of structs
// (Run(ctx, args) (any, error), Execute(...) (*Result, error),
// Balances(ctx) ([]Balance, error)), which the loop or the handler may
// show the model (trace.Tracer.ToolInterface).
func returnsToolResult(sig *types.Signature) bool {
	if !hasErrorResult(sig) || sig.Results().Len() < 2 {
		return false
	}
	t := sig.Results().At(0).Type()
	return mayCarry(t) || shape.IsStruct(elemType(t))
}

// elemType returns what t points to or holds, through pointers, slices,
// arrays and maps: []*Balance's Balance.
func elemType(t types.Type) types.Type {
	for range shape.MaxTypeDepth {
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			t = u.Elem()
		case *types.Array:
			t = u.Elem()
		case *types.Map:
			t = u.Elem()
		default:
			return t
		}
	}
	return t
}

// returnsErrorInterface reports whether one of sig's results is an
// interface, other than error, with a method that returns an error: what
// a factory makes.
func returnsErrorInterface(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		t := sig.Results().At(i).Type()
		it, ok := t.Underlying().(*types.Interface)
		if !ok || ssautil.IsError(t) {
			continue
		}
		for j := range it.NumMethods() {
			if hasErrorResult(it.Method(j).Signature()) {
				return true
			}
		}
	}
	return false
}

// hasErrorResult reports whether one of sig's results is an error.
func hasErrorResult(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		if t := sig.Results().At(i).Type(); ssautil.IsErrorInterface(t) {
			return true
		}
	}
	return false
}

type seeKey struct {
	pkg  *types.Package
	path string
}

// sees reports whether pkg is or imports, directly or not, the package
// at path (a table's, at any major version).
func sees(pkg *types.Package, path string, seen map[*types.Package]bool) bool {
	if frameworks.Canonical(pkg.Path()) == path {
		return true
	}
	if seen[pkg] {
		return false
	}
	seen[pkg] = true
	for _, imp := range pkg.Imports() {
		if sees(imp, path, seen) {
			return true
		}
	}
	return false
}

// resultsMayCarry reports whether a function type has a result that can
// carry text or a function.
func resultsMayCarry(info *types.Info, ft *ast.FuncType) bool {
	if ft.Results == nil {
		return false
	}
	for _, field := range ft.Results.List {
		t := info.TypeOf(field.Type)
		if t == nil {
			return true // unknown: keep
		}
		if mayCarry(t) {
			return true
		}
	}
	return false
}

// mayCarry reports whether a value of type t can carry text the core
// traces: text itself, an error, a function, a map of such values (down
// to maxTypeDepth maps: type M map[string]M is its own element), a tool
// table (structs with a func-typed field) or a module result type
// (structs with an error field; trace.Tracer.IsModuleStruct).
func mayCarry(t types.Type) bool {
	for range shape.MaxTypeDepth {
		if shape.CarriesText(t) || ssautil.IsError(t) {
			return true
		}
		switch u := t.Underlying().(type) {
		case *types.Signature:
			return true
		case *types.Map:
			t = u.Elem()
			continue
		}
		return holdsFuncField(t) || HoldsErrorField(t)
	}
	return false
}

// holdsFuncField reports whether t is a struct with a func-typed field,
// or a pointer, slice or array of such structs.
func holdsFuncField(t types.Type) bool {
	return holdsField(t, func(f types.Type) bool {
		_, ok := f.Underlying().(*types.Signature)
		return ok
	})
}

// HoldsErrorField reports whether t is a struct with a field of an
// error interface type (a result type carrying an error to an
// adapter), or a pointer, slice or array of such structs.
func HoldsErrorField(t types.Type) bool {
	return holdsField(t, ssautil.IsErrorInterface)
}

// holdsField reports whether t is a struct with a field whose type
// satisfies is, or a pointer, slice or array of such structs (down to
// maxTypeDepth elements: type T []T is its own element).
func holdsField(t types.Type, is func(types.Type) bool) bool {
	for range shape.MaxTypeDepth {
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
			continue
		case *types.Slice:
			t = u.Elem()
			continue
		case *types.Array:
			t = u.Elem()
			continue
		case *types.Struct:
			for i := range u.NumFields() {
				if is(u.Field(i).Type()) {
					return true
				}
			}
		}
		return false
	}
	return false
}

// assignsTextGlobal reports whether as stores to a package-level
// variable that can carry text.
func assignsTextGlobal(info *types.Info, as *ast.AssignStmt) bool {
	for _, lhs := range as.Lhs {
		if sel, ok := lhs.(*ast.SelectorExpr); ok {
			lhs = sel.Sel
		}
		id, ok := lhs.(*ast.Ident)
		if !ok {
			continue
		}
		if v, ok := info.Uses[id].(*types.Var); ok && v.Pkg() != nil &&
			v.Parent() == v.Pkg().Scope() && mayCarry(v.Type()) {
			return true
		}
	}
	return false
}

// sinkInFact reports whether fn, a function of another package of the
// module, has sinks according to its Fact.
func (a *Env) sinkInFact(fn *types.Func) bool {
	f := a.FactOf(fn)
	return f != nil && len(f.Sinks) > 0
}
