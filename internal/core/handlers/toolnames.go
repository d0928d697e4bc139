package handlers

import (
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// ToolName returns the tool name that v, a tool description, shows:
// mcp.NewTool("name", ...) or &mcp.Tool{Name: "name"}.
func (a *Set) ToolName(v ssa.Value) string {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) string) string {
		if x := ssautil.InterfaceOperand(v); x != nil {
			return follow(x)
		}
		switch v := v.(type) {
		case *ssa.Const:
			// The name itself (genkit.DefineTool(g, "name", ...)).
			return ssautil.ConstString(v)
		case *ssa.Call:
			if callee := v.Call.StaticCallee(); callee != nil {
				if obj := ssautil.StaticFunc(&v.Call); obj != nil {
					if f, ok := frameworks.FuncOf(obj); ok && a.Index.ToolCtors[f] && len(v.Call.Args) > 0 {
						return ssautil.ConstString(v.Call.Args[0])
					}
				}
				if callee.Pkg == a.Pkg {
					if i := a.namingParam(callee); i >= 0 && i < len(v.Call.Args) {
						return ssautil.ConstString(v.Call.Args[i]) // toolWithSchema("get_balance", …)
					}
					return ssautil.FirstOf(ssautil.ReturnedValues(callee), follow)
				}
			}
		case *ssa.Extract:
			return follow(v.Tuple)
		case *ssa.UnOp:
			if g, ok := v.X.(*ssa.Global); ok {
				return ssautil.FirstOf(a.Globals[g], follow)
			}
			return follow(v.X)
		case *ssa.Alloc:
			return a.allocatedToolName(v)
		case *ssa.Phi:
			return ssautil.FirstOf(v.Edges, follow)
		case *ssa.FieldAddr:
			return ssautil.FirstOf(a.storedInField(v), follow)
		}
		return ""
	})
}

// storedInField returns the values stored into the field that fa
// addresses, where the struct holding it was built in this package:
// allocated here, or returned by one of its functions (a registration
// record, createAddTool() *ToolRegistration, whose Tool and Handler a
// loop or a later call hands to the framework).
func (a *Set) storedInField(fa *ssa.FieldAddr) []ssa.Value {
	name := ssautil.FieldName(fa)
	var out []ssa.Value
	for _, base := range a.structsOf(fa.X) {
		out = append(out, ssautil.StoredFields(base)[name]...)
	}
	return out
}

// structsOf returns the allocations of this package that v, a pointer to
// a struct, may point to.
func (a *Set) structsOf(v ssa.Value) []ssa.Value {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) []ssa.Value) []ssa.Value {
		switch v := v.(type) {
		case *ssa.Alloc:
			return []ssa.Value{v}
		case *ssa.Phi:
			return ssautil.AllOf(v.Edges, follow)
		case *ssa.Call:
			if callee := v.Call.StaticCallee(); callee != nil && callee.Pkg == a.Pkg {
				return ssautil.AllOf(ssautil.ReturnedValues(callee), follow)
			}
		}
		return nil
	})
}

// namingParam returns the index of the parameter of fn, a module
// function, that fn passes to a framework's tool constructor as the
// tool's name and returns the tool it makes; -1 if none.
func (a *Set) namingParam(fn *ssa.Function) int {
	for _, r := range ssautil.ReturnedValues(fn) {
		call, ok := r.(*ssa.Call)
		if !ok || len(call.Call.Args) == 0 {
			continue
		}
		obj := ssautil.StaticFunc(&call.Call)
		if obj == nil {
			continue
		}
		if f, ok := frameworks.FuncOf(obj); ok && a.Index.ToolCtors[f] {
			if p, ok := call.Call.Args[0].(*ssa.Parameter); ok && p.Parent() == fn {
				return slices.Index(fn.Params, p)
			}
		}
	}
	return -1
}

// allocatedToolName returns the name a tool description built here
// shows (&mcp.Tool{Name: "name"}), or, for a value of a type
// implementing a tool interface, the name its Name or Info method
// returns.
func (a *Set) allocatedToolName(v *ssa.Alloc) string {
	pkg, typ := frameworks.NamedType(v.Type())
	field, ok := a.Index.ToolTypes[[2]string{pkg, typ}]
	if !ok {
		if named, ok := types.Unalias(ssautil.Deref(v.Type())).(*types.Named); ok {
			return a.typeTools[named.Obj()]
		}
		return ""
	}
	for _, s := range ssautil.StoredFields(v)[field] {
		if n := ssautil.ConstString(s); n != "" {
			return n
		}
	}
	return ""
}
