// Package sqlrows answers which calls on database/sql's rows cannot
// fail by the rows' state (frameworks.SQLRows): Columns and ColumnTypes
// on rows a successful query just opened, Scan after a true Next into
// as many *any as there are columns. The error branches of such calls
// cannot run, so their text reaches no model.
//
// It is stateless: every function answers from the SSA it is given.
package sqlrows

import (
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// CannotFail reports whether call, a call of the function name on
// database/sql's rows, cannot fail by the rows' state
// (frameworks.SQLRows): Columns or ColumnTypes on rows a query in this
// function opened, where its error is nil, before anything that may
// close them; Scan after a Next that returned true, into as many *any
// destinations as Columns said.
func CannotFail(call *ssa.Call, name string) bool {
	c := call.Common()
	if c.IsInvoke() || len(c.Args) == 0 {
		return false
	}
	rows := c.Args[0]
	switch {
	case frameworks.SQLRows.OpenOnly[name]:
		return openedHere(call, rows) && !advancedBefore(call, rows)
	case name == frameworks.SQLRows.Scan:
		return len(c.Args) == 2 && afterNext(call, rows) && anyDestinations(c.Args[1], rows)
	}
	return false
}

// FromParam returns, for Columns or ColumnTypes (name) asked of rows
// that are a parameter of the function, before anything that may close
// them, that parameter: the call's failure is the parameter's, which
// each call of the function decides by the rows it passes (ArgOpen).
func FromParam(call *ssa.Call, name string) *ssa.Parameter {
	c := call.Common()
	if !frameworks.SQLRows.OpenOnly[name] || c.IsInvoke() || len(c.Args) == 0 {
		return nil
	}
	p, ok := c.Args[0].(*ssa.Parameter)
	if !ok || advancedBefore(call, p) {
		return nil
	}
	return p
}

// ArgOpen reports whether rows, passed to a function that asks them
// for their columns first (FromParam), are open there: the rows of a query in
// the caller, handed to that one call only, where the query's error is
// nil, and otherwise used only by deferred calls (Close), which run
// after it.
func ArgOpen(rows ssa.Value) bool {
	e, ok := rows.(*ssa.Extract)
	if !ok || e.Index != 0 {
		return false
	}
	q, ok := e.Tuple.(*ssa.Call)
	if !ok || !frameworks.SQLRows.Queries[ssautil.StaticName(q.Common())] {
		return false
	}
	calls := 0
	for _, r := range paths.Referrers(rows) {
		switch r := r.(type) {
		case *ssa.Defer:
		case *ssa.Call:
			calls++
			if calls > 1 || !paths.SucceededAt(q, r.Block()) {
				return false
			}
		default:
			return false
		}
	}
	return calls == 1
}

// openedHere reports whether rows is the rows of a query whose error is
// nil wherever call runs.
func openedHere(call *ssa.Call, rows ssa.Value) bool {
	e, ok := rows.(*ssa.Extract)
	if !ok || e.Index != 0 {
		return false
	}
	q, ok := e.Tuple.(*ssa.Call)
	return ok && frameworks.SQLRows.Queries[ssautil.StaticName(q.Common())] && paths.SucceededAt(q, call.Block())
}

// advancedBefore reports whether a call that may close rows (Next,
// NextResultSet, Close; not a deferred Close, which runs on return) can
// run before call: it reaches call's block, or precedes it in the block.
func advancedBefore(call *ssa.Call, rows ssa.Value) bool {
	for _, r := range paths.Referrers(rows) {
		other, ok := r.(*ssa.Call)
		if !ok || other == call || !frameworks.SQLRows.Advances[ssautil.StaticName(other.Common())] {
			continue
		}
		if other.Block() == call.Block() && before(other, call) || slices.ContainsFunc(other.Block().Succs, func(b *ssa.BasicBlock) bool { return paths.BlockReaches(b, call.Block()) }) {
			return true
		}
	}
	return false
}

// before reports whether instruction x comes before y in their block.
func before(x, y ssa.Instruction) bool {
	for _, i := range x.Block().Instrs {
		switch i {
		case x:
			return true
		case y:
			return false
		}
	}
	return false
}

// afterNext reports whether call runs only where rows.Next() returned
// true.
func afterNext(call *ssa.Call, rows ssa.Value) bool {
	for _, r := range paths.Referrers(rows) {
		if next, ok := r.(*ssa.Call); ok && ssautil.StaticName(next.Common()) == frameworks.SQLRows.Next && paths.TrueAt(next, call.Block()) {
			return true
		}
	}
	return false
}

// anyDestinations reports whether dests, the slice a Scan spreads, is
// made here with the length of rows' Columns and holds only pointers to
// empty interfaces, and nothing else uses it.
func anyDestinations(dests, rows ssa.Value) bool {
	ms, ok := dests.(*ssa.MakeSlice)
	if !ok || !columnCount(ms.Len, rows) {
		return false
	}
	for _, r := range paths.Referrers(ms) {
		switch r := r.(type) {
		case *ssa.IndexAddr:
			for _, ref := range paths.Referrers(r) {
				st, ok := ref.(*ssa.Store)
				if !ok || st.Addr != r || !emptyInterfacePointer(st.Val) {
					return false
				}
			}
		case *ssa.Call:
			if ssautil.StaticName(r.Common()) != frameworks.SQLRows.Scan {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// columnCount reports whether n is len(cols) for cols the column names
// Columns returned for rows.
func columnCount(n, rows ssa.Value) bool {
	cols, ok := paths.LenOf(n).(*ssa.Extract)
	if !ok || cols.Index != 0 {
		return false
	}
	call, ok := cols.Tuple.(*ssa.Call)
	return ok && ssautil.StaticName(call.Common()) == frameworks.SQLRows.Columns && call.Call.Args[0] == rows
}

// emptyInterfacePointer reports whether v boxes a *any.
func emptyInterfacePointer(v ssa.Value) bool {
	mi, ok := v.(*ssa.MakeInterface)
	if !ok {
		return false
	}
	p, ok := mi.X.Type().Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	it, ok := p.Elem().Underlying().(*types.Interface)
	return ok && it.Empty()
}
