package sinks

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// formatOf returns the printf-style call that v is the result of, if any.
func (a *Finder) formatOf(v ssa.Value) *sink.Format {
	for {
		v = ssautil.Uninterfaced(v)
		// A named result read back after deferred calls ran.
		if x, ok := v.(*ssa.UnOp); ok && x.Op == token.MUL {
			if alloc, ok := x.X.(*ssa.Alloc); ok {
				if st := ssautil.ReachingStores(alloc, x); len(st) == 1 {
					v = st[0].Val
					continue
				}
			}
		}
		break
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil {
		return nil
	}
	if frameworks.TextFuncs[callee.Object().(*types.Func).FullName()] == frameworks.TextFormat {
		return a.formatOperands(a.CallAt[call.Pos()], 0, call.Call.Args)
	}
	return nil
}

// formatOperands describes the format call expr whose format is
// args[index], followed by its variadic operands.
func (a *Finder) formatOperands(expr *ast.CallExpr, index int, args []ssa.Value) *sink.Format {
	if expr == nil || index+1 >= len(args) || expr.Ellipsis.IsValid() {
		return nil
	}
	f := &sink.Format{Call: expr, Index: index}
	vals := ssautil.Elements(args[index+1])
	for _, v := range vals {
		f.Operands = append(f.Operands, a.Text(v))
	}
	// An operand formatted with %+v may add the frames it records.
	if format := ssautil.ConstString(args[index]); format != "" {
		for _, p := range trace.ParseFormat(format) {
			if p.Verb != 0 && p.Arg >= 0 && p.Arg < len(vals) {
				f.Operands[p.Arg] = a.Verb(p, vals[p.Arg], expr.Pos())
			}
		}
	}
	if len(f.Operands) != len(expr.Args)-index-1 {
		return nil
	}
	return f
}
