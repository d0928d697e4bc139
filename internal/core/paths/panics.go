package paths

import (
	"go/constant"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// A PanicSite is an operation of a handler that can panic.
type PanicSite struct {
	Pos token.Pos
	Why string // "an unchecked index"
}

// PanicSiteOf returns the first operation of fn, or of a closure it
// calls itself (not one it hands to others: sort.Slice calls its less
// function with indexes in range, a goroutine's panic is no handler's),
// that panics on a value the code does not check; ok is false if there
// is none.
func PanicSiteOf(fn *ssa.Function) (site PanicSite, ok bool) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if why := panics(instr); why != "" {
				return PanicSite{instr.Pos(), why}, true
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		if !calledBy(anon, fn) {
			continue
		}
		if site, ok := PanicSiteOf(anon); ok {
			return site, true
		}
	}
	return PanicSite{}, false
}

// calledBy reports whether fn calls (or defers) its closure anon itself.
func calledBy(anon, fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			var c *ssa.CallCommon
			switch instr := instr.(type) {
			case *ssa.Call:
				c = &instr.Call
			case *ssa.Defer:
				c = &instr.Call
			default:
				continue
			}
			switch v := c.Value.(type) {
			case *ssa.Function:
				if v == anon {
					return true
				}
			case *ssa.MakeClosure:
				if v.Fn == anon {
					return true
				}
			}
		}
	}
	return false
}

// panics says how instr can panic on a value the code does not check,
// or "" if it cannot be seen to.
func panics(instr ssa.Instruction) string {
	switch v := instr.(type) {
	case *ssa.Call:
		if b, ok := v.Call.Value.(*ssa.Builtin); ok && b.Name() == "panic" {
			return "a panic call"
		}
		if i, ok := frameworks.PanicArgs[ssautil.StaticName(&v.Call)]; ok && i < len(v.Call.Args) && unchecked(v, v.Call.Args[i]) {
			return "an unchecked argument of " + ssautil.StaticName(&v.Call)
		}
	case *ssa.TypeAssert:
		if !v.CommaOk {
			return "a type assertion without ok"
		}
	case *ssa.IndexAddr:
		if uncheckedIndex(v, v.X, v.Index) {
			return "an unchecked index"
		}
	case *ssa.Index:
		if uncheckedIndex(v, v.X, v.Index) {
			return "an unchecked index"
		}
	case *ssa.Slice:
		for _, bound := range []ssa.Value{v.Low, v.High, v.Max} {
			if bound != nil && unchecked(v, bound) {
				return "an unchecked slice bound"
			}
		}
	case *ssa.BinOp:
		if (v.Op == token.QUO || v.Op == token.REM) && IsInteger(v.Y.Type()) && !fixedLength(v.Y) && unchecked(v, v.Y) {
			return "an unchecked divisor"
		}
	}
	return ""
}

// uncheckedIndex reports whether indexing x by i at instr can be out of
// range unchecked: a variable index no branch before compares, or a
// constant one into a slice or string no branch before measures (len),
// but the first element of what never comes back empty
// (frameworks.NonEmptyResults: strings.Split).
func uncheckedIndex(instr ssa.Instruction, x, i ssa.Value) bool {
	c, ok := i.(*ssa.Const)
	if !ok {
		return unchecked(instr, i)
	}
	if _, array := ssautil.Deref(x.Type()).Underlying().(*types.Array); array {
		return false // the compiler checked it
	}
	if c.Value != nil && constant.Sign(c.Value) == 0 {
		if call, ok := x.(*ssa.Call); ok && frameworks.NonEmptyResults[ssautil.StaticName(&call.Call)] {
			return false
		}
	}
	return !guarded(instr, func(cond *ssa.BinOp) bool { return LenOf(cond.X) != nil || LenOf(cond.Y) != nil })
}

// unchecked reports whether v, an operand of instr, is a value no branch
// before instr compares (a constant is checked by its writer).
func unchecked(instr ssa.Instruction, v ssa.Value) bool {
	if _, ok := v.(*ssa.Const); ok {
		return false
	}
	return !guarded(instr, func(cond *ssa.BinOp) bool { return compared(cond, v) })
}

// compared reports whether cond compares v, a value v may be (an index
// adjusted after a check: if i < 0 { i += n }), or the value v is a
// constant step from (end+1 past a check of end).
func compared(cond *ssa.BinOp, v ssa.Value) bool {
	if sameValue(cond.X, v) || sameValue(cond.Y, v) {
		return true
	}
	if step, ok := v.(*ssa.BinOp); ok && (step.Op == token.ADD || step.Op == token.SUB) {
		if _, ok := step.Y.(*ssa.Const); ok {
			return compared(cond, step.X)
		}
	}
	if phi, ok := v.(*ssa.Phi); ok {
		for _, e := range phi.Edges {
			if sameValue(cond.X, e) || sameValue(cond.Y, e) {
				return true
			}
		}
	}
	return false
}

// sameValue reports whether a and b are the same value, or reads of the
// same field or element of the same value (args.N compared, then
// divided by: each read is an instruction of its own).
func sameValue(a, b ssa.Value) bool {
	if a == b {
		return true
	}
	switch a := a.(type) {
	case *ssa.Field:
		b, ok := b.(*ssa.Field)
		return ok && a.Field == b.Field && sameValue(a.X, b.X)
	case *ssa.FieldAddr:
		b, ok := b.(*ssa.FieldAddr)
		return ok && a.Field == b.Field && sameValue(a.X, b.X)
	case *ssa.UnOp:
		b, ok := b.(*ssa.UnOp)
		return ok && a.Op == token.MUL && b.Op == token.MUL && sameValue(a.X, b.X)
	case *ssa.Convert:
		b, ok := b.(*ssa.Convert)
		return ok && sameValue(a.X, b.X)
	case *ssa.Call:
		x, y := LenOf(a), LenOf(b)
		return x != nil && y != nil && sameValue(x, y)
	}
	return false
}

// fixedLength reports whether v is the length of a slice of an array
// of fixed, non-zero length (a slice literal): never zero.
func fixedLength(v ssa.Value) bool {
	s, ok := LenOf(v).(*ssa.Slice)
	if !ok {
		return false
	}
	alloc, ok := s.X.(*ssa.Alloc)
	if !ok {
		return false
	}
	arr, ok := ssautil.Deref(alloc.Type()).Underlying().(*types.Array)
	return ok && arr.Len() > 0 && s.Low == nil && s.High == nil
}

// guarded reports whether some block dominating instr's ends in a branch
// on a comparison that compares holds of.
func guarded(instr ssa.Instruction, compares func(*ssa.BinOp) bool) bool {
	for b := instr.Block().Idom(); b != nil; b = b.Idom() {
		if len(b.Instrs) == 0 {
			continue
		}
		if br, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); ok {
			if cond, ok := br.Cond.(*ssa.BinOp); ok && compares(cond) {
				return true
			}
		}
	}
	return false
}
