package trace

import (
	"go/constant"
	"go/token"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Text returns who wrote the text of v: a string's text, an error's
// Error() text, a byte slice's bytes, or how a formatted value prints.
// Results are memoized; a value met again while it is being traced (a
// loop through phis) contributes nothing new.
func (a *Tracer) Text(v ssa.Value) *origin.Node {
	return a.texts.Get(v)
}

func (a *Tracer) trace(v ssa.Value) *origin.Node {
	if IsContext(v.Type()) {
		if n, ok := a.contextText(v); ok {
			return n
		}
	}
	if n, ok := a.traceAnyType(v); ok {
		return n
	}
	if !shape.CarriesText(v.Type()) {
		return Data
	}
	if n, ok := a.remote.remoteText(v); ok {
		return n
	}
	switch v := v.(type) {
	case *ssa.Parameter:
		return paramNode(v)
	case *ssa.FreeVar:
		if b := ssautil.Binding(v); b != nil {
			return a.outerText(v.Parent(), b.Parent(), a.Text(b))
		}
	case *ssa.Call:
		return a.callText(v, 0)
	case *ssa.Extract:
		switch t := v.Tuple.(type) {
		case *ssa.Call:
			return a.CallResult(t, v.Index, paths.ReadOnSuccess(v))
		case *ssa.TypeAssert:
			return a.Text(t.X)
		}
	case *ssa.Phi:
		alts := make([]*origin.Node, len(v.Edges))
		for i, e := range v.Edges {
			if !paths.NilOnEdge(e, v.Block().Preds[i], v.Block()) {
				alts[i] = a.Text(e)
			}
		}
		if cutPhi(v) {
			return origin.NewChoice(alts...).CutShort()
		}
		if c := origin.NewChoice(whenNil(v, alts)...); c != nil && c.Op == origin.Choice {
			return c
		}
		return origin.NewChoice(alts...)
	case *ssa.ChangeInterface:
		return a.Text(v.X)
	case *ssa.ChangeType:
		return a.Text(v.X)
	case *ssa.Convert:
		return a.Text(v.X)
	case *ssa.MultiConvert:
		return a.Text(v.X)
	case *ssa.TypeAssert:
		return a.Text(v.X)
	case *ssa.Slice:
		if _, ok := v.X.(*ssa.Alloc); ok && len(ssautil.Elements(v)) > 0 {
			return a.elems(v) // a slice literal: its parts
		}
		if v.High != nil {
			return a.Text(v.X).CutShort() // s[:n]: at most n bytes of it
		}
		return a.Text(v.X)
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return a.load(v)
		}
	case *ssa.BinOp:
		if v.Op == token.ADD {
			return origin.NewConcat(a.Text(v.X), a.Text(v.Y))
		}
		return Data
	case *ssa.Field:
		return a.field(v.X, v.Field, v.X.Type())
	case *ssa.Lookup:
		if p, ok := v.X.(*ssa.Parameter); ok {
			// An entry of a map parameter (a tool's arguments): as
			// the argument is.
			return paramNode(p)
		}
	}
	return Unknown
}

// whenNil returns the alternatives of phi, each marked with the error
// parameter of phi's function that is nil on its edge, if one is (see
// origin.Node.WhenNil).
func whenNil(phi *ssa.Phi, alts []*origin.Node) []*origin.Node {
	out := slices.Clone(alts)
	for i, alt := range alts {
		if alt == nil {
			continue
		}
		for j, p := range phi.Parent().Params {
			if ssautil.IsError(p.Type()) && paths.NilOnEdge(p, phi.Block().Preds[i], phi.Block()) {
				out[i] = alt.OnlyWhenNil(j)
				break
			}
		}
	}
	return out
}

