package core

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Path-sensitive pieces of tracing: what a value is on the paths where
// it is read, rather than on every path of its function.

// An indicator is how a function's last result says whether it failed:
// a nil error, or a bool named for failure (isError, failed) or for
// success (ok, success) — the (content, isError) helpers that build a
// tool result's text either way.
type indicatorKind uint8

const (
	noIndicator indicatorKind = iota
	errIndicator
	failureBool // true: the call failed
	successBool // true: the call succeeded
)

var (
	failureNames = map[string]bool{"iserror": true, "iserr": true, "failed": true, "haserror": true, "haserr": true, "failure": true}
	successNames = map[string]bool{"ok": true, "success": true, "succeeded": true}
)

// indicator says how sig's last result tells failure from success.
func indicator(sig *types.Signature) indicatorKind {
	res := sig.Results()
	if res.Len() < 2 {
		return noIndicator
	}
	last := res.At(res.Len() - 1)
	if t := last.Type(); types.IsInterface(t) && ssautil.IsError(t) {
		return errIndicator
	}
	if b, ok := last.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
		switch name := strings.ToLower(last.Name()); {
		case failureNames[name]:
			return failureBool
		case successNames[name]:
			return successBool
		}
	}
	return noIndicator
}

// returnsSuccess reports whether ret, a return of a function with
// signature sig, reports success: a nil error, or the constant bool
// that means success.
func (a *pkgAnalysis) returnsSuccess(sig *types.Signature, ret *ssa.Return) bool {
	v := a.resolve(ret.Results[len(ret.Results)-1])
	switch indicator(sig) {
	case errIndicator:
		return ssautil.IsNilConst(v) || nilAt(v, ret.Block())
	case failureBool, successBool:
		c, ok := v.(*ssa.Const)
		return ok && c.Value != nil && c.Value.Kind() == constant.Bool &&
			constant.BoolVal(c.Value) == (indicator(sig) == successBool)
	}
	return false
}

// readOnSuccess reports whether v, a result of a call whose last result
// says whether it failed (see indicator), is read only where it
// succeeded ("out, err := run(); if err != nil { return ... }; use(out)"):
// the callee's text on its failing paths never reaches those reads.
func readOnSuccess(v *ssa.Extract) bool {
	call, ok := v.Tuple.(*ssa.Call)
	refs := referrers(v)
	if !ok || len(refs) == 0 {
		return false
	}
	for _, r := range refs {
		if phi, ok := r.(*ssa.Phi); ok {
			for i, e := range phi.Edges {
				if e == v && !succeededAt(call, phi.Block().Preds[i]) {
					return false
				}
			}
			continue
		}
		if b := r.Block(); b == nil || !succeededAt(call, b) {
			return false
		}
	}
	return true
}

// textAt traces v as read in block b: a result of a call that says
// whether it failed (see indicator), read where the call succeeded, has
// the text of the callee's successful paths only, though v may be read
// elsewhere on the failing side ("if isErr { error(text) }; ok(text)").
func (a *pkgAnalysis) textAt(v ssa.Value, b *ssa.BasicBlock) *origin.Node {
	e, ok := v.(*ssa.Extract)
	if !ok {
		return a.text(v)
	}
	call, ok := e.Tuple.(*ssa.Call)
	if !ok || !succeededAt(call, b) {
		return a.text(v)
	}
	return a.callResult(call, e.Index, true)
}

// succeededAt reports whether block b runs only where call succeeded.
func succeededAt(call *ssa.Call, b *ssa.BasicBlock) bool {
	kind := indicator(call.Call.Signature())
	if kind == noIndicator {
		return false
	}
	n := call.Call.Signature().Results().Len()
	for _, r := range referrers(call) {
		if e, ok := r.(*ssa.Extract); ok && e.Index == n-1 {
			if kind == errIndicator {
				return nilAt(e, b)
			}
			return boolKnown(e, b, kind == successBool)
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
	for _, r := range referrers(v) {
		switch x := r.(type) {
		case *ssa.If:
			if on(x, want) {
				return true
			}
		case *ssa.UnOp:
			for _, rr := range referrers(x) {
				if ifi, ok := rr.(*ssa.If); ok && x.Op == token.NOT && on(ifi, !want) {
					return true
				}
			}
		}
	}
	return false
}

func referrers(v ssa.Value) []ssa.Instruction {
	if refs := v.Referrers(); refs != nil {
		return *refs
	}
	return nil
}

// nilOnEdge reports whether v is nil when control flows from pred to
// succ: pred ends in a comparison of v with nil whose nil side is succ,
// or pred lies on such a side. After "if err != nil { err = errOwned }",
// the err that reaches the join from the if itself is nil, so only the
// module's sentinel is ever returned.
func nilOnEdge(v ssa.Value, pred, succ *ssa.BasicBlock) bool {
	if nilAt(v, pred) {
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
