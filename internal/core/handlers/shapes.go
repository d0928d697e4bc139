package handlers

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// registeringMethods are the method names that register a tool handler.
var registeringMethods = map[string]bool{"AddTool": true, "RegisterTool": true, "AddTools": true, "HandleTool": true}

// shapeRegistration marks the handlers a call of a registering method of
// an untabled package registers: its func arguments whose results
// include a shaped tool result.
func (a *Set) shapeRegistration(fn *types.Func, f frameworks.Func, args []ssa.Value) {
	if fn.Signature().Recv() == nil || !registeringMethods[f.Name] || a.Mod.Owns(f.Pkg) || a.Index.Knows(f.Pkg) {
		return
	}
	name := ""
	for _, arg := range args {
		if n := a.shapeToolName(arg); n != "" {
			name = n
			break
		}
	}
	for _, arg := range args {
		sig, ok := arg.Type().Underlying().(*types.Signature)
		if !ok || !a.returnsShapedResult(sig) {
			continue
		}
		for _, h := range a.FuncsOf(arg) {
			a.markHandler(h, frameworks.ErrorAborts, frameworks.ResultsNone, "").name(name)
		}
	}
}

func (a *Set) returnsShapedResult(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		if shape.IsToolResultShape(a.Index, sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

// shapeToolName returns the tool name an argument of a registering call
// shows: the name itself, or a struct's constant Name field.
func (a *Set) shapeToolName(v ssa.Value) string {
	if s := ssautil.ConstString(v); s != "" {
		return s
	}
	if u, ok := v.(*ssa.UnOp); ok {
		v = u.X
	}
	if alloc, ok := v.(*ssa.Alloc); ok {
		for _, s := range ssautil.StoredFields(alloc)["Name"] {
			if n := ssautil.ConstString(s); n != "" {
				return n
			}
		}
	}
	return ""
}