// cutPhi reports whether phi is a value x or a prefix x[:n] of it, the
// branch decided by a test of x's length (if len(x) > n { x = x[:n] }):
// on both paths the text is bounded.
func cutPhi(phi *ssa.Phi) bool {
	if len(phi.Edges) != 2 {
		return false
	}
	var x ssa.Value
	for _, e := range phi.Edges {
		if s, ok := e.(*ssa.Slice); ok && s.High != nil {
			x = s.X
		}
	}
	for _, e := range phi.Edges {
		if s, ok := e.(*ssa.Slice); x == nil || e != x && (!ok || s.X != x || s.High == nil) {
			return false
		}
	}
	ifi, ok := ssautil.LastInstr(phi.Block().Idom()).(*ssa.If)
	if !ok {
		return false
	}
	cmp, ok := ifi.Cond.(*ssa.BinOp)
	return ok && (paths.LenOf(cmp.X) == x || paths.LenOf(cmp.Y) == x)
}

// traceAnyType traces the values whose text does not follow from their
// type carrying text: optional values wrapping text, constants, values
// boxed in interfaces, and memory written into. ok is false for others.
func (a *Tracer) traceAnyType(v ssa.Value) (n *origin.Node, ok bool) {
	switch v := v.(type) {
	case *ssa.Call:
		if w := a.Wrapped(v); w != nil {
			// An optional value wrapping text (anthropic.String(s)).
			return a.Text(w), true
		}
	case *ssa.Const:
		switch {
		case v.IsNil():
			return nil, true
		case v.Value != nil && v.Value.Kind() == constant.String:
			return origin.Leaf(origin.Lit, constant.StringVal(v.Value)), true
		}
		return Data, true
	case *ssa.MakeInterface:
		return a.boxed(v), true
	case *ssa.Alloc, *ssa.MakeSlice:
		return a.bodies.buffer(v), true
	}
	return nil, false
}

// outerText returns n, the text of a value of function g (a closure's
// free variable, what was stored in a variable it shares) as read in
// closure fn. A Param leaf has only an index: g's parameters cannot be
// told from fn's own, and the request's cancellation is read off fn's
// context parameters by index (handlerParams, contextParams,
// requestContext). Where fn has a context parameter at the index of one
// of g's, g's parameter is given what it is inside fn: the handler's own
// parameters are what handlerParams says, another context is one whose
// origin is not seen, and any other value (a tool factory's name) is
// data in a handler, as a handler's parameters are, and unknown
// elsewhere.
func (a *Tracer) outerText(fn, g *ssa.Function, n *origin.Node) *origin.Node {
	if fn == g || g == nil || n == nil {
		return n
	}
	var args []*origin.Node
	for _, p := range n.Leaves(origin.Param) {
		if p.Index >= len(fn.Params) || !IsContext(fn.Params[p.Index].Type()) || p.Index >= len(g.Params) {
			continue
		}
		if args == nil {
			args = make([]*origin.Node, len(g.Params))
			for i := range args {
				args[i] = &origin.Node{Op: origin.Param, Index: i}
			}
		}
		args[p.Index] = a.outerParam(fn, g, p.Index)
	}
	if args == nil {
		return n
	}
	return n.Subst(args, nil, "", token.NoPos, false)
}

// outerParam returns the text, inside closure fn, of the i-th parameter
// of another function g (see outerText).
func (a *Tracer) outerParam(fn, g *ssa.Function, i int) *origin.Node {
	if h, _ := a.Enclosing(g); h != nil && h.Fn == g {
		return HandlerParams(g, h.Handler)[i]
	}
	if IsContext(g.Params[i].Type()) {
		return UnseenContext
	}
	if h, _ := a.Enclosing(fn); h != nil {
		return Data
	}
	return Unknown
}

// paramNode returns the node standing for parameter p in a summary.
func paramNode(p *ssa.Parameter) *origin.Node {
	return &origin.Node{Op: origin.Param, Index: slices.Index(p.Parent().Params, p)}
}

var (
	Data    = origin.Leaf(origin.Data, "")
	Unknown = origin.Leaf(origin.Unknown, "")
)
