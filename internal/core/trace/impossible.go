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
// on a value of known concrete type, or the nil branch of a value a
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
	if assertHolds(ifi.Cond) {
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

// cannotFail reports whether err is the error result of a call that
// cannot fail (cannotFailCall), or of a module helper that never fails
// or fails only where an encoder fails on what the call passes, which
// cannot fail (marshalJSON(map[string]any{...})), or a variable only
// such errors and nil reach: tracing gives it no text, so no sink on its
// branch may be left with the module's words alone.
func (a *failures) cannotFail(err ssa.Value) bool {
	return ssautil.Walk(err, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		switch v := v.(type) {
		case *ssa.Extract:
			call, ok := v.Tuple.(*ssa.Call)
			return ok && v.Index == call.Call.Signature().Results().Len()-1 && (a.cannotFailCall(call) || a.ownedCannotFail(call, v.Index))
		case *ssa.Phi:
			return everyEdge(v, follow)
		}
		return false
	})
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

// neverNil reports whether v is the result of a function a framework
// guarantees is not nil during a tool call.
func (a *failures) neverNil(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	f, ok := CalledFunc(call)
	return ok && a.Index.NeverNil[f]
}

// ownedCannotFail reports whether the error (result index, the last) of
// a call of a module function is always nil: the function never fails
// (FuncFact.NeverFails), or its error comes only from encoders given, by
// this call, values they always encode (origin.Node.Fails).
func (a *failures) ownedCannotFail(call *ssa.Call, index int) bool {
	callee := call.Call.StaticCallee()
	if callee == nil {
		return false
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil || !a.Mod.Owns(obj.Pkg().Path()) {
		return false
	}
	sum := a.SummaryOf(obj)
	if sum == nil || sum == Recursing || index >= len(sum.Results) {
		return false
	}
	if sum.NeverFails {
		return true
	}
	text := sum.Results[index].Text
	return text.HasFailures() && a.Instantiate(text, call.Call.Args, nil, "", call.Pos(), false) == nil
}
