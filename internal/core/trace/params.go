package trace

import (
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// HandlerParams returns the texts of a handler's parameters: the
// request's data, but for errors it receives (of unknown origin, unless
// the framework says whose they are) and its context, whose error is the
// request's cancellation.
func HandlerParams(fn *ssa.Function, h *handlers.Handler) []*origin.Node {
	out := ContextParams(fn, AllData(fn), origin.Leaf(origin.Cancel, ""))
	for i, p := range fn.Params {
		if t := p.Type(); ssautil.IsErrorInterface(t) {
			out[i] = Unknown
		}
		if n, ok := h.Params[i]; ok && i < len(out) {
			out[i] = n
		}
	}
	return out
}

// ContextParams sets the texts of fn's context parameters to ctx.
func ContextParams(fn *ssa.Function, texts []*origin.Node, ctx *origin.Node) []*origin.Node {
	for i, p := range fn.Params {
		if IsContext(p.Type()) {
			texts[i] = ctx
		}
	}
	return texts
}

// UnseenContext is the error of a context whose origin is not seen: a
// function literal's own context parameter.
var UnseenContext = origin.Leaf(origin.Foreign, contextErr)

// AllData returns a text of data for each of fn's parameters.
func AllData(fn *ssa.Function) []*origin.Node { return Fill(len(fn.Params), Data) }

// Fill returns n copies of v.
func Fill(n int, v *origin.Node) []*origin.Node {
	out := make([]*origin.Node, n)
	for i := range out {
		out[i] = v
	}
	return out
}
