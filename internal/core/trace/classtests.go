package trace

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/ssa"
)

// A module that tests the class of the errors its tools return (an
// adapter handing each failed result's error to a function that sends
// the client a log message by its Kubernetes status) reads their chain,
// not their text: a fix that replaces such an error by the module's
// sentence must keep the foreign error wrapped in it. testsClass finds
// the functions that do.

// testsClass returns the indices of fn's error parameters whose class
// fn tests: passes to errors.Is or errors.As, to a foreign predicate
// on an error (os.IsNotExist, apierrors.IsConflict: a function named
// Is… taking one error and returning a bool), or to a module function
// that tests it in turn.
func (a *Tracer) testsClass(fn *ssa.Function) []int {
	var out []int
	for i, p := range fn.Params {
		if ssautil.IsErrorInterface(p.Type()) && a.classTested(p) {
			out = append(out, i)
		}
	}
	return out
}

// classTested reports whether a call takes v, an error, to test its
// class.
func (a *Tracer) classTested(v ssa.Value) bool {
	for _, ref := range *v.Referrers() {
		call, ok := ref.(*ssa.Call)
		if !ok || call.Call.IsInvoke() {
			continue
		}
		for i, arg := range call.Call.Args {
			if arg == v && a.testsArg(call.Call.StaticCallee(), i) {
				return true
			}
		}
	}
	return false
}

// testsArg reports whether callee tests the class of its index-th
// argument.
func (a *Tracer) testsArg(callee *ssa.Function, index int) bool {
	if callee == nil {
		return false
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil {
		if callee.Pkg == a.Pkg && callee.Blocks != nil {
			return slices.Contains(a.Summary(callee).TestsClass, index)
		}
		return false
	}
	if a.Mod.Owns(obj.Pkg().Path()) {
		sum := a.SummaryOf(obj)
		return sum != nil && slices.Contains(sum.TestsClass, index)
	}
	switch obj.FullName() {
	case "errors.Is", "errors.As":
		return index == 0
	}
	sig := callee.Signature
	return strings.HasPrefix(obj.Name(), "Is") && sig.Params().Len() == 1 && ssautil.IsError(sig.Params().At(0).Type()) &&
		sig.Results().Len() == 1 && types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool])
}

// ClassReader returns the name of the module function that adapter, a
// function showing the errors of tools it calls, hands such an error
// to so that its class is tested ("mcplog.HandleK8sError"), or "": an
// argument loaded from an error field of a struct (result.Error) counts.
func (a *Tracer) ClassReader(adapter *ssa.Function) string {
	for _, b := range adapter.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || call.Call.IsInvoke() {
				continue
			}
			callee := call.Call.StaticCallee()
			for i, arg := range call.Call.Args {
				if errorField(arg) && a.testsArg(callee, i) {
					if obj, ok := callee.Object().(*types.Func); ok {
						return ssautil.ViaName(obj)
					}
					return ssautil.FuncName(callee)
				}
			}
		}
	}
	return ""
}

// errorField reports whether v is an error read from a struct's field.
func errorField(v ssa.Value) bool {
	if !ssautil.IsError(v.Type()) {
		return false
	}
	switch v := v.(type) {
	case *ssa.Field:
		return true
	case *ssa.UnOp:
		_, ok := v.X.(*ssa.FieldAddr)
		return ok && v.Op == token.MUL
	}
	return false
}
