package evidence

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/ssa"
)

// commaOkEvidence: v, ok := args["id"] or args["id"].(string) of the
// tool's input, on the side where ok is false (missing): the argument
// is missing, or not of the type the tool takes; or _, ok := args["page"]
// on the side where ok is true: an argument the tool refuses was given.
// Either way the same call fails again.
func (a *Reviewer) commaOkEvidence(tuple ssa.Value, missing bool, input map[ssa.Value]bool, ev *evidenceSet) {
	adv := sink.Advice{}
	var read ssa.Value
	switch t := tuple.(type) {
	case *ssa.Lookup:
		read = t
		if missing {
			adv.Expect = "is required"
		}
	case *ssa.TypeAssert:
		if !missing {
			return // the argument has the type: what fails is beyond it
		}
		read = t.X
		if b, ok := t.AssertedType.Underlying().(*types.Basic); ok {
			adv.Expect = kindWords(b.Info())
		}
	default:
		return
	}
	if missing && !a.isInput(read, input) && a.received(read) {
		// secret.Data["data"].(map[string]any) of an SDK's answer,
		// even to a path the tool was given: the same answer has the
		// same shape on the next call.
		if _, ok := tuple.(*ssa.TypeAssert); ok {
			ev.note(sink.Permanent, "data the server received not of the expected type", sink.Advice{Move: sink.TellUser})
		}
		return
	}
	if !fromInput(read, input) {
		return
	}
	name, direct := a.argument(read, input)
	if adv.Arg = name; !direct || name == "" || !missing {
		adv.Expect = ""
	}
	if missing && a.wholeArguments(read, input) {
		adv.Move = sink.SendArguments // req.Params.Arguments.(map[string]any)
	}
	ev.note(sink.Permanent, "a check of the tool's input", adv)
}

// kindWords says what an argument must be that a type assertion to a
// basic type of this kind rejects.
func kindWords(info types.BasicInfo) string {
	switch {
	case info&types.IsString != 0:
		return "must be a string"
	case info&types.IsBoolean != 0:
		return "must be true or false"
	case info&types.IsNumeric != 0:
		return "must be a number"
	}
	return ""
}

// received reports whether v is a part of what a library outside the
// standard library returned (an SDK's answer: a field, an entry, an
// element of it), not the module's own state, a context's value or a
// setting.
func (a *Reviewer) received(v ssa.Value) bool {
	return ssautil.WalkWithin(v, maxInputWalk, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		switch x := v.(type) {
		case *ssa.Call:
			callee := x.Common().StaticCallee()
			if callee == nil || callee.Object() == nil || callee.Object().Pkg() == nil {
				return false
			}
			path := callee.Object().Pkg().Path()
			return !env.Standard(path) && !a.Mod.Owns(path)
		case *ssa.UnOp:
			return x.Op == token.MUL && follow(x.X)
		case *ssa.Alloc:
			return false // a variable: what was stored in it is the module's
		}
		if from, ok := partOf(v); ok {
			return ssautil.FirstOf(from, follow)
		}
		return false
	})
}
