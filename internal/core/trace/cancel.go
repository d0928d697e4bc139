package trace

import (
	"go/constant"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
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
		if fn := call.Call.StaticCallee(); fn != nil {
			if obj, ok := fn.Object().(*types.Func); ok && obj.Pkg() != nil {
				switch frameworks.Contexts[obj.FullName()] {
				case frameworks.ContextDeadline:
					return origin.Leaf(origin.Foreign, frameworks.DeadlineError).At(call.Pos()), true
				case frameworks.ContextChild:
					if !cancelledByModule(call) {
						return a.Text(call.Call.Args[0]), true
					}
				default:
					if a.Mod.Owns(obj.Pkg().Path()) {
						return nil, false
					}
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

// cancelledByModule reports whether the cancel function a context call
// returns is used other than by a defer: the module may cancel the
// context on its own (after a time, on another goroutine's failure),
// and its error then reaches the model.
func cancelledByModule(call *ssa.Call) bool {
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

// ClientGone reports whether block b of handler h runs only once the
// tool call's own context is done: behind a test that its Err is not
// nil (or is context.Canceled), behind a select case receiving from its
// Done, or behind errors.Is(err, context.Canceled), an error only a
// cancel function makes, where the handler cancels no context itself.
func (a *Tracer) ClientGone(b *ssa.BasicBlock, h *handlers.Func) bool {
	if b == nil || b.Parent() != h.Fn {
		return false
	}
	own := cancelsOwn(h.Fn)
	for _, cb := range h.Fn.Blocks {
		ifi, ok := ssautil.LastInstr(cb).(*ssa.If)
		if !ok {
			continue
		}
		if side := a.doneSide(ifi, h, own); side != nil && len(side.Preds) == 1 && side.Dominates(b) {
			return true
		}
	}
	return false
}

// doneSide returns the successor of ifi that runs only once the request
// context is done, or nil.
func (a *Tracer) doneSide(ifi *ssa.If, h *handlers.Func, own bool) *ssa.BasicBlock {
	succs := ifi.Block().Succs
	switch cond := ifi.Cond.(type) {
	case *ssa.Call:
		if callee := cond.Call.StaticCallee(); callee != nil && callee.Object() != nil && !own &&
			callee.Object().(*types.Func).FullName() == "errors.Is" && len(cond.Call.Args) == 2 && canceled(cond.Call.Args[1]) {
			return succs[0]
		}
	case *ssa.BinOp:
		if cond.Op != token.EQL && cond.Op != token.NEQ {
			return nil
		}
		eq, ne := succs[0], succs[1]
		if cond.Op == token.NEQ {
			eq, ne = ne, eq
		}
		switch {
		case a.requestErr(cond.X, h) && ssautil.IsNilConst(cond.Y), a.requestErr(cond.Y, h) && ssautil.IsNilConst(cond.X):
			return ne
		case !own && (canceled(cond.X) || canceled(cond.Y)):
			return eq
		case a.selectsDone(cond.X, cond.Y, h):
			return eq
		}
	}
	return nil
}

// requestErr reports whether v is ctx.Err() of the request context of
// handler h (a context parameter of h, or a child of one).
func (a *Tracer) requestErr(v ssa.Value, h *handlers.Func) bool {
	call, ok := v.(*ssa.Call)
	return ok && call.Call.IsInvoke() && call.Call.Method.Name() == "Err" && a.requestContext(call.Call.Value, h)
}

func (a *Tracer) requestContext(ctx ssa.Value, h *handlers.Func) bool {
	n := a.Text(ctx)
	return IsContext(ctx.Type()) && n != nil && n.Op == origin.Param && n.Index < len(h.Fn.Params) && IsContext(h.Fn.Params[n.Index].Type())
}

// selectsDone reports whether x == y compares the index a select
// chose with that of its case receiving from the request context's
// Done.
func (a *Tracer) selectsDone(x, y ssa.Value, h *handlers.Func) bool {
	e, ok := x.(*ssa.Extract)
	c, isConst := y.(*ssa.Const)
	if !ok || !isConst || e.Index != 0 || c.Value == nil || c.Value.Kind() != constant.Int {
		return false
	}
	sel, ok := e.Tuple.(*ssa.Select)
	i, exact := constant.Int64Val(c.Value)
	if !ok || !exact || i < 0 || int(i) >= len(sel.States) || sel.States[i].Dir != types.RecvOnly {
		return false
	}
	done, ok := sel.States[i].Chan.(*ssa.Call)
	return ok && done.Call.IsInvoke() && done.Call.Method.Name() == "Done" && a.requestContext(done.Call.Value, h)
}

// canceled reports whether v reads context.Canceled.
func canceled(v ssa.Value) bool {
	u, ok := ssautil.Uninterfaced(v).(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	g, ok := u.X.(*ssa.Global)
	return ok && g.Object() != nil && g.Object().Pkg() != nil && g.Object().Pkg().Path() == "context" && g.Name() == "Canceled"
}

// cancelsOwn reports whether fn derives a context whose cancel function
// it calls other than by a defer.
func cancelsOwn(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			if callee := call.Call.StaticCallee(); callee != nil && callee.Object() != nil &&
				frameworks.Contexts[callee.Object().(*types.Func).FullName()] != 0 && cancelledByModule(call) {
				return true
			}
		}
	}
	return false
}
