package outcome

import (
	"go/constant"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// ReturnsError reports whether ret returns a non-nil error alongside its
// other results: a new error, an error value known to be non-nil there,
// or anything but nil on an err != nil branch.
func (a *Judge) ReturnsError(fn *ssa.Function, ret *ssa.Return) bool {
	res := fn.Signature.Results()
	for i := res.Len() - 1; i >= 0; i-- {
		if !ssautil.IsErrorInterface(res.At(i).Type()) {
			continue
		}
		v := a.Resolve(ret.Results[i])
		if ssautil.IsNilConst(v) {
			return false
		}
		switch v := v.(type) {
		case *ssa.MakeInterface:
			return true
		case *ssa.Call:
			if callee := v.Call.StaticCallee(); callee != nil && callee.Object() != nil {
				if frameworks.NewErrors[callee.Object().(*types.Func).FullName()] {
					return true
				}
			}
		}
		return paths.NonNilAt(v, ret.Block()) || paths.ErrBranch(ret.Block())
	}
	return false
}

// Reaches reports whether pred holds for v or for a value v ends up
// inside: a struct or slice it is stored into (and the addresses on the
// way: the element of a slice literal, the field of a union), a value
// appended to, converted to or loaded from it. It is how the core learns
// that a text block belongs to a tool result flagged as an error, or to
// a tool result at all.
func (a *Judge) Reaches(v ssa.Value, pred func(ssa.Value) bool) bool {
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
				} else if fc, ok := a.flagCall(r); ok && fc.Content < len(r.Call.Args) && r.Call.Args[fc.Content] == v {
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
func (a *Judge) Within(v ssa.Value, containers []frameworks.Container) bool {
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

// IsTrueValue reports whether v is the constant true, wrapped or not:
// true, anthropic.Bool(true), param.NewOpt(true), param.Opt[bool]{Value: true}.
func (a *Judge) IsTrueValue(v ssa.Value) bool {
	b, ok := a.boolValue(v)
	return ok && b
}

// boolValue returns the constant bool v holds, wrapped or not; ok is
// false when v is not a constant.
func (a *Judge) boolValue(v ssa.Value) (b, ok bool) {
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value != nil && v.Value.Kind() == constant.Bool {
			return constant.BoolVal(v.Value), true
		}
	case *ssa.Call:
		if w := a.Wrapped(v); w != nil {
			return a.boolValue(w)
		}
		if callee := v.Call.StaticCallee(); callee != nil {
			if obj, ok := callee.Object().(*types.Func); ok {
				if sum := a.SummaryOf(obj); sum != nil && sum.Points > 0 && sum.Points <= len(v.Call.Args) {
					return a.boolValue(v.Call.Args[sum.Points-1])
				}
			}
		}
	case *ssa.UnOp:
		// An optional value's literal: its Value field.
		if alloc, ok := v.X.(*ssa.Alloc); ok && v.Op == token.MUL {
			if vals := ssautil.StoredFields(alloc)["Value"]; len(vals) == 1 {
				return a.boolValue(vals[0])
			}
		}
	}
	return false, false
}

// IsMethodKey reports whether a Stored node's key names an interface
// method rather than a func-typed field.
func IsMethodKey(key string) bool {
	return len(key) > 2 && key[len(key)-2:] == "()"
}

// ImplementedMethods returns, by method key, the methods that the types
// of this package declare to implement the methods of the module
// interfaces visible here, for the methods whose results carry text.
func (a *Judge) ImplementedMethods() map[string][]*ssa.Function {
	out := map[string][]*ssa.Function{}
	var ifaces []*types.Named
	for _, path := range slices.Sorted(maps.Keys(a.Pkgs)) {
		if !a.Mod.Owns(path) {
			continue
		}
		p := a.Pkgs[path]
		for _, name := range p.Scope().Names() {
			if tn, ok := p.Scope().Lookup(name).(*types.TypeName); ok {
				if named, ok := types.Unalias(tn.Type()).(*types.Named); ok && types.IsInterface(named) && named.TypeParams().Len() == 0 {
					ifaces = append(ifaces, named)
				}
			}
		}
	}
	if len(ifaces) == 0 {
		return out
	}
	for _, named := range a.ConcreteTypes() {
		for _, iface := range ifaces {
			it := iface.Underlying().(*types.Interface)
			if it.NumMethods() == 0 || (!types.Implements(named, it) && !types.Implements(types.NewPointer(named), it)) {
				continue
			}
			for i := range it.NumMethods() {
				m := it.Method(i)
				if m.Name() == "Error" || !a.resultsCarry(m.Signature()) {
					continue
				}
				if fn := a.DeclaredMethod(named, m.Name()); fn != nil {
					key := a.MethodKey(iface, m.Name())
					out[key] = append(out[key], fn)
				}
			}
		}
	}
	return out
}

// resultsCarry reports whether a result of sig may carry text.
func (a *Judge) resultsCarry(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		if t := sig.Results().At(i).Type(); shape.CarriesText(t) || a.IsModuleStruct(t) {
			return true
		}
	}
	return false
}

// FlagRead returns the bool field of a module struct that v reads,
// "pkg.Type.Field", or "".
func (a *Judge) FlagRead(v ssa.Value) string {
	pkg, typ, field, ok := a.BoolField(v)
	if !ok || !a.Mod.Owns(pkg) {
		return ""
	}
	return pkg + "." + typ + "." + field
}

// StoredFlagRead returns the module field (flagRead) that the error flag
// of the result at holder is set from, or "".
func (a *Judge) StoredFlagRead(holder ssa.Value) string {
	for _, val := range a.flagValues(holder) {
		if f := a.FlagRead(val); f != "" {
			return f
		}
	}
	return ""
}

// SetFlags returns the bool fields ("pkg.Type.Field") of the module
// struct v that are true wherever v comes from: a literal setting them,
// or a module constructor every return of which sets them.
func (a *Judge) SetFlags(v ssa.Value, depth int) map[string]bool {
	if depth > trace.MaxFlagDepth {
		return nil
	}
	index := 0
	if e, ok := v.(*ssa.Extract); ok {
		v, index = e.Tuple, e.Index
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
			return a.literalFlags(alloc)
		}
	case *ssa.Alloc:
		return a.literalFlags(x)
	case *ssa.Call:
		callee := x.Call.StaticCallee()
		if callee == nil || callee.Object() == nil || callee.Object().Pkg() == nil || !a.Mod.Owns(callee.Object().Pkg().Path()) {
			return nil
		}
		if callee.Blocks == nil {
			// Another package's constructor: its summary says.
			if sum := a.SummaryOf(callee.Object().(*types.Func)); sum != nil && sum != trace.Recursing {
				out := map[string]bool{}
				for _, f := range sum.Flags {
					out[f] = true
				}
				return out
			}
			return nil
		}
		return a.returnedFlags(callee, index, depth+1)
	}
	return nil
}

