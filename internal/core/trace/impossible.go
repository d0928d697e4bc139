package trace

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/ssa"
)

// impossible reports whether block b runs only on a path the code or a
// framework makes impossible during a tool call, so that nothing there
// reaches a model: the error branch of json.Marshal of plain data or of
// a value just decoded from JSON, the failing side of a type assertion
// on a value of known concrete type (or of a non-nil error to the one
// type a module function's errors have), or the nil branch of a value a
// framework guarantees (frameworks NeverNil).
func (a *failures) impossible(b *ssa.BasicBlock) bool {
	if b == nil {
		return false
	}
	fn := b.Parent()
	sides, ok := a.deadSides[fn]
	if !ok {
		sides = a.findDeadSides(fn)
		a.deadSides[fn] = sides
	}
	for _, side := range sides {
		if side.Dominates(b) {
			return true
		}
	}
	return false
}

// findDeadSides returns the blocks of fn that cannot run during a tool
// call: the side of a branch the code or a framework rules out, entered
// only from that branch. They are found once per function, since every
// sink and return of a function asks (a 20,000-statement handler has
// thousands of branches and dozens of sinks).
func (a *failures) findDeadSides(fn *ssa.Function) []*ssa.BasicBlock {
	var sides []*ssa.BasicBlock
	for _, cb := range fn.Blocks {
		ifi, ok := ssautil.LastInstr(cb).(*ssa.If)
		if !ok {
			continue
		}
		if side := a.deadSide(ifi); side != nil && len(side.Preds) == 1 {
			sides = append(sides, side)
		}
	}
	return sides
}

// deadSide returns the successor of ifi that cannot run, or nil.
func (a *failures) deadSide(ifi *ssa.If) *ssa.BasicBlock {
	succs := ifi.Block().Succs
	if assertHolds(ifi.Cond) || a.assertCatchesAll(ifi.Cond, ifi.Block()) {
		return succs[1]
	}
	cmp, ok := ifi.Cond.(*ssa.BinOp)
	if !ok || cmp.Op != token.EQL && cmp.Op != token.NEQ {
		return nil
	}
	x := cmp.X
	if ssautil.IsNilConst(x) {
		x = cmp.Y
	} else if !ssautil.IsNilConst(cmp.Y) {
		return nil
	}
	ifNil, ifNonNil := succs[0], succs[1]
	if cmp.Op == token.NEQ {
		ifNil, ifNonNil = ifNonNil, ifNil
	}
	switch {
	case a.cannotFail(x):
		return ifNonNil
	case a.neverNil(x):
		return ifNil
	}
	return nil
}

// assertHolds reports whether cond is the ok of a type assertion that
// cannot fail: of a value converted to an interface from a type that is
// the asserted one, or implements the asserted interface.
func assertHolds(cond ssa.Value) bool {
	e, ok := cond.(*ssa.Extract)
	if !ok || e.Index != 1 {
		return false
	}
	ta, ok := e.Tuple.(*ssa.TypeAssert)
	if !ok {
		return false
	}
	mi, ok := ta.X.(*ssa.MakeInterface)
	if !ok {
		return false
	}
	if iface, ok := ta.AssertedType.Underlying().(*types.Interface); ok {
		return types.Implements(mi.X.Type(), iface)
	}
	return types.Identical(mi.X.Type(), ta.AssertedType)
}
