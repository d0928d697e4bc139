package trace

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// contextErr names the error of a context whose origin is not seen.
const contextErr = "(context.Context).Err"

// IsContext reports whether t is context.Context.
func IsContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// contextText returns what the Err of context v says, where it differs
// from v's text as trace finds it (parameters, closures' variables, phis
// and module functions are traced as any text): a context package
// derivation's, or, for a context from anywhere else (a field, a foreign
// function, a child the module cancels itself), a foreign error.
func (a *Tracer) contextText(v ssa.Value) (*origin.Node, bool) {
	var call *ssa.Call
	switch x := v.(type) {
	case *ssa.Parameter, *ssa.FreeVar, *ssa.Phi:
		return nil, false
	case *ssa.Extract:
		call, _ = x.Tuple.(*ssa.Call)
		if x.Index != 0 {
			call = nil
		}
	case *ssa.Call:
		call = x
	}
	if call != nil {
		if obj := ssautil.StaticFunc(&call.Call); obj != nil && obj.Pkg() != nil {
			switch frameworks.Contexts[obj.FullName()] {
			case frameworks.ContextDeadline:
				return origin.Leaf(origin.Foreign, frameworks.DeadlineError).At(call.Pos()), true
			case frameworks.ContextChild:
				if !CancelledByModule(call) {
					return a.Text(call.Call.Args[0]), true
				}
			default:
				if a.Mod.Owns(obj.Pkg().Path()) {
					return nil, false
				}
			}
		}
	}
	return origin.Leaf(origin.Foreign, contextErr), true
}

// errText returns the text of ctx.Err() or context.Cause(ctx), or nil
// where the context's origin is not seen (the caller's foreign leaf, at
// the call, stands).
func (a *Tracer) errText(ctx ssa.Value) *origin.Node {
	if n := a.Text(ctx); n != nil && !(n.Op == origin.Foreign && n.Text == contextErr) {
		return n
	}
	return nil
}

// CancelledByModule reports whether the cancel function a context call
// returns is used other than by a defer: the module may cancel the
// context on its own (after a time, on another goroutine's failure),
// and its error then reaches the model.
func CancelledByModule(call *ssa.Call) bool {
	for _, v := range ResultValues(call) {
		e, ok := v.(*ssa.Extract)
		if !ok || e.Index != 1 || e.Referrers() == nil {
			continue
		}
		for _, r := range *e.Referrers() {
			if d, ok := r.(*ssa.Defer); !ok || d.Call.Value != e {
				return true
			}
		}
	}
	return false
}
