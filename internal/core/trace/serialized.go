package trace

import (
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/ssa"
)

// MakeMaps returns the maps made in this function that v may be.
func MakeMaps(v ssa.Value) []*ssa.MakeMap {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) []*ssa.MakeMap) []*ssa.MakeMap {
		if x := ssautil.InterfaceOperand(v); x != nil {
			return follow(x)
		}
		switch v := v.(type) {
		case *ssa.MakeMap:
			return []*ssa.MakeMap{v}
		case *ssa.MakeInterface:
			return follow(v.X)
		case *ssa.ChangeType:
			return follow(v.X)
		case *ssa.Phi:
			return ssautil.AllOf(v.Edges, follow)
		}
		return nil
	})
}

// Unboxed returns the values v may be before conversion to an interface.
func Unboxed(v ssa.Value) []ssa.Value {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) []ssa.Value) []ssa.Value {
		switch x := v.(type) {
		case *ssa.Phi:
			return ssautil.AllOf(x.Edges, follow)
		}
		return []ssa.Value{v}
	})
}
