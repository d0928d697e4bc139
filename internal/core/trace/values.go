package trace

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// ResultValues returns the values of a call's results.
func ResultValues(call *ssa.Call) []ssa.Value {
	if _, ok := call.Type().(*types.Tuple); !ok {
		return []ssa.Value{call}
	}
	var out []ssa.Value
	if refs := call.Referrers(); refs != nil {
		for _, r := range *refs {
			if e, ok := r.(*ssa.Extract); ok {
				out = append(out, e)
			}
		}
	}
	return out
}

// Wrapped returns the argument a framework wrapper call (anthropic.String,
// param.NewOpt) wraps, or nil.
func (a *Tracer) Wrapped(call *ssa.Call) ssa.Value {
	callee := call.Call.StaticCallee()
	if callee == nil || len(call.Call.Args) == 0 {
		return nil
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok {
		return nil
	}
	if f, ok := frameworks.FuncOf(obj); ok && a.Index.Wrappers[f] {
		return call.Call.Args[0]
	}
	return nil
}

// MakeMaps returns the maps made in this function that v may be.
func MakeMaps(v ssa.Value) []*ssa.MakeMap {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) []*ssa.MakeMap) []*ssa.MakeMap {
		if x := ssautil.InterfaceOperand(v); x != nil {
			return follow(x)
		}
		switch v := v.(type) {
		case *ssa.MakeMap:
			return []*ssa.MakeMap{v}
		case *ssa.MakeInterface:
			return follow(v.X)
		case *ssa.ChangeType:
			return follow(v.X)
		case *ssa.Phi:
			return ssautil.AllOf(v.Edges, follow)
		}
		return nil
	})
}

// Unboxed returns the values v may be before conversion to an interface.
func Unboxed(v ssa.Value) []ssa.Value {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) []ssa.Value) []ssa.Value {
		switch x := v.(type) {
		case *ssa.Phi:
			return ssautil.AllOf(x.Edges, follow)
		}
		return []ssa.Value{v}
	})
}

// CalledFunc returns the function a call statically calls, as the
// framework tables name functions.
func CalledFunc(call *ssa.Call) (frameworks.Func, bool) {
	if obj := ssautil.StaticFunc(&call.Call); obj != nil {
		return frameworks.FuncOf(obj)
	}
	return frameworks.Func{}, false
}
