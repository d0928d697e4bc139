package core

import (
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// implementations marks the handlers that frameworks find by interface:
// the method Method of every type of this package that implements one of
// the framework interfaces of the index (langchaingo's tools.Tool.Call,
// eino's InvokableTool.InvokableRun). The interface must be visible from
// this package (imported, directly or not); a type that only happens to
// have the methods, in a package that never sees the framework, is not
// taken for a tool.
func (a *unit) implementations() {
	for _, im := range a.index.Impls {
		iface := a.lookupInterface(im.Pkg, im.Iface)
		if iface == nil {
			continue
		}
		for _, m := range a.pkg.Members {
			t, ok := m.(*ssa.Type)
			if !ok {
				continue
			}
			named, ok := types.Unalias(t.Type()).(*types.Named)
			if !ok || named.TypeParams().Len() > 0 || types.IsInterface(named) {
				continue
			}
			if !types.Implements(named, iface) && !types.Implements(types.NewPointer(named), iface) {
				continue
			}
			fn := a.declaredMethod(named, im.Method)
			if fn == nil {
				continue
			}
			h := a.markHandler(fn, im.Errors, im.Results, "")
			if im.NameMethod != "" {
				if nm := a.declaredMethod(named, im.NameMethod); nm != nil {
					h.name(a.returnedName(nm))
					if h.tool != "" {
						a.typeTools[named.Obj()] = h.tool
					}
				}
			}
		}
	}
}

// lookupInterface returns the interface type pkg.name if pkg is visible
// from this package.
func (a *unit) lookupInterface(pkg, name string) *types.Interface {
	p := a.pkgs[pkg]
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

// declaredMethod returns the SSA function of the method name that this
// package declares for named (not one promoted from an embedded type of
// another package).
func (a *unit) declaredMethod(named *types.Named, name string) *ssa.Function {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(named), true, a.pass.Pkg, name)
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() != a.pass.Pkg {
		return nil
	}
	if f := a.prog.FuncValue(fn); f != nil && f.Blocks != nil {
		return f
	}
	return nil
}

// returnedName returns the tool name a Name or Info method returns: a
// constant string, or a tool description naming it.
func (a *unit) returnedName(fn *ssa.Function) string {
	for _, ret := range returnsOf(fn) {
		for _, r := range ret.Results {
			if n := a.toolName(r); n != "" {
				return n
			}
		}
	}
	return ""
}

// errorHandler marks the function an ErrorHandler call installs: every
// text it returns is an error report, and the error it receives is the
// framework's (foreign) when the tool came from one of the framework's
// prefixing constructors, and of unknown origin otherwise.
func (a *unit) errorHandler(eh frameworks.ErrorHandler, args []ssa.Value) {
	if eh.Handler >= len(args) {
		return
	}
	errText := unknown
	name := ""
	if eh.Tool >= 0 && eh.Tool < len(args) {
		name = a.toolName(args[eh.Tool])
		if call := a.madeBy(args[eh.Tool], eh.Prefixers); call != nil {
			f, _ := frameworks.FuncOf(call.Call.StaticCallee().Object().(*types.Func))
			errText = origin.Leaf(origin.Foreign, f.String()).At(call.Pos())
		}
	}
	for _, fn := range a.funcsOf(args[eh.Handler]) {
		h := a.markHandler(fn, frameworks.ErrorAborts, frameworks.ResultsText, "")
		h.errorPath = true
		if h.params == nil {
			h.params = map[int]*origin.Node{}
		}
		h.params[eh.Param] = errText
		h.name(name)
	}
}

// madeBy returns the call of one of funcs that produced v, looking
// through conversions, the results of calls that return a tool with an
// error, and phis.
func (a *unit) madeBy(v ssa.Value, funcs []frameworks.Func) *ssa.Call {
	return walk(v, func(v ssa.Value, follow func(ssa.Value) *ssa.Call) *ssa.Call {
		switch v := v.(type) {
		case *ssa.Call:
			if callee := v.Call.StaticCallee(); callee != nil {
				if obj, ok := callee.Object().(*types.Func); ok {
					if f, ok := frameworks.FuncOf(obj); ok && slices.Contains(funcs, f) {
						return v
					}
				}
			}
		case *ssa.Extract:
			return follow(v.Tuple)
		case *ssa.MakeInterface:
			return follow(v.X)
		case *ssa.ChangeInterface:
			return follow(v.X)
		case *ssa.TypeAssert:
			return follow(v.X)
		case *ssa.Phi:
			return firstOf(v.Edges, follow)
		case *ssa.UnOp:
			if alloc, ok := v.X.(*ssa.Alloc); ok {
				for _, st := range storesTo(alloc) {
					if c := follow(st.Val); c != nil {
						return c
					}
				}
			}
		}
		return nil
	})
}
