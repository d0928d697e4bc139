package trace

import (
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// CalledFunc returns the function a call statically calls, as the
// framework tables name functions.
func CalledFunc(call *ssa.Call) (frameworks.Func, bool) {
	if obj := ssautil.StaticFunc(&call.Call); obj != nil {
		return frameworks.FuncOf(obj)
	}
	return frameworks.Func{}, false
}
