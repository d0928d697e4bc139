package trace

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// MethodKey names the method name of the module interface t:
// "pkg.Tool.Run()"; "" if t is no interface of the module.
func (a *Tracer) MethodKey(t types.Type, name string) string {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !types.IsInterface(named) || !a.Mod.Owns(named.Obj().Pkg().Path()) {
		return ""
	}
	return named.Obj().Pkg().Path() + "." + named.Obj().Name() + "." + name + "()"
}

// dispatched returns the Stored node for the index-th result (its field
// member, if set) of the interface call c at pos when its receiver is a
// module interface value whose concrete type is not in sight; nil
// otherwise (a parameter's method is its callers' to fill in). ok says
// the result is read only where the call succeeded.
func (a *Tracer) dispatched(c *ssa.CallCommon, index int, member string, ok bool, pos token.Pos) *origin.Node {
	key := a.MethodKey(c.Value.Type(), c.Method.Name())
	if key == "" || a.paramCall(c.Value, index, c.Method.Name()) != nil {
		return nil
	}
	return storedLeaf(key, index, member, ok, pos)
}

// MaxFlagDepth bounds the walk into the constructors a return calls.
const MaxFlagDepth = 3

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
	it := a.interfaceOf(key)
	if it == nil {
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

// Implements reports whether the implementations of the method key impl
// answer a call of the method key called: the same method, of an
// interface whose values are values of called's. A server keeping its
// tools as its own interface runs the implementations of the tools
// package's, which that package cannot know of (it does not import the
// server).
func (a *Tracer) Implements(impl, called string) bool {
	if impl == called {
		return true
	}
	if !strings.HasSuffix(impl, "()") || impl[strings.LastIndex(impl, "."):] != called[strings.LastIndex(called, "."):] {
		return false
	}
	from, to := a.interfaceOf(impl), a.interfaceOf(called)
	return from != nil && to != nil && types.AssignableTo(from, to)
}

// interfaceOf returns the interface of the method key (MethodKey), if
// its package is visible here.
func (a *Tracer) interfaceOf(key string) *types.Interface {
	method := strings.LastIndex(key, ".")
	typ := strings.LastIndex(key[:max(method, 0)], ".")
	if typ < 0 {
		return nil
	}
	p := a.Pkgs[key[:typ]]
	if p == nil {
		return nil
	}
	tn, _ := p.Scope().Lookup(key[typ+1 : method]).(*types.TypeName)
	if tn == nil {
		return nil
	}
	it, _ := tn.Type().Underlying().(*types.Interface)
	return it
}
