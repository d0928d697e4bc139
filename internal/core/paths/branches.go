package paths

import (
	"go/constant"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// ErrBranch reports whether block b runs only when an error is known:
// it lies on the err != nil side of a comparison of an error with nil,
// or on the true side of errors.Is or errors.As.
func ErrBranch(b *ssa.BasicBlock) bool {
	if b == nil {
		return false
	}
	for _, cb := range b.Parent().Blocks {
		ifi, ok := ssautil.LastInstr(cb).(*ssa.If)
		if !ok {
			continue
		}
		side := ErrSide(ifi)
		if side == nil {
			continue
		}
		if len(side.Preds) == 1 && side.Dominates(b) {
			return true
		}
	}
	return false
}

// ErrSide returns the successor of an if that runs only with an error
// in hand, or nil: err != nil, errors.Is, errors.As, and an HTTP
// response's status that is not a success.
func ErrSide(ifi *ssa.If) *ssa.BasicBlock {
	succs := ifi.Block().Succs
	switch cond := ifi.Cond.(type) {
	case *ssa.BinOp:
		if failed, ok := statusCheck(cond); ok {
			if failed {
				return succs[0]
			}
			return succs[1]
		}
		x := cond.X
		if ssautil.IsNilConst(x) {
			x = cond.Y
		} else if !ssautil.IsNilConst(cond.Y) {
			return nil
		}
		if !ssautil.IsErrorInterface(x.Type()) {
			return nil
		}
		switch cond.Op {
		case token.NEQ:
			return succs[0]
		case token.EQL:
			return succs[1]
		}
	case *ssa.Call:
		if callee := cond.Call.StaticCallee(); callee != nil && callee.Object() != nil {
			if frameworks.ErrorTests[callee.Object().(*types.Func).FullName()] {
				return succs[0]
			}
		}
	}
	return nil
}

// endSide returns the successor of an if that runs where a reader said
// there is nothing more to read (err == io.EOF, errors.Is(err, io.EOF)),
// or nil.
func endSide(ifi *ssa.If) *ssa.BasicBlock {
	succs := ifi.Block().Succs
	switch cond := ifi.Cond.(type) {
	case *ssa.BinOp:
		if endOfInput(cond.X) || endOfInput(cond.Y) {
			switch cond.Op {
			case token.EQL:
				return succs[0]
			case token.NEQ:
				return succs[1]
			}
		}
	case *ssa.Call:
		if IsFunc(cond, "errors.Is") && len(cond.Call.Args) == 2 && endOfInput(cond.Call.Args[1]) {
			return succs[0]
		}
	}
	return nil
}

// endOfInput reports whether v reads one of frameworks.EndsOfInput.
func endOfInput(v ssa.Value) bool { return frameworks.EndsOfInput[GlobalRead(v)] }

// statusCheck recognizes a comparison of an HTTP response's StatusCode
// with a constant: resp.StatusCode != http.StatusOK, == 200, >= 400.
// failed says whether the comparison holds when the request failed; ok
// is false for any other comparison.
func statusCheck(cond *ssa.BinOp) (failed, ok bool) {
	x, y := cond.X, cond.Y
	c, isConst := y.(*ssa.Const)
	if !isConst {
		return false, false
	}
	if !IsStatusCode(x) || c.Value == nil || c.Value.Kind() != constant.Int {
		return false, false
	}
	code, exact := constant.Int64Val(c.Value)
	if !exact {
		return false, false
	}
	success := code >= 200 && code < 300
	switch cond.Op {
	case token.NEQ: // != http.StatusOK
		return true, success
	case token.EQL: // == http.StatusOK, == http.StatusNotFound
		return !success, success || code >= 300
	case token.GEQ: // >= 400
		return true, code >= 300
	case token.GTR: // > 299
		return true, code >= 299
	case token.LSS: // < 200
		return true, code <= 200
	}
	return false, false
}

// IsStatusCode reports whether v reads the StatusCode of an
// *http.Response.
func IsStatusCode(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.UnOp:
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL {
			return IsResponse(fa.X.Type()) && ssautil.FieldName(fa) == frameworks.HTTPResponse.StatusField
		}
	case *ssa.Field:
		if IsResponse(v.X.Type()) {
			st, ok := v.X.Type().Underlying().(*types.Struct)
			return ok && st.Field(v.Field).Name() == frameworks.HTTPResponse.StatusField
		}
	}
	return false
}

// NonNilAt reports whether v is known to be non-nil in block b: b lies
// on the v != nil side of a comparison of v with nil.
func NonNilAt(v ssa.Value, b *ssa.BasicBlock) bool { return nilKnown(v, b, false) }

// NilAt reports whether v is known to be nil in block b: b lies on the
// v == nil side of a comparison of v with nil, as in the final
// "return res, err" after an "if err != nil { ... }".
func NilAt(v ssa.Value, b *ssa.BasicBlock) bool {
	return nilKnown(v, b, true) || failedResponse(v, b)
}

