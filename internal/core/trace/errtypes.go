package trace

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// errTypeOfReturns returns the one concrete module type of every non-nil
// error fn returns, as its last result, on a return that can run
// (FuncFact.ErrType), or "" where there are several, a foreign one, or
// none, or fn returns no error.
func (a *failures) errTypeOfReturns(fn *ssa.Function) string {
	last := fn.Signature.Results().Len() - 1
	if last < 0 || !types.IsInterface(fn.Signature.Results().At(last).Type()) || !ssautil.IsError(fn.Signature.Results().At(last).Type()) {
		return ""
	}
	t := ""
	for _, ret := range ssautil.ReturnsOf(fn) {
		if a.impossible(ret.Block()) {
			continue
		}
		rt, ok := a.errTypeOf(ret.Results[last])
		if t, ok = joinErrTypes(t, rt, ok); !ok {
			return ""
		}
	}
	return t
}

// errTypeOf returns the one concrete module type of the non-nil errors
// err may be, "" if it is only ever nil; ok is false where it may be of
// another type or of one not known: a value of a module type converted
// to error, the error of a call of a module function whose summary
// names its type (FuncFact.ErrType), nil, a variable holding only such
// values (a named result set on several paths, or what a deferred call
// leaves there after a recovered panic), or one of such on each path.
func (a *failures) errTypeOf(err ssa.Value) (t string, ok bool) {
	return a.errTypeWalk(err, map[ssa.Value]bool{})
}

// errTypeWalk is errTypeOf for a value reached through the phis and
// variables in seen: a loop brings a phi or a load back to itself, and
// a value met again adds no type to those its first visit finds.
func (a *failures) errTypeWalk(err ssa.Value, seen map[ssa.Value]bool) (t string, ok bool) {
	if seen[err] {
		return "", true
	}
	seen[err] = true
	switch v := err.(type) {
	case *ssa.Const:
		return "", v.IsNil()
	case *ssa.MakeInterface:
		pkg, _ := ssautil.NamedOf(v.X.Type())
		return types.TypeString(v.X.Type(), nil), pkg != "" && a.Mod.Owns(pkg)
	case *ssa.Extract:
		call, isCall := v.Tuple.(*ssa.Call)
		return a.calledErrType(call, isCall && v.Index == call.Call.Signature().Results().Len()-1)
	case *ssa.Call:
		return a.calledErrType(v, v.Call.Signature().Results().Len() == 1)
	case *ssa.Phi:
		t, ok = "", true
		for _, e := range v.Edges {
			et, eok := a.errTypeWalk(e, seen)
			if t, ok = joinErrTypes(t, et, eok); !ok {
				return "", false
			}
		}
		return t, ok
	case *ssa.UnOp:
		alloc, isAlloc := v.X.(*ssa.Alloc)
		if !isAlloc {
			return "", false
		}
		stores := loadedStores(alloc, v)
		t, ok = "", len(stores) > 0
		for _, st := range stores {
			et, eok := a.errTypeWalk(st.Val, seen)
			if t, ok = joinErrTypes(t, et, eok); !ok {
				return "", false
			}
		}
		return t, ok
	}
	return "", false
}

// calledErrType returns errTypeOf for the error of call (isErr says the
// value is its error result): a static call of a module function, read
// from its summary.
func (a *failures) calledErrType(call *ssa.Call, isErr bool) (string, bool) {
	if !isErr {
		return "", false
	}
	obj := ssautil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || !a.Mod.Owns(obj.Pkg().Path()) {
		return "", false
	}
	sum := a.SummaryOf(obj)
	if sum == nil || sum == Recursing {
		return "", false
	}
	if sum.NeverFails {
		return "", true
	}
	return sum.ErrType, sum.ErrType != ""
}

// joinErrTypes joins the type t found so far with the type u of one
// more value (uok its errTypeOf's ok): "" stands for nil, which either
// side may be.
func joinErrTypes(t, u string, uok bool) (string, bool) {
	switch {
	case !uok:
		return "", false
	case t == "" || t == u:
		return u, true
	case u == "":
		return t, true
	}
	return "", false
}

// assertCatchesAll reports whether cond is the ok of a type assertion of
// an error, or an errors.As of it into a variable, to the one type
// every non-nil value of the error has (errTypeOf), where it is not nil:
// the test holds, and its failing side is dead.
func (a *failures) assertCatchesAll(cond ssa.Value, at *ssa.BasicBlock) bool {
	err, to := testedType(cond)
	if err == nil || !ssautil.IsError(err.Type()) {
		return false
	}
	t, ok := a.errTypeOf(err)
	return ok && t != "" && t == types.TypeString(to, nil) && paths.NonNilAt(err, at)
}

// testedType returns the error cond tests the type of and that type:
// of err.(T)'s ok, or of errors.As(err, &v) for a variable v of type T;
// nil otherwise.
func testedType(cond ssa.Value) (ssa.Value, types.Type) {
	switch c := cond.(type) {
	case *ssa.Extract:
		if ta, ok := c.Tuple.(*ssa.TypeAssert); ok && c.Index == 1 {
			return ta.X, ta.AssertedType
		}
	case *ssa.Call:
		if ssautil.StaticName(c.Common()) != frameworks.ErrorAs || len(c.Call.Args) != 2 {
			return nil, nil
		}
		if mi, ok := c.Call.Args[1].(*ssa.MakeInterface); ok {
			if v, ok := mi.X.(*ssa.Alloc); ok {
				return c.Call.Args[0], ssautil.Deref(v.Type())
			}
		}
	}
	return nil, nil
}
