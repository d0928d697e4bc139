package trace

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

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
