package outcome

import (
	"go/constant"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// ClientGone reports whether block b of handler h runs only once the
// tool call's own context is done: behind a test that its Err is not
// nil (or is context.Canceled), behind a select case receiving from its
// Done, or behind errors.Is(err, context.Canceled), an error only a
// cancel function makes, where the handler cancels no context itself.
func (a *Judge) ClientGone(b *ssa.BasicBlock, h *handlers.Func) bool {
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
func (a *Judge) doneSide(ifi *ssa.If, h *handlers.Func, own bool) *ssa.BasicBlock {
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
func (a *Judge) requestErr(v ssa.Value, h *handlers.Func) bool {
	call, ok := v.(*ssa.Call)
	return ok && call.Call.IsInvoke() && call.Call.Method.Name() == "Err" && a.requestContext(call.Call.Value, h)
}

func (a *Judge) requestContext(ctx ssa.Value, h *handlers.Func) bool {
	n := a.Text(ctx)
	return trace.IsContext(ctx.Type()) && n != nil && n.Op == origin.Param && n.Index < len(h.Fn.Params) && trace.IsContext(h.Fn.Params[n.Index].Type())
}

// selectsDone reports whether x == y compares the index a select
// chose with that of its case receiving from the request context's
// Done.
func (a *Judge) selectsDone(x, y ssa.Value, h *handlers.Func) bool {
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
				frameworks.Contexts[callee.Object().(*types.Func).FullName()] != 0 && trace.CancelledByModule(call) {
				return true
			}
		}
	}
	return false
}
