package trace

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// concreteResults returns, per result of fn of an interface type, the
// one concrete module type of every non-nil value it has on a return
// that can run (FuncFact.Concrete), or "" where there are several, a
// foreign one, or none; nil if no result has one.
func (a *failures) concreteResults(fn *ssa.Function) []string {
	res := fn.Signature.Results()
	out := make([]string, res.Len())
	some := false
	for i := range res.Len() {
		if !types.IsInterface(res.At(i).Type()) {
			continue
		}
		for _, ret := range ssautil.ReturnsOf(fn) {
			if a.impossible(ret.Block()) {
				continue
			}
			rt, ok := a.typeOf(ret.Results[i])
			if out[i], ok = joinTypes(out[i], rt, ok); !ok {
				break
			}
		}
		some = some || out[i] != ""
	}
	if !some {
		return nil
	}
	return out
}

// typeOf returns the one concrete module type of the non-nil values the
// interface value v may be, "" if it is only ever nil; ok is false where
// it may be of another type or of one not known: a value of a module
// type converted to the interface, a result of a call of a module
// function whose summary names its type (FuncFact.Concrete), or of a
// method of a module interface whose every implementation in sight
// names the same, nil, a variable holding only such values (a named
// result set on several paths, or what a deferred call leaves there
// after a recovered panic), or one of such on each path.
func (a *failures) typeOf(v ssa.Value) (t string, ok bool) {
	return a.typeWalk(v, map[ssa.Value]bool{})
}

// typeWalk is typeOf for a value reached through the phis and
// variables in seen: a loop brings a phi or a load back to itself, and
// a value met again adds no type to those its first visit finds.
func (a *failures) typeWalk(v ssa.Value, seen map[ssa.Value]bool) (t string, ok bool) {
	if seen[v] {
		return "", true
	}
	seen[v] = true
	switch v := v.(type) {
	case *ssa.Const:
		return "", v.IsNil()
	case *ssa.MakeInterface:
		pkg, _ := ssautil.NamedOf(v.X.Type())
		return types.TypeString(v.X.Type(), nil), pkg != "" && a.Mod.Owns(pkg)
	case *ssa.ChangeInterface:
		return a.typeWalk(v.X, seen)
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return a.calledType(call, v.Index)
		}
	case *ssa.Call:
		if v.Call.Signature().Results().Len() == 1 {
			return a.calledType(v, 0)
		}
	case *ssa.Phi:
		return a.typeOfAll(v.Edges, seen)
	case *ssa.UnOp:
		alloc, isAlloc := v.X.(*ssa.Alloc)
		if !isAlloc {
			return "", false
		}
		stores := loadedStores(alloc, v)
		vals := make([]ssa.Value, len(stores))
		for i, st := range stores {
			vals[i] = st.Val
		}
		return a.typeOfAll(vals, seen)
	}
	return "", false
}

// typeOfAll returns typeWalk for a value that may be any of vals, one
// at least.
func (a *failures) typeOfAll(vals []ssa.Value, seen map[ssa.Value]bool) (string, bool) {
	t, ok := "", len(vals) > 0
	for _, v := range vals {
		vt, vok := a.typeWalk(v, seen)
		if t, ok = joinTypes(t, vt, vok); !ok {
			return "", false
		}
	}
	return t, ok
}

// calledType returns typeOf for the index-th result of call: what the
// summaries of the module functions it may run say (moduleCallees),
// where they agree.
func (a *failures) calledType(call *ssa.Call, index int) (string, bool) {
	fns, ok := a.moduleCallees(call.Common())
	if !ok {
		return "", false
	}
	t := ""
	for _, f := range fns {
		ft, fok := a.summaryType(f, index)
		if t, ok = joinTypes(t, ft, fok); !ok {
			return "", false
		}
	}
	return t, true
}

// summaryType returns typeOf for the index-th result of a call of fn,
// a module function: what its summary says.
func (a *failures) summaryType(fn *types.Func, index int) (string, bool) {
	sum := a.SummaryOf(fn)
	if sum == nil || sum == Recursing {
		return "", false
	}
	last := fn.Signature().Results().Len() - 1
	if sum.NeverFails && index == last {
		return "", true
	}
	if index < len(sum.Concrete) && sum.Concrete[index] != "" {
		return sum.Concrete[index], true
	}
	return "", false
}

// joinTypes joins the type t found so far with the type u of one more
// value (uok its typeOf's ok): "" stands for nil, which either side may
// be.
func joinTypes(t, u string, uok bool) (string, bool) {
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
// every non-nil value of the error has (typeOf), where it is not nil:
// the test holds, and its failing side is dead.
func (a *failures) assertCatchesAll(cond ssa.Value, at *ssa.BasicBlock) bool {
	err, to := testedType(cond)
	if err == nil || !ssautil.IsError(err.Type()) {
		return false
	}
	t, ok := a.typeOf(err)
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
