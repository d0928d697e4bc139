package evidence

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"golang.org/x/tools/go/ssa"
)

// A module function that checks what it is given (a validate method of
// the tool's arguments, an OptionalParam helper, a parser of a time
// range) fails the same way for the same values, whoever calls it: the
// error it returns behind such a check is no failure a retry can cure.
// Its callers' evidence cannot see those checks, which lie in another
// function; these methods read them there.

// ownParams returns the parameters of fn whose values its checks read
// as what it was given: all but a context and a pointer receiver (a
// server or client whose state may change between calls, unlike a
// copy of the arguments a value receiver holds).
func ownParams(fn *ssa.Function) map[ssa.Value]bool {
	in := map[ssa.Value]bool{}
	for i, p := range fn.Params {
		if trace.IsContext(p.Type()) {
			continue
		}
		if i == 0 && fn.Signature.Recv() != nil {
			if _, ptr := p.Type().Underlying().(*types.Pointer); ptr {
				continue
			}
		}
		in[p] = true
	}
	return in
}

// BehindOwnCheck reports whether block b lies behind a check of its
// function's own parameters that decides a retry cannot help (see
// ownParams): a comparison, a type assertion or lookup that fails, a
// parser given them.
func (a *Reviewer) BehindOwnCheck(b *ssa.BasicBlock) bool {
	return a.behindOwnCheck(b, false)
}

// behindOwnCheck is BehindOwnCheck; afterCall says that the error b
// returns is a call's (see evidenceSet).
func (a *Reviewer) behindOwnCheck(b *ssa.BasicBlock, afterCall bool) bool {
	input := ownParams(b.Parent())
	ev := evidenceSet{afterCall: afterCall}
	a.guardsEvidence(b, input, &ev)
	d, _, _ := ev.decide()
	return d == sink.Permanent
}

// failsOnlyOnArgs reports whether every non-nil error fn returns is
// behind a check of its own parameters, or is the error of a call that
// fails only on what fn gave it of them (checkedResult): the function
// fails on what it is given and nothing else. Known once per function; a function met
// again while it is being examined (recursion) is taken to fail
// otherwise.
func (a *Reviewer) failsOnlyOnArgs(fn *ssa.Function) bool {
	fn = originOf(fn) // an instance of a generic helper: the body of its origin
	if done, ok := a.ownChecks[fn]; ok {
		return done
	}
	a.ownChecks[fn] = false
	res := fn.Signature.Results()
	if res.Len() == 0 || !ssautil.IsError(res.At(res.Len()-1).Type()) || len(fn.Blocks) == 0 {
		return false
	}
	found := false
	for _, b := range fn.Blocks {
		ret, ok := ssautil.LastInstr(b).(*ssa.Return)
		if !ok {
			continue
		}
		err := ret.Results[len(ret.Results)-1]
		if ssautil.IsNilConst(err) {
			continue
		}
		if !a.behindOwnCheck(b, calledError(err)) && !a.checkedResult(err, fn) {
			return false
		}
		found = true
	}
	a.ownChecks[fn] = found
	return found
}

// calledError reports whether err is the error a call returned, not
// one formed where it is returned (fmt.Errorf, errors.New).
func calledError(err ssa.Value) bool {
	call := errorCall(err)
	return call != nil && !formsError(call.Common())
}

// checkedResult reports whether err, returned by fn, is the error of a
// call that fails only on its arguments given fn's own (a validate
// method whose switch returns requireID(p.ID)): fn fails on them too.
func (a *Reviewer) checkedResult(err ssa.Value, fn *ssa.Function) bool {
	call := errorCall(err)
	if call == nil {
		return false
	}
	c := call.Common()
	if callee := c.StaticCallee(); callee != nil {
		if obj, ok := callee.Object().(*types.Func); ok && parses(obj, c) {
			return givenInput(c, ownParams(fn)) // return parseEnd(text)
		}
	}
	var ev evidenceSet
	return a.checkedCallEvidence(c, ownParams(fn), &ev)
}

// checkedCallEvidence: the call of a module function that fails only on
// its arguments (failsOnlyOnArgs), given the tool's input, failed on
// that input. ok is false where it shows nothing.
func (a *Reviewer) checkedCallEvidence(c *ssa.CallCommon, input map[ssa.Value]bool, ev *evidenceSet) (ok bool) {
	// A function of this package only: another's body is built from
	// source in some runs and not in others, and a finding must not
	// depend on which packages a run loads together.
	callee := c.StaticCallee()
	if callee == nil || originOf(callee).Package() != a.Pkg || !a.failsOnlyOnArgs(callee) {
		return false
	}
	for _, arg := range c.Args {
		if fromInput(arg, input) {
			name, _ := a.argument(arg, input)
			ev.note(sink.Permanent, "a check of the tool's input", sink.Advice{Arg: name})
			return true
		}
	}
	return false
}

// CheckedForms returns the positions (the opening parenthesis) of the
// calls among fns that form an error's text (fmt.Errorf, errors.New)
// behind a check of their function's own parameters (BehindOwnCheck):
// the text a fix where it is formed decides is not transient, for every
// caller alike.
func (a *Reviewer) CheckedForms(fns []*ssa.Function) map[token.Pos]bool {
	out := map[token.Pos]bool{}
	for _, fn := range fns {
		for _, b := range fn.Blocks {
			checked, known := false, false
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok || !formsError(call.Common()) {
					continue
				}
				if !known {
					checked, known = a.BehindOwnCheck(b), true
				}
				if checked {
					out[call.Pos()] = true
				}
			}
		}
	}
	return out
}

// formsError reports whether c is fmt.Errorf or errors.New.
func formsError(c *ssa.CallCommon) bool {
	callee := c.StaticCallee()
	if callee == nil {
		return false
	}
	obj, ok := callee.Object().(*types.Func)
	return ok && (obj.FullName() == "fmt.Errorf" || obj.FullName() == "errors.New")
}

// originOf returns the generic function fn is an instance of, or fn.
func originOf(fn *ssa.Function) *ssa.Function {
	if o := fn.Origin(); o != nil {
		return o
	}
	return fn
}
