package trace

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// ResultValues returns the values of a call's results.
func ResultValues(call *ssa.Call) []ssa.Value {
	if _, ok := call.Type().(*types.Tuple); !ok {
		return []ssa.Value{call}
	}
	var out []ssa.Value
	if refs := call.Referrers(); refs != nil {
		for _, r := range *refs {
			if e, ok := r.(*ssa.Extract); ok {
				out = append(out, e)
			}
		}
	}
	return out
}
