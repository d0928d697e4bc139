package trace

import (
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// methodKey names the method name of the module interface t:
// "pkg.Tool.Run()"; "" if t is no interface of the module.
func (a *Tracer) methodKey(t types.Type, name string) string {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !types.IsInterface(named) || !a.Mod.Owns(named.Obj().Pkg().Path()) {
		return ""
	}
	return named.Obj().Pkg().Path() + "." + named.Obj().Name() + "." + name + "()"
}

// IsMethodKey reports whether a Stored node's key names an interface
// method rather than a func-typed field.
func IsMethodKey(key string) bool {
	return len(key) > 2 && key[len(key)-2:] == "()"
}

// dispatched returns the Stored node for the index-th result (its field
// member, if set) of the interface call c at pos when its receiver is a
// module interface value whose concrete type is not in sight; nil
// otherwise (a parameter's method is its callers' to fill in). ok says
// the result is read only where the call succeeded.
func (a *Tracer) dispatched(c *ssa.CallCommon, index int, member string, ok bool, pos token.Pos) *origin.Node {
	key := a.methodKey(c.Value.Type(), c.Method.Name())
	if key == "" || a.paramCall(c.Value, index, c.Method.Name()) != nil {
		return nil
	}
	return storedLeaf(key, index, member, ok, pos)
}

// implementedMethods returns, by method key, the methods that the types
// of this package declare to implement the methods of the module
// interfaces visible here, for the methods whose results carry text.
func (a *Tracer) implementedMethods() map[string][]*ssa.Function {
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
					key := a.methodKey(iface, m.Name())
					out[key] = append(out[key], fn)
				}
			}
		}
	}
	return out
}

// resultsCarry reports whether a result of sig may carry text.
func (a *Tracer) resultsCarry(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		if t := sig.Results().At(i).Type(); shape.CarriesText(t) || a.IsModuleStruct(t) {
			return true
		}
	}
	return false
}

// FlagRead returns the bool field of a module struct that v reads,
// "pkg.Type.Field", or "".
func (a *Tracer) FlagRead(v ssa.Value) string {
	pkg, typ, field, ok := a.BoolField(v)
	if !ok || !a.Mod.Owns(pkg) {
		return ""
	}
	return pkg + "." + typ + "." + field
}

// StoredFlagRead returns the module field (flagRead) that the error flag
// of the result at holder is set from, or "".
func (a *Tracer) StoredFlagRead(holder ssa.Value) string {
	for _, val := range a.FlagValues(holder) {
		if f := a.FlagRead(val); f != "" {
			return f
		}
	}
	return ""
}

// maxFlagDepth bounds the walk into the constructors a return calls.
const maxFlagDepth = 3

// SetFlags returns the bool fields ("pkg.Type.Field") of the module
// struct v that are true wherever v comes from: a literal setting them,
// or a module constructor every return of which sets them.
func (a *Tracer) SetFlags(v ssa.Value, depth int) map[string]bool {
	if depth > maxFlagDepth {
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
			if sum := a.summaryOf(callee.Object().(*types.Func)); sum != nil && sum != Recursing {
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
func (a *Tracer) returnedFlags(fn *ssa.Function, index, depth int) map[string]bool {
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
func (a *Tracer) SummaryFlags(fn *ssa.Function) []string {
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
func (a *Tracer) literalFlags(alloc *ssa.Alloc) map[string]bool {
	pkg, typ := frameworks.NamedType(alloc.Type())
	out := map[string]bool{}
	for field, vals := range ssautil.StoredFields(alloc) {
		if len(vals) > 0 && !slices.ContainsFunc(vals, func(v ssa.Value) bool { return !a.IsTrueValue(v) }) {
			out[pkg+"."+typ+"."+field] = true
		}
	}
	return out
}

// toolDescribers are the methods by which a tool interface describes its
// tool to the model: a loop keeping values of such an interface holds
// tools, each implementation one, while an interface without one (a
// sub-agent, a store, a client) is a dependency whose implementations
// are alternatives.
var toolDescribers = map[string]bool{"Name": true, "Info": true, "Definition": true, "Declaration": true, "Schema": true, "Spec": true}

// ToolInterface reports whether the interface of the method key
// (methodKey) describes its tool: a method of toolDescribers with no
// parameters and one result.
func (a *Tracer) ToolInterface(key string) bool {
	method := strings.LastIndex(key, ".")
	typ := strings.LastIndex(key[:max(method, 0)], ".")
	if typ < 0 {
		return false
	}
	p := a.Pkgs[key[:typ]]
	if p == nil {
		return false
	}
	tn, _ := p.Scope().Lookup(key[typ+1 : method]).(*types.TypeName)
	if tn == nil {
		return false
	}
	it, ok := tn.Type().Underlying().(*types.Interface)
	if !ok {
		return false
	}
	for i := range it.NumMethods() {
		sig := it.Method(i).Signature()
		if toolDescribers[it.Method(i).Name()] && sig.Params().Len() == 0 && sig.Results().Len() == 1 {
			return true
		}
	}
	return false
}