// returnedFlags returns the bool fields (setFlags) that every return of
// fn sets true in its index-th result.
func (a *Judge) returnedFlags(fn *ssa.Function, index, depth int) map[string]bool {
	var out map[string]bool
	for i, ret := range ssautil.ReturnsOf(fn) {
		set := a.SetFlags(ret.Results[index], depth)
		if i == 0 {
			out = set
			continue
		}
		for f := range out {
			if !set[f] {
				delete(out, f)
			}
		}
	}
	return out
}

// SummaryFlags returns, sorted, the bool fields that every return of fn
// sets true in its first module struct result, for its summary.
func (a *Judge) SummaryFlags(fn *ssa.Function) []string {
	res := fn.Signature.Results()
	for i := range res.Len() {
		if a.IsModuleStruct(res.At(i).Type()) {
			var out []string
			for f := range a.returnedFlags(fn, i, 0) {
				out = append(out, f)
			}
			slices.Sort(out)
			return out
		}
	}
	return nil
}

// literalFlags returns the bool fields that the struct literal at alloc
// sets to true.
func (a *Judge) literalFlags(alloc *ssa.Alloc) map[string]bool {
	pkg, typ := frameworks.NamedType(alloc.Type())
	out := map[string]bool{}
	for field, vals := range ssautil.StoredFields(alloc) {
		if len(vals) > 0 && !slices.ContainsFunc(vals, func(v ssa.Value) bool { return !a.IsTrueValue(v) }) {
			out[pkg+"."+typ+"."+field] = true
		}
	}
	return out
}

