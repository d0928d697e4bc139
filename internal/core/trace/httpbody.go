package trace

import (
	"go/token"
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// buffer traces memory a value was written into: a []byte filled by
// runtime.Stack, a bytes.Buffer or decoded value filled from an HTTP
// response body.
func (a *bodies) buffer(v ssa.Value) *origin.Node {
	if from := commandStream(v); from != "" {
		return origin.Leaf(origin.Output, from).At(v.Pos())
	}
	for _, call := range callsReceiving(v) {
		callee := call.Common().StaticCallee()
		if callee != nil && callee.Object() != nil && callee.Object().Pkg() != nil {
			if name := callee.Object().(*types.Func).FullName(); frameworks.StackWriters[name] {
				return origin.Leaf(origin.Stack, name).At(call.Pos())
			}
		}
		for _, arg := range ssautil.CallArgs(call.Common()) {
			if arg != v {
				if from := a.bodySource(arg); from.found() {
					return a.bodyLeaf(from, arg, call.Pos())
				}
			}
		}
	}
	return Data
}

// bodyLeaf returns the leaf for what is read at pos from the reader r:
// the body of the response of the request from names, or, in a helper
// given the reader, a Read leaf of its parameter, which each call makes
// the body it passes (see argTexts). It is cut short if r reads through
// a limited reader (frameworks.ReadLimits).
func (a *bodies) bodyLeaf(from bodyFrom, r ssa.Value, pos token.Pos) *origin.Node {
	leaf := origin.Leaf(origin.Body, from.request).At(pos)
	if from.param != nil {
		leaf = paramNode(from.param)
		leaf.Read = true
	}
	if a.limited(r) {
		return leaf.CutShort()
	}
	return leaf
}

// limited reports whether the reader r is, or wraps (a scanner, a
// decoder, a bufio.Reader), a limited reader.
func (a *bodies) limited(r ssa.Value) bool {
	return ssautil.Walk(r, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		if x := ssautil.InterfaceOperand(v); x != nil {
			return follow(x)
		}
		call, ok := v.(*ssa.Call)
		if !ok || !a.isForeignCall(call.Common()) {
			return false
		}
		return frameworks.ReadLimits[ssautil.StaticName(call.Common())] || ssautil.FirstOf(ssautil.CallArgs(call.Common()), follow)
	})
}

// callsReceiving returns the calls that take v (or a slice or interface
// of it) as an argument or receiver.
func callsReceiving(v ssa.Value) []ssa.CallInstruction {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) []ssa.CallInstruction) []ssa.CallInstruction {
		refs := v.Referrers()
		if refs == nil {
			return nil
		}
		var out []ssa.CallInstruction
		for _, r := range *refs {
			switch r := r.(type) {
			case ssa.CallInstruction:
				if slices.Contains(ssautil.CallArgs(r.Common()), v) {
					out = append(out, r)
				}
			case *ssa.Slice:
				out = append(out, follow(r)...)
			case *ssa.MakeInterface:
				out = append(out, follow(r)...)
			case *ssa.ChangeType:
				out = append(out, follow(r)...)
			}
		}
		return out
	})
}

// bodyFrom is where the bytes a reader gives come from: the HTTP
// response of the request named request, or, in a helper, the reader
// or response its parameter param holds (readBody(resp.Body, limit)).
type bodyFrom struct {
	request string
	param   *ssa.Parameter
}

func (b bodyFrom) found() bool { return b != bodyFrom{} }

// bodySource returns where the HTTP response body v reads from (directly
// or through readers wrapping it) comes from, if it reads one.
func (a *bodies) bodySource(v ssa.Value) bodyFrom {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) bodyFrom) bodyFrom {
		if s, final := a.bodyStep(v, follow); s.found() || final {
			return s
		}
		if shape.CarriesText(v.Type()) {
			if body := a.Text(v).Leaves(origin.Body); len(body) > 0 {
				return bodyFrom{request: body[0].Text}
			}
		}
		return bodyFrom{}
	})
}

