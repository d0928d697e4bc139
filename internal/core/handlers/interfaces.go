package handlers

import (
	"go/types"
	"maps"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/ssa"
)

// implementations marks the handlers that frameworks find by interface:
// the method Method of every type of this package that implements one of
// the framework interfaces of the index (langchaingo's tools.Tool.Call,
// eino's InvokableTool.InvokableRun). The interface must be visible from
// this package (imported, directly or not); a type that only happens to
// have the methods, in a package that never sees the framework, is not
// taken for a tool.
func (a *Set) implementations() {
	var concrete []*types.Named // once an interface is visible: sorting the members costs
	for _, im := range a.Index.Impls {
		iface := a.lookupInterface(im.Pkg, im.Iface)
		if iface == nil {
			continue
		}
		if concrete == nil {
			concrete = a.ConcreteTypes()
		}
		for _, named := range concrete {
			if !types.Implements(named, iface) && !types.Implements(types.NewPointer(named), iface) {
				continue
			}
			fn := a.DeclaredMethod(named, im.Method)
			if fn == nil {
				continue
			}
			h := a.markHandler(fn, im.Errors, im.Results, "")
			if im.NameMethod != "" {
				if nm := a.DeclaredMethod(named, im.NameMethod); nm != nil {
					h.name(a.ReturnedName(nm))
					if h.Tool != "" {
						a.typeTools[named.Obj()] = h.Tool
					}
				}
			}
		}
	}
}

// ConcreteTypes returns the named types of the package's members that
// are neither generic nor interfaces, in the order of the members' names:
// what is found from them (handlers, a module interface's
// implementations) must come in the same order on every run, and the
// members are a map.
func (a *Set) ConcreteTypes() []*types.Named {
	var out []*types.Named
	for _, name := range slices.Sorted(maps.Keys(a.Pkg.Members)) {
		t, ok := a.Pkg.Members[name].(*ssa.Type)
		if !ok {
			continue
		}
		if named, ok := types.Unalias(t.Type()).(*types.Named); ok && named.TypeParams().Len() == 0 && !types.IsInterface(named) {
			out = append(out, named)
		}
	}
	return out
}

// lookupInterface returns the interface type pkg.name if pkg is visible
// from this package.
func (a *Set) lookupInterface(pkg, name string) *types.Interface {
	p := a.Pkgs[pkg]
	if p == nil {
		return nil
	}
	obj, ok := p.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return nil
	}
	iface, _ := obj.Type().Underlying().(*types.Interface)
	return iface
}

// DeclaredMethod returns the SSA function of the method name that this
// package declares for named (not one promoted from an embedded type of
// another package).
func (a *Set) DeclaredMethod(named *types.Named, name string) *ssa.Function {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(named), true, a.Pass.Pkg, name)
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() != a.Pass.Pkg {
		return nil
	}
	if f := a.Prog.FuncValue(fn); f != nil && f.Blocks != nil {
		return f
	}
	return nil
}

// ReturnedName returns the tool name a Name or Info method returns: a
// constant string, or a tool description naming it.
func (a *Set) ReturnedName(fn *ssa.Function) string {
	for _, r := range ssautil.ReturnedValues(fn) {
		if n := a.ToolName(r); n != "" {
			return n
		}
	}
	return ""
}
