package trace

import (
	"go/constant"
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