// bodyStep is bodySource's step on v: the request whose body v reads,
// found from v's own kind or by following what v reads from. final
// says the answer is v's kind's last word; otherwise, when the step
// finds nothing, v's traced text may still hold a body.
func (a *bodies) bodyStep(v ssa.Value, follow func(ssa.Value) bodyFrom) (from bodyFrom, final bool) {
	if x := ssautil.InterfaceOperand(v); x != nil {
		return follow(x), true
	}
	switch v := v.(type) {
	case *ssa.Parameter:
		// A helper's reader or response: what its callers pass.
		if isReader(v.Type()) || paths.IsResponse(v.Type()) {
			return bodyFrom{param: v}, true
		}
	case *ssa.UnOp:
		if fa, ok := v.X.(*ssa.FieldAddr); ok && paths.IsResponse(fa.X.Type()) && ssautil.FieldName(fa) == frameworks.HTTPResponse.BodyField {
			return a.responseBody(fa.X), true
		}
		return follow(v.X), true
	case *ssa.Field:
		if paths.IsResponse(v.X.Type()) {
			return a.responseBody(v.X), true
		}
	case *ssa.ChangeType:
		return follow(v.X), true
	case *ssa.Phi:
		return ssautil.FirstOf(v.Edges, follow), false
	case *ssa.Extract, *ssa.Call:
		if paths.IsResponse(v.Type()) {
			return a.responseBody(v), true
		}
		call, _ := v.(*ssa.Call)
		if e, ok := v.(*ssa.Extract); ok {
			call, _ = e.Tuple.(*ssa.Call)
		}
		if call != nil && a.isForeignCall(call.Common()) {
			// A reader, decoder or scanner wrapping the body.
			return ssautil.FirstOf(ssautil.CallArgs(call.Common()), follow), false
		}
	case *ssa.Alloc:
		if paths.IsResponse(ssautil.Deref(v.Type())) {
			// A response variable a closure shares (defer func() {
			// resp.Body.Close() }()): what was stored in it.
			return ssautil.FirstOf(localStores(v), follow), true
		}
		if n := a.Text(v); n != nil && n.Op == origin.Body {
			return bodyFrom{request: n.Text}, true
		}
	}
	return bodyFrom{}, false
}

// responseBody returns where the body of the response resp comes from:
// the request that produced it, or the helper's parameter holding it.
func (a *bodies) responseBody(resp ssa.Value) bodyFrom {
	if u, ok := resp.(*ssa.UnOp); ok {
		resp = u.X
	}
	if p, ok := resp.(*ssa.Parameter); ok {
		return bodyFrom{param: p}
	}
	return bodyFrom{request: a.requestName(resp)}
}

// isReader reports whether t is an interface type with io.Reader's Read
// method: a reader a helper is given.
func isReader(t types.Type) bool {
	it, ok := t.Underlying().(*types.Interface)
	if !ok {
		return false
	}
	for i := range it.NumMethods() {
		if m := it.Method(i); m.Name() == "Read" && m.Signature().Params().Len() == 1 && m.Signature().Results().Len() == 2 {
			return true
		}
	}
	return false
}

// requestName names the call that produced the response resp: the
// module's own functions by package name, as in messages elsewhere.
func (a *bodies) requestName(resp ssa.Value) string {
	if u, ok := resp.(*ssa.UnOp); ok {
		resp = u.X
	}
	if vals := localStores(resp); len(vals) > 0 {
		resp = vals[0] // a variable a closure shares
	}
	if e, ok := resp.(*ssa.Extract); ok {
		resp = e.Tuple
	}
	if call, ok := resp.(*ssa.Call); ok {
		if callee := call.Call.StaticCallee(); callee != nil && callee.Object() != nil {
			fn := callee.Object().(*types.Func)
			if fn.Pkg() != nil && a.Mod.Owns(fn.Pkg().Path()) {
				return ssautil.ViaName(fn)
			}
			return fn.FullName()
		}
		if call.Call.IsInvoke() {
			return call.Call.Method.FullName()
		}
	}
	return "an HTTP request"
}

func (a *bodies) isForeignCall(c *ssa.CallCommon) bool {
	if c.IsInvoke() {
		return c.Method.Pkg() != nil && !a.Mod.Owns(c.Method.Pkg().Path())
	}
	callee := c.StaticCallee()
	return callee != nil && callee.Object() != nil && callee.Object().Pkg() != nil && !a.Mod.Owns(callee.Object().Pkg().Path())
}

// localStores returns the values stored into v if v is a local variable
// (an Alloc), nil otherwise.
func localStores(v ssa.Value) []ssa.Value {
	if alloc, ok := v.(*ssa.Alloc); ok {
		return ssautil.StoredValues(alloc)
	}
	return nil
}
