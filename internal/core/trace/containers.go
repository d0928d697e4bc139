package trace

import (
	"go/constant"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// Reaches reports whether pred holds for v or for a value v ends up
// inside: a struct or slice it is stored into (and the addresses on the
// way: the element of a slice literal, the field of a union), a value
// appended to, converted to or loaded from it. It is how the core learns
// that a text block belongs to a tool result flagged as an error, or to
// a tool result at all.
func (a *Tracer) Reaches(v ssa.Value, pred func(ssa.Value) bool) bool {
	// Addresses a value is stored at lead up to the variable holding
	// them only: x.f[i].g is inside x[i], x.f and x.
	stored := map[ssa.Value]bool{}
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		if pred(v) {
			return true
		}
		if stored[v] {
			x := addressed(v)
			if addressed(x) != nil {
				stored[x] = true
			}
			return follow(x)
		}
		refs := v.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			var next ssa.Value
			switch r := r.(type) {
			case *ssa.MakeInterface, *ssa.ChangeType, *ssa.Slice:
				next = r.(ssa.Value)
			case *ssa.UnOp:
				if r.Op == token.MUL {
					next = r
				}
			case *ssa.Call:
				if b, ok := r.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" {
					next = r
				} else if fc, ok := a.FlagCall(r); ok && fc.Content < len(r.Call.Args) && r.Call.Args[fc.Content] == v {
					next = r // content handed to a result constructor
				}
			case *ssa.Store:
				if r.Val != v {
					continue
				}
				next = r.Addr
				if addressed(next) != nil {
					stored[next] = true
				}
			}
			if next != nil && follow(next) {
				return true
			}
		}
		return false
	})
}

// addressed returns the value whose element or field addr addresses, or
// nil if addr is no element or field address.
func addressed(addr ssa.Value) ssa.Value {
	switch addr := addr.(type) {
	case *ssa.IndexAddr:
		return addr.X
	case *ssa.FieldAddr:
		return addr.X
	}
	return nil
}

// Within reports whether the value at v ends up inside one of the
// containers.
func (a *Tracer) Within(v ssa.Value, containers []frameworks.Container) bool {
	return a.Reaches(v, func(v ssa.Value) bool {
		pkg, typ := frameworks.NamedType(v.Type())
		if pkg == "" {
			return false
		}
		for _, c := range containers {
			if c.Pkg != pkg || c.Type != typ {
				continue
			}
			if c.Field == "" {
				return true
			}
			for _, val := range ssautil.StoredFields(v)[c.Field] {
				if s := ssautil.ConstString(val); s != "" {
					for _, want := range c.Values {
						if s == want {
							return true
						}
					}
				}
			}
		}
		return false
	})
}

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

// IsTrueValue reports whether v is the constant true, wrapped or not:
// true, anthropic.Bool(true), param.NewOpt(true), param.Opt[bool]{Value: true}.
func (a *Tracer) IsTrueValue(v ssa.Value) bool {
	b, ok := a.BoolValue(v)
	return ok && b
}

// BoolValue returns the constant bool v holds, wrapped or not; ok is
// false when v is not a constant.
func (a *Tracer) BoolValue(v ssa.Value) (b, ok bool) {
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value != nil && v.Value.Kind() == constant.Bool {
			return constant.BoolVal(v.Value), true
		}
	case *ssa.Call:
		if w := a.Wrapped(v); w != nil {
			return a.BoolValue(w)
		}
		if callee := v.Call.StaticCallee(); callee != nil {
			if obj, ok := callee.Object().(*types.Func); ok {
				if sum := a.summaryOf(obj); sum != nil && sum.Points > 0 && sum.Points <= len(v.Call.Args) {
					return a.BoolValue(v.Call.Args[sum.Points-1])
				}
			}
		}
	case *ssa.UnOp:
		// An optional value's literal: its Value field.
		if alloc, ok := v.X.(*ssa.Alloc); ok && v.Op == token.MUL {
			if vals := ssautil.StoredFields(alloc)["Value"]; len(vals) == 1 {
				return a.BoolValue(vals[0])
			}
		}
	}
	return false, false
}
