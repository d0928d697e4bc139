package evidence

import (
	"go/token"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"golang.org/x/tools/go/ssa"
)

// Passed maps the parameters of a module function that tool handlers
// call to what of the tool's input they are given: the argument's name
// (createProjectStatusUpdate(ctx, client, owner, …) given the owner the
// handler read), or "" for the input handed on whole (the arguments map
// a helper reads with RequiredParam(args, "commentNodeID")). To the
// evidence such a parameter is the input: a check of it is a check of
// the model's argument, and a call that fails on it was given that
// argument, so the bounded sentence can name it (see Evidence).
type Passed map[*ssa.Parameter]string

// Callers is what PassedBy reads of the package: the static callers of
// a function, and whether a module adapter shows a function's results
// as a handler's (github-mcp-server's NewTool(…, func(ctx, deps, req,
// args))).
type Callers struct {
	Of      func(*ssa.Function) []*ssa.Function
	Adapted func(*ssa.Function) bool
}

// PassedBy returns what the callers of fn give its parameters of the
// tool's input: for each parameter, what every call of fn gives it,
// where all calls agree. Every caller must be a handler, or a function
// whose own callers pass it the input in turn (at most depth calls up);
// a caller that is neither gives fn values of its own, and PassedBy is
// then nil. So is it for an exported function, which code outside the
// package may call with its own values. The first answer for fn is
// kept, whatever depth later asks.
func (a *Reviewer) PassedBy(fn *ssa.Function, callers Callers, depth int) Passed {
	if p, ok := a.passedBy[fn]; ok {
		return p
	}
	a.passedBy[fn] = nil // a recursive call passes nothing it knows
	p := a.passedByCallers(fn, callers, depth)
	a.passedBy[fn] = p
	return p
}

// passedByCallers is PassedBy's reading of the calls: a parameter some
// call gives a value of its own, or two calls different arguments,
// stands for none.
func (a *Reviewer) passedByCallers(fn *ssa.Function, callers Callers, depth int) Passed {
	if depth == 0 || fn.Parent() != nil || token.IsExported(fn.Name()) {
		return nil
	}
	out, conflict := Passed{}, map[*ssa.Parameter]bool{}
	for _, caller := range callers.Of(fn) {
		input, names := a.callerInput(caller, callers, depth)
		if input == nil {
			return nil
		}
		for _, call := range callsOf(caller, fn) {
			for i, p := range fn.Params {
				if i == 0 && fn.Signature.Recv() != nil || trace.IsContext(p.Type()) || i >= len(call.Args) {
					continue
				}
				var (
					name string
					ok   bool
				)
				a.withPassed(names, func() { name, ok = a.passedArg(call.Args[i], input) })
				if prev, had := out[p]; !ok || had && prev != name {
					conflict[p] = true // not the input, or not the same argument
				}
				out[p] = name
			}
		}
	}
	for p := range conflict {
		delete(out, p)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// callerInput returns the values that hold the tool's input in caller,
// a handler or a function its callers pass the input (see PassedBy),
// and the names of the latter's parameters; nil if caller is neither.
func (a *Reviewer) callerInput(caller *ssa.Function, callers Callers, depth int) (map[ssa.Value]bool, Passed) {
	if h, _ := a.Enclosing(caller); h != nil {
		return inputParams(caller, h, false, nil), nil
	}
	if callers.Adapted(caller) {
		return inputParams(caller, nil, false, caller), nil
	}
	passed := a.PassedBy(caller, callers, depth-1)
	if len(passed) == 0 {
		return nil, nil
	}
	return passed.values(), passed
}

// passedArg returns the argument of the tool's input v is, or "" for
// the input whole or a value made of it; ok is false for a value of
// the caller's own.
func (a *Reviewer) passedArg(v ssa.Value, input map[ssa.Value]bool) (string, bool) {
	if name, _ := a.argument(v, input); name != "" {
		return name, true
	}
	return "", a.isInput(v, input)
}

// withPassed runs f with a.passed set to names: the walks back to the
// input (argument) name a parameter of the function they walk in by
// what its callers pass it.
func (a *Reviewer) withPassed(names Passed, f func()) {
	saved := a.passed
	a.passed = names
	defer func() { a.passed = saved }()
	f()
}

// values returns p's parameters as the set of values that hold the
// tool's input (see inputParams).
func (p Passed) values() map[ssa.Value]bool {
	in := make(map[ssa.Value]bool, len(p))
	for param := range p {
		in[param] = true
	}
	return in
}

// callsOf returns the calls of fn in caller.
func callsOf(caller, fn *ssa.Function) []*ssa.CallCommon {
	var calls []*ssa.CallCommon
	ssautil.StaticCalls(caller, func(call ssa.CallInstruction, callee *ssa.Function) {
		if callee == fn {
			calls = append(calls, call.Common())
		}
	})
	return calls
}
