package trace

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// ReturnsError reports whether ret returns a non-nil error alongside its
// other results: a new error, an error value known to be non-nil there,
// or anything but nil on an err != nil branch.
func (a *Tracer) ReturnsError(fn *ssa.Function, ret *ssa.Return) bool {
	res := fn.Signature.Results()
	for i := res.Len() - 1; i >= 0; i-- {
		t := res.At(i).Type()
		if !types.IsInterface(t) || !ssautil.IsError(t) {
			continue
		}
		v := a.Resolve(ret.Results[i])
		if ssautil.IsNilConst(v) {
			return false
		}
		switch v := v.(type) {
		case *ssa.MakeInterface:
			return true
		case *ssa.Call:
			if callee := v.Call.StaticCallee(); callee != nil && callee.Object() != nil {
				if frameworks.NewErrors[callee.Object().(*types.Func).FullName()] {
					return true
				}
			}
		}
		return paths.NonNilAt(v, ret.Block()) || paths.ErrBranch(ret.Block())
	}
	return false
}

// Resolve returns the value a load of a local variable reads when a
// store earlier in the same block decides it: a function with defers
// returns through its result variables, and the value is what the
// return statement stored. A local variable nothing stores to (a named
// error result a handler with defers never sets, returning bare) reads
// its zero value.
func (a *Tracer) Resolve(v ssa.Value) ssa.Value {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		if alloc, ok := u.X.(*ssa.Alloc); ok {
			if !alloc.Heap && paths.OnlyLoaded(alloc) && u.Block() != u.Parent().Recover && paths.Zeroable(u.Type()) {
				return ssa.NewConst(nil, u.Type())
			}
			if sts := a.ReachingStores(alloc, u); len(sts) == 1 {
				return sts[0].Val
			}
		}
	}
	return v
}
