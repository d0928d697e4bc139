package core

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// impossible reports whether block b runs only on a path the code or a
// framework makes impossible during a tool call, so that nothing there
// reaches a model: the error branch of json.Marshal of plain data or of
// a value just decoded from JSON, the failing side of a type assertion
// on a value of known concrete type, or the nil branch of a value a
// framework guarantees (frameworks NeverNil).
func (a *pkgAnalysis) impossible(b *ssa.BasicBlock) bool {
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
func (a *pkgAnalysis) findDeadSides(fn *ssa.Function) []*ssa.BasicBlock {
	var sides []*ssa.BasicBlock
	for _, cb := range fn.Blocks {
		ifi, ok := lastInstr(cb).(*ssa.If)
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
func (a *pkgAnalysis) deadSide(ifi *ssa.If) *ssa.BasicBlock {
	succs := ifi.Block().Succs
	if assertHolds(ifi.Cond) {
		return succs[1]
	}
	cmp, ok := ifi.Cond.(*ssa.BinOp)
	if !ok || cmp.Op != token.EQL && cmp.Op != token.NEQ {
		return nil
	}
	x := cmp.X
	if isNilConst(x) {
		x = cmp.Y
	} else if !isNilConst(cmp.Y) {
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

// cannotFail reports whether err is the error of json.Marshal or
// MarshalIndent of a value whose type has only plain data.
func (a *pkgAnalysis) cannotFail(err ssa.Value) bool {
	e, ok := err.(*ssa.Extract)
	if !ok || e.Index != 1 {
		return false
	}
	call, ok := e.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil {
		return false
	}
	if !frameworks.JSONEncoders[callee.Object().(*types.Func).FullName()] {
		return false
	}
	mi, ok := call.Call.Args[0].(*ssa.MakeInterface)
	return ok && (plainData(mi.X.Type(), map[types.Type]bool{}) || decoded(mi.X))
}

// decoded reports whether v is (or points to) a variable that
// json.Unmarshal or a json.Decoder filled: what JSON decoding produces,
// json.Marshal encodes.
func decoded(v ssa.Value) bool {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok {
		return false
	}
	for _, call := range callsReceiving(alloc) {
		if callee := call.Common().StaticCallee(); callee != nil && callee.Object() != nil {
			if frameworks.JSONDecoders[callee.Object().(*types.Func).FullName()] {
				return true
			}
		}
	}
	return false
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
func (a *pkgAnalysis) neverNil(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	f, ok := calledFunc(call)
	return ok && a.index.NeverNil[f]
}

// plainData reports whether encoding/json always encodes a value of
// type t: strings, numbers, booleans, and pointers, slices, arrays, maps
// with string or integer keys, and structs of those, with no custom
// marshaler anywhere.
func plainData(t types.Type, seen map[types.Type]bool) bool {
	if seen[t] {
		return true // a recursive type: its other parts decide
	}
	seen[t] = true
	for _, m := range []string{"MarshalJSON", "MarshalText"} {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, m); obj != nil {
			return false
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsString|types.IsInteger|types.IsFloat|types.IsBoolean) != 0
	case *types.Pointer:
		return plainData(u.Elem(), seen)
	case *types.Slice:
		return plainData(u.Elem(), seen)
	case *types.Array:
		return plainData(u.Elem(), seen)
	case *types.Map:
		k, ok := u.Key().Underlying().(*types.Basic)
		return ok && k.Info()&(types.IsString|types.IsInteger) != 0 && plainData(u.Elem(), seen)
	case *types.Struct:
		for i := range u.NumFields() {
			if f := u.Field(i); f.Exported() && !plainData(f.Type(), seen) {
				return false
			}
		}
		return true
	}
	return false
}
