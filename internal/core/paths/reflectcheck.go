package paths

import (
	"go/token"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/ssa"
)

// ReflectionCheck reports whether block b runs because a check made
// through package reflect failed: the innermost if that decides whether
// b runs tests only reflect values (v.Kind() != reflect.Ptr,
// len(out) != 2, out[1].Interface().(error)). Such a check guards the
// shape of the module's own Go values, as generic tool adapters do: a
// programming error, not a failure of the tool's work.
func ReflectionCheck(b *ssa.BasicBlock) bool {
	if inner, _ := innermostIf(b, func(*ssa.If) bool { return true }); inner != nil && reflectOnly(inner) {
		return true
	}
	// A condition joined with || reaches b from several ifs.
	for _, p := range b.Preds {
		ifi, ok := p.Instrs[len(p.Instrs)-1].(*ssa.If)
		if !ok || !reflectOnly(ifi) {
			return false
		}
	}
	return len(b.Preds) > 1
}

// reflectOnly reports whether ifi tests reflect values only. An error
// check is never one: it is the failure of a call.
func reflectOnly(ifi *ssa.If) bool {
	if ErrSide(ifi) != nil {
		return false
	}
	ok, seen := onlyReflect(ifi.Cond, 0)
	return ok && seen
}

// onlyReflect reports whether v is computed from reflect values and
// constants only, and whether it reads a reflect value at all.
func onlyReflect(v ssa.Value, depth int) (ok, seen bool) {
	if depth > 8 {
		return false, false
	}
	both := func(vs ...ssa.Value) (bool, bool) {
		all, any := true, false
		for _, x := range vs {
			o, s := onlyReflect(x, depth+1)
			all, any = all && o, any || s
		}
		return all, any
	}
	switch v := v.(type) {
	case *ssa.Const:
		return true, false
	case *ssa.BinOp:
		return both(v.X, v.Y)
	case *ssa.UnOp:
		if v.Op == token.NOT {
			return both(v.X)
		}
	case *ssa.Extract:
		// The ok of a type assertion on a value reflect hands out.
		if ta, isAssert := v.Tuple.(*ssa.TypeAssert); isAssert {
			return both(ta.X)
		}
		if call, isCall := v.Tuple.(*ssa.Call); isCall {
			return reflectCall(call), reflectCall(call)
		}
	case *ssa.MakeInterface:
		return both(v.X)
	case *ssa.Call:
		if b, isBuiltin := v.Call.Value.(*ssa.Builtin); isBuiltin && b.Name() == "len" {
			return both(v.Call.Args...)
		}
		return reflectCall(v), reflectCall(v)
	}
	return false, false
}

// reflectCall reports whether call is a function or method of package
// reflect.
func reflectCall(call *ssa.Call) bool {
	fn := ssautil.CalledFunc(call.Common())
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "reflect"
}