// flagCall returns the table entry of a call building a flagged result.
func (a *Judge) flagCall(call *ssa.Call) (frameworks.FlagCall, bool) {
	f, ok := trace.CalledFunc(call)
	if !ok {
		return frameworks.FlagCall{}, false
	}
	fc, ok := a.Index.FlagCalls[f]
	return fc, ok
}

// BoolField returns the struct type and the name of the bool field that
// v reads, if it reads one.
func (a *Judge) BoolField(v ssa.Value) (pkg, typ, field string, ok bool) {
	var x ssa.Value
	var name string
	switch f := v.(type) {
	case *ssa.Field:
		x, name = f.X, ssautil.Deref(f.X.Type()).Underlying().(*types.Struct).Field(f.Field).Name()
	case *ssa.UnOp:
		fa, isAddr := f.X.(*ssa.FieldAddr)
		if !isAddr {
			return "", "", "", false
		}
		x, name = fa.X, ssautil.FieldName(fa)
	default:
		return "", "", "", false
	}
	pkg, typ = frameworks.NamedType(x.Type())
	return pkg, typ, name, pkg != ""
}

// relayFlag reports whether field of pkg.typ is the error flag of a
// relayed field.
func (a *Judge) relayFlag(pkg, typ, field string) bool {
	for _, r := range a.Relays {
		if r.Pkg == pkg && r.Type == typ && r.Flag == field {
			return true
		}
	}
	return false
}

// flagValues returns the values stored into the error flag fields of
// the result at v (a framework's, or a relayed field's flag).
func (a *Judge) flagValues(v ssa.Value) []ssa.Value {
	pkg, typ := frameworks.NamedType(v.Type())
	if pkg == "" {
		return nil
	}
	var out []ssa.Value
	for field, vals := range ssautil.StoredFields(v) {
		if a.Index.ErrorFields[[3]string{pkg, typ, field}] || a.relayFlag(pkg, typ, field) {
			out = append(out, vals...)
		}
	}
	return out
}

// ForeignShape reports whether t is a shaped type of code outside the
// module: the module's own result types are its own business (and are
// followed where the module turns them into a framework's).
func (a *Judge) ForeignShape(t types.Type, is func(*frameworks.Index, types.Type) bool) bool {
	pkg, _ := ssautil.NamedOf(t)
	return pkg != "" && !a.Mod.Owns(pkg) && is(a.Index, t)
}

// shapeFlagSet reports whether v is a shaped tool result whose IsError
// is set to true.
func (a *Judge) shapeFlagSet(v ssa.Value) bool {
	if !a.ForeignShape(v.Type(), shape.IsToolResultShape) {
		return false
	}
	for _, val := range ssautil.StoredFields(v)["IsError"] {
		if a.IsTrueValue(val) {
			return true
		}
	}
	return false
}

// Flagged reports whether the content at v ends up in a result whose
// error flag (CallToolResult.IsError) is set to true.
func (a *Judge) Flagged(v ssa.Value) bool {
	return a.Reaches(v, a.errorFlagSet)
}

func (a *Judge) errorFlagSet(v ssa.Value) bool {
	if a.flagCallSet(v) || a.shapeFlagSet(v) || a.flaggedByMethod(v) {
		return true
	}
	for _, val := range a.flagValues(v) {
		if a.IsTrueValue(val) {
			return true
		}
	}
	return false
}

// flaggedByMethod reports whether a method that always marks its
// receiver as an error (go-sdk's CallToolResult.SetError) is called on
// the result v: the content built before it is sent flagged.
func (a *Judge) flaggedByMethod(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		call, ok := r.(*ssa.Call)
		if !ok || call.Call.IsInvoke() || len(call.Call.Args) == 0 || call.Call.Args[0] != v {
			continue
		}
		if f, ok := trace.CalledFunc(call); ok && f.Recv != "" {
			if cs, ok := a.Index.CallSinks[f]; ok && cs.Flag == frameworks.FlagSet {
				return true
			}
		}
	}
	return false
}
