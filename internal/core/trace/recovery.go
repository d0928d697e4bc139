package trace

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// CalledFunc returns the function a call statically calls, as the
// framework tables name functions.
func CalledFunc(call *ssa.Call) (frameworks.Func, bool) {
	callee := call.Call.StaticCallee()
	if callee == nil {
		return frameworks.Func{}, false
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok {
		return frameworks.Func{}, false
	}
	return frameworks.FuncOf(obj)
}
