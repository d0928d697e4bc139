package paths

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/ssa"
)

// An indicator is how a function's last result says whether it failed:
// a nil error, or a bool named for failure (isError, failed) or for
// success (ok, success) — the (content, isError) helpers that build a
// tool result's text either way.
type indicatorKind uint8

const (
	NoIndicator indicatorKind = iota
	ErrIndicator
	FailureBool // true: the call failed
	SuccessBool // true: the call succeeded
)

var (
	failureNames = map[string]bool{"iserror": true, "iserr": true, "failed": true, "haserror": true, "haserr": true, "failure": true}
	successNames = map[string]bool{"ok": true, "success": true, "succeeded": true}
)

// Indicator says how sig's last result tells failure from success.
func Indicator(sig *types.Signature) indicatorKind {
	res := sig.Results()
	if res.Len() < 2 {
		return NoIndicator
	}
	last := res.At(res.Len() - 1)
	if t := last.Type(); ssautil.IsErrorInterface(t) {
		return ErrIndicator
	}
	if b, ok := last.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
		switch name := strings.ToLower(last.Name()); {
		case failureNames[name]:
			return FailureBool
		case successNames[name]:
			return SuccessBool
		}
	}
	return NoIndicator
}

// ReadOnSuccess reports whether v, a result of a call whose last result
// says whether it failed (see indicator), is read only where it
// succeeded ("out, err := run(); if err != nil { return ... }; use(out)"):
// the callee's text on its failing paths never reaches those reads.
func ReadOnSuccess(v *ssa.Extract) bool {
	call, ok := v.Tuple.(*ssa.Call)
	refs := Referrers(v)
	if !ok || len(refs) == 0 {
		return false
	}
	for _, r := range refs {
		if phi, ok := r.(*ssa.Phi); ok {
			for i, e := range phi.Edges {
				if e == v && !SucceededAt(call, phi.Block().Preds[i]) {
					return false
				}
			}
			continue
		}
		if b := r.Block(); b == nil || !SucceededAt(call, b) {
			return false
		}
	}
	return true
}

// SucceededAt reports whether block b runs only where call succeeded.
func SucceededAt(call *ssa.Call, b *ssa.BasicBlock) bool {
	kind := Indicator(call.Call.Signature())
	if kind == NoIndicator {
		return false
	}
	n := call.Call.Signature().Results().Len()
	for _, r := range Referrers(call) {
		if e, ok := r.(*ssa.Extract); ok && e.Index == n-1 {
			if kind == ErrIndicator {
				return NilAt(e, b)
			}
			return boolKnown(e, b, kind == SuccessBool)
		}
	}
	return false
}

// boolKnown reports whether block b lies on the side of an if on the
// bool v (or on its negation) where v is want, reached only from it.
func boolKnown(v ssa.Value, b *ssa.BasicBlock, want bool) bool {
	on := func(ifi *ssa.If, holds bool) bool {
		side := ifi.Block().Succs[1]
		if holds {
			side = ifi.Block().Succs[0]
		}
		return len(side.Preds) == 1 && side.Dominates(b)
	}
	for _, r := range Referrers(v) {
		switch x := r.(type) {
		case *ssa.If:
			if on(x, want) {
				return true
			}
		case *ssa.UnOp:
			for _, rr := range Referrers(x) {
				if ifi, ok := rr.(*ssa.If); ok && x.Op == token.NOT && on(ifi, !want) {
					return true
				}
			}
		}
	}
	return false
}

// Referrers returns the instructions that use v, or nil.
func Referrers(v ssa.Value) []ssa.Instruction {
	if refs := v.Referrers(); refs != nil {
		return *refs
	}
	return nil
}

// NilOnEdge reports whether v is nil when control flows from pred to
// succ: pred ends in a comparison of v with nil whose nil side is succ,
// or pred lies on such a side. After "if err != nil { err = errOwned }",
// the err that reaches the join from the if itself is nil, so only the
// module's sentinel is ever returned.
func NilOnEdge(v ssa.Value, pred, succ *ssa.BasicBlock) bool {
	if NilAt(v, pred) {
		return true
	}
	ifi, ok := ssautil.LastInstr(pred).(*ssa.If)
	if !ok {
		return false
	}
	cmp, ok := ifi.Cond.(*ssa.BinOp)
	if !ok || !(cmp.X == v && ssautil.IsNilConst(cmp.Y) || cmp.Y == v && ssautil.IsNilConst(cmp.X)) {
		return false
	}
	holds := pred.Succs[0] == succ
	return cmp.Op == token.EQL && holds || cmp.Op == token.NEQ && !holds
}

// TrueAt reports whether block b runs only where the bool v is true
// (b lies on v's true side of an if, reached only from it).
func TrueAt(v ssa.Value, b *ssa.BasicBlock) bool { return boolKnown(v, b, true) }
