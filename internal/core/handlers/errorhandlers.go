package handlers

import (
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// errorHandler marks the function an ErrorHandler call installs: every
// text it returns is an error report, and the error it receives is the
// framework's (foreign) when the tool came from one of the framework's
// prefixing constructors, and of unknown origin otherwise.
func (a *Set) errorHandler(eh frameworks.ErrorHandler, args []ssa.Value) {
	if eh.Handler >= len(args) {
		return
	}
	errText := origin.Leaf(origin.Unknown, "")
	name := ""
	if eh.Tool >= 0 && eh.Tool < len(args) {
		name = a.ToolName(args[eh.Tool])
		if call := a.madeBy(args[eh.Tool], eh.Prefixers); call != nil {
			f, _ := frameworks.FuncOf(call.Call.StaticCallee().Object().(*types.Func))
			errText = origin.Leaf(origin.Foreign, f.String()).At(call.Pos())
		}
	}
	for _, fn := range a.FuncsOf(args[eh.Handler]) {
		h := a.markHandler(fn, frameworks.ErrorAborts, frameworks.ResultsText, "")
		h.ErrorPath = true
		if h.Params == nil {
			h.Params = map[int]*origin.Node{}
		}
		h.Params[eh.Param] = errText
		h.name(name)
	}
}

// madeBy returns the call of one of funcs that produced v, looking
// through conversions, the results of calls that return a tool with an
// error, and phis.
func (a *Set) madeBy(v ssa.Value, funcs []frameworks.Func) *ssa.Call {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) *ssa.Call) *ssa.Call {
		if x := ssautil.InterfaceOperand(v); x != nil {
			return follow(x)
		}
		switch v := v.(type) {
		case *ssa.Call:
			if obj := ssautil.StaticFunc(&v.Call); obj != nil {
				if f, ok := frameworks.FuncOf(obj); ok && slices.Contains(funcs, f) {
					return v
				}
			}
		case *ssa.Extract:
			return follow(v.Tuple)
		case *ssa.TypeAssert:
			return follow(v.X)
		case *ssa.Phi:
			return ssautil.FirstOf(v.Edges, follow)
		case *ssa.UnOp:
			if alloc, ok := v.X.(*ssa.Alloc); ok {
				for _, st := range ssautil.StoresTo(alloc) {
					if c := follow(st.Val); c != nil {
						return c
					}
				}
			}
		}
		return nil
	})
}
