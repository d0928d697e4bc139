package core

// Protocol errors on purpose: a module that declares its own error kind
// for failures that must leave as JSON-RPC errors (missing credentials,
// a broken server), tests for that kind where it turns errors into
// results, and returns the error only on that branch while its other
// failures become flagged results. The author chose the protocol error
// there; protocolerr leaves it alone.

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"

	"golang.org/x/tools/go/ssa"
)

// deliberateProtocolError reports whether a return in block b of fn
// returns its error on purpose: the innermost error check that decides
// whether b runs tests for an error kind the module declares (see
// moduleKindTest), and fn returns a result flagged as an error elsewhere.
func (a *pkgAnalysis) deliberateProtocolError(fn *ssa.Function, b *ssa.BasicBlock) bool {
	kind := innermostSide(b, func(ifi *ssa.If) (*ssa.BasicBlock, bool) {
		holds := a.moduleKindTest(ifi)
		return holds, holds != nil || errSide(ifi) != nil
	})
	return kind && a.returnsFlagged(fn)
}

// moduleKindTest returns the successor of an if that runs when an error
// is of a kind the module declares, or nil: errors.As into a type of the
// module, errors.Is with an error variable of the module, or the ok of a
// type assertion (a type switch's case) to a type of the module.
func (a *pkgAnalysis) moduleKindTest(ifi *ssa.If) *ssa.BasicBlock {
	holds := ifi.Block().Succs[0]
	switch c := ifi.Cond.(type) {
	case *ssa.Call:
		callee := c.Call.StaticCallee()
		if callee == nil || callee.Object() == nil || len(c.Call.Args) != 2 {
			return nil
		}
		target := uninterfaced(c.Call.Args[1])
		switch callee.Object().(*types.Func).FullName() {
		case "errors.As":
			if ptr, ok := target.Type().(*types.Pointer); ok && a.ownedType(ptr.Elem()) {
				return holds
			}
		case "errors.Is":
			if u, ok := target.(*ssa.UnOp); ok {
				if g, ok := u.X.(*ssa.Global); ok && g.Pkg != nil && a.mod.owns(g.Pkg.Pkg.Path()) {
					return holds
				}
			}
		}
	case *ssa.Extract:
		if ta, ok := c.Tuple.(*ssa.TypeAssert); ok && c.Index == 1 {
			if t := ta.X.Type(); types.IsInterface(t) && isError(t) && a.ownedType(ta.AssertedType) {
				return holds
			}
		}
	}
	return nil
}

// ownedType reports whether t, or what it points to, is a named type
// declared in the module.
func (a *pkgAnalysis) ownedType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	return ok && named.Obj().Pkg() != nil && a.mod.owns(named.Obj().Pkg().Path())
}

// returnsFlagged reports whether some return of fn returns a tool result
// whose error flag is set.
func (a *pkgAnalysis) returnsFlagged(fn *ssa.Function) bool {
	for _, ret := range returnsOf(fn) {
		for _, v := range ret.Results {
			if v = a.resolve(v); a.errorFlagSet(v) || a.flaggedCall(v) {
				return true
			}
		}
	}
	return false
}

// flaggedCall reports whether v is the result of a framework call that
// always builds a result flagged as an error (mcp.NewToolResultError).
func (a *pkgAnalysis) flaggedCall(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	f, ok := calledFunc(call)
	return ok && a.index.CallSinks[f].Flag == frameworks.FlagSet
}
