package core

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// Path-sensitive pieces of tracing: what a value is on the paths where
// it is read, rather than on every path of its function.

// readOnSuccess reports whether v, a result of a call that also returns
// an error, is read only where that error is nil ("out, err := run();
// if err != nil { return ... }; use(out)"): the callee's text on its
// error paths ("return err.Error(), err") never reaches those reads.
func readOnSuccess(v *ssa.Extract) bool {
	tuple := v.Tuple
	n := tuple.Type().(interface{ Len() int }).Len()
	var errV ssa.Value
	if refs := tuple.Referrers(); refs != nil {
		for _, r := range *refs {
			if e, ok := r.(*ssa.Extract); ok && e.Index == n-1 && e != v {
				errV = e
			}
		}
	}
	refs := v.Referrers()
	if errV == nil || !isError(errV.Type()) || refs == nil || len(*refs) == 0 {
		return false
	}
	for _, r := range *refs {
		b := r.Block()
		if phi, ok := r.(*ssa.Phi); ok {
			for i, e := range phi.Edges {
				if e == v && !nilAt(errV, phi.Block().Preds[i]) {
					return false
				}
			}
			continue
		}
		if b == nil || !nilAt(errV, b) {
			return false
		}
	}
	return true
}

// returnsNoError reports whether ret returns a nil error: the constant
// nil, or an error known to be nil where ret is.
func (a *pkgAnalysis) returnsNoError(ret *ssa.Return) bool {
	v := a.resolve(ret.Results[len(ret.Results)-1])
	return isNilConst(v) || nilAt(v, ret.Block())
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
	ifi, ok := lastInstr(pred).(*ssa.If)
	if !ok {
		return false
	}
	cmp, ok := ifi.Cond.(*ssa.BinOp)
	if !ok || !(cmp.X == v && isNilConst(cmp.Y) || cmp.Y == v && isNilConst(cmp.X)) {
		return false
	}
	holds := pred.Succs[0] == succ
	return cmp.Op == token.EQL && holds || cmp.Op == token.NEQ && !holds
}
