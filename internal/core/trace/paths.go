package trace

import (
	"go/constant"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
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

// TextAt traces v as read in block b: a result of a call that says
// whether it failed (see indicator), read where the call succeeded, has
// the text of the callee's successful paths only, though v may be read
// elsewhere on the failing side ("if isErr { error(text) }; ok(text)").
func (a *Tracer) TextAt(v ssa.Value, b *ssa.BasicBlock) *origin.Node {
	e, ok := v.(*ssa.Extract)
	if !ok {
		return a.Text(v)
	}
	call, ok := e.Tuple.(*ssa.Call)
	if !ok || !paths.SucceededAt(call, b) {
		return a.Text(v)
	}
	return a.callResult(call, e.Index, true)
}
