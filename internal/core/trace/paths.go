package trace

import (
	"go/constant"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/ssa"
)

// ReturnsSuccess reports whether ret, a return of a function with
// signature sig, reports success: a nil error, or the constant bool
// that means success.
func (a *Tracer) ReturnsSuccess(sig *types.Signature, ret *ssa.Return) bool {
	v := a.Resolve(ret.Results[len(ret.Results)-1])
	switch paths.Indicator(sig) {
	case paths.ErrIndicator:
		return ssautil.IsNilConst(v) || paths.NilAt(v, ret.Block())
	case paths.FailureBool, paths.SuccessBool:
		c, ok := v.(*ssa.Const)
		return ok && c.Value != nil && c.Value.Kind() == constant.Bool &&
			constant.BoolVal(c.Value) == (paths.Indicator(sig) == paths.SuccessBool)
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
			if sts := ssautil.ReachingStores(alloc, u); len(sts) == 1 {
				return sts[0].Val
			}
		}
	}
	return v
}