// failedResponse reports whether v is the response of a call of
// net/http's client whose error is known non-nil in block b: net/http
// returns no response beside an error (but for a redirect its own
// check refused, whose response has no body to read).
func failedResponse(v ssa.Value, b *ssa.BasicBlock) bool {
	e, ok := v.(*ssa.Extract)
	if !ok || e.Index != 0 || !IsResponse(ssautil.Deref(v.Type())) {
		return false
	}
	call, ok := e.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	fn := ssautil.CalledFunc(call.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "net/http" {
		return false
	}
	n := call.Call.Signature().Results().Len()
	for _, r := range Referrers(call) {
		if x, ok := r.(*ssa.Extract); ok && x.Index == n-1 {
			return NonNilAt(x, b)
		}
	}
	return false
}

// nilKnown reports whether block b lies on the side of a comparison of v
// with nil where v is nil (isNil) or non-nil (!isNil), reached only from
// that comparison.
func nilKnown(v ssa.Value, b *ssa.BasicBlock, isNil bool) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		cmp, ok := r.(*ssa.BinOp)
		if !ok || (cmp.Op != token.EQL && cmp.Op != token.NEQ) || !(ssautil.IsNilConst(cmp.X) || ssautil.IsNilConst(cmp.Y)) {
			continue
		}
		crefs := cmp.Referrers()
		if crefs == nil {
			continue
		}
		for _, cr := range *crefs {
			if _, ok := cr.(*ssa.If); !ok {
				continue
			}
			// Succs[0] is where the comparison holds.
			holds := (cmp.Op == token.EQL) == isNil
			side := cr.Block().Succs[1]
			if holds {
				side = cr.Block().Succs[0]
			}
			if len(side.Preds) == 1 && side.Dominates(b) {
				return true
			}
		}
	}
	return false
}

// OnlyLoaded reports whether the variable alloc is only ever read: no
// store, no address handed to a call that might write through it.
func OnlyLoaded(alloc *ssa.Alloc) bool {
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// Zeroable reports whether the zero value of t is a nil constant.
func Zeroable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Interface, *types.Pointer, *types.Slice, *types.Map, *types.Signature, *types.Chan:
		return true
	}
	return false
}

// innermostIf returns the innermost if, among those counts accepts, that
// decides whether block b runs, and the side of it b lies on; nil if
// none does. An if decides when one of its sides, reached only from it,
// dominates b.
func innermostIf(b *ssa.BasicBlock, counts func(*ssa.If) bool) (inner *ssa.If, side *ssa.BasicBlock) {
	for _, cb := range b.Parent().Blocks {
		ifi, ok := ssautil.LastInstr(cb).(*ssa.If)
		if !ok || cb.Succs[0] == cb.Succs[1] || !counts(ifi) {
			continue
		}
		for _, s := range cb.Succs {
			if len(s.Preds) == 1 && s.Dominates(b) && (side == nil || side.Dominates(s)) {
				inner, side = ifi, s
			}
		}
	}
	return inner, side
}

// OnTestedSide reports whether block b lies on the side test marks of
// the innermost error check that decides whether b runs: an if errSide
// knows, or one test marks (a test of the error's kind, nested in or
// standing for the err != nil check).
func OnTestedSide(b *ssa.BasicBlock, test func(*ssa.If) *ssa.BasicBlock) bool {
	inner, side := innermostIf(b, func(ifi *ssa.If) bool { return test(ifi) != nil || ErrSide(ifi) != nil })
	if inner == nil || side != test(inner) {
		return false
	}
	// Inside the error's side, a check that the error only says the
	// input ended (a loop over a decoder's objects breaking on io.EOF)
	// leads where nothing failed.
	end, side := innermostIf(b, func(ifi *ssa.If) bool { return endSide(ifi) != nil || ifi == inner })
	return end == inner || side != endSide(end)
}

// EndsFunc reports whether block b leads straight to a return: through
// jumps only, with no branch, loop or panic on the way.
func EndsFunc(b *ssa.BasicBlock) bool {
	for range 16 {
		if b == nil || len(b.Instrs) == 0 {
			return false
		}
		switch last := b.Instrs[len(b.Instrs)-1].(type) {
		case *ssa.Return:
			return true
		case *ssa.Jump:
			b = last.Block().Succs[0]
		default:
			return false
		}
	}
	return false
}

// failureBranch reports whether block b runs on the failure side of
// the innermost error or HTTP status check that decides whether it
// runs: a success check nested inside an error branch (a 202 Accepted
// that the client reports as an error) makes b a success.
func FailureBranch(b *ssa.BasicBlock) bool {
	return b != nil && OnTestedSide(b, ErrSide)
}

// BlockReaches reports whether block to can run after block from, or is
// from.
func BlockReaches(from, to *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{}
	work := []*ssa.BasicBlock{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if !seen[b] {
			seen[b] = true
			work = append(work, b.Succs...)
		}
	}
	return false
}
