package sinks

import (
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// shapeFieldSink returns the sink description of a store into the Text
// field of shaped text content that ends up inside a shaped tool result.
func (a *Finder) shapeFieldSink(fa *ssa.FieldAddr) (frameworks.FieldSink, bool) {
	if ssautil.FieldName(fa) != "Text" || !a.ForeignShape(fa.X.Type(), shape.IsTextContentShape) {
		return frameworks.FieldSink{}, false
	}
	if !a.Reaches(fa.X, func(v ssa.Value) bool { return a.ForeignShape(v.Type(), shape.IsToolResultShape) }) {
		return frameworks.FieldSink{}, false
	}
	pkg, typ := frameworks.NamedType(fa.X.Type())
	return frameworks.FieldSink{Pkg: pkg, Type: typ, Field: "Text", Flag: frameworks.FlagNone}, true
}

// rpcErrorSink returns the sink of st, a store into the message of a
// JSON-RPC error (shape.IsRPCErrorShape), or nil for another store. A
// server written without a framework sends a tool's failure there; its
// text is a tool's only where it holds what a call of a tool interface
// returned (storedSinks keeps no other), while the rest is the server's
// own (an unknown method, a request it could not decode).
func (a *Finder) rpcErrorSink(st *ssa.Store, fa *ssa.FieldAddr) *sink.Sink {
	strct, ok := ssautil.Deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok || !shape.IsRPCErrorShape(a.Index, fa.X.Type()) || shape.JSONName(strct.Field(fa.Field), strct.Tag(fa.Field)) != "message" {
		return nil
	}
	text := a.textAt(st.Val, st.Block())
	if text == nil {
		return nil
	}
	pkg, typ := frameworks.NamedType(fa.X.Type())
	s := &sink.Sink{Text: text, How: sink.How{Kind: sink.SetsRPCError, To: a.PkgName(pkg) + "." + typ + "." + ssautil.FieldName(fa)},
		Pos: st.Pos(), IsError: true, Format: a.formatOf(st.Val), FromErr: wording.IsErrorText(st.Val), Block: st.Block()}
	a.storeExpr(s, st)
	return s
}

// shapeCallSink returns the sink description of a call of fn, a
// function of an untabled package that builds a shaped tool result from
// a string: NewToolResultError(msg), NewToolResultErrorf(format, args...).
func (a *Finder) shapeCallSink(fn *types.Func, f frameworks.Func) (frameworks.CallSink, bool) {
	sig := fn.Signature()
	if sig.Recv() != nil || a.Mod.Owns(f.Pkg) || sig.Results().Len() == 0 ||
		!shape.IsToolResultShape(a.Index, sig.Results().At(0).Type()) {
		return frameworks.CallSink{}, false
	}
	cs := frameworks.CallSink{Func: f, Text: -1, Flag: frameworks.FlagNone}
	params := sig.Params()
	for i := range params.Len() {
		t := params.At(i).Type()
		switch {
		case cs.Text < 0 && shape.IsKind(params.At(i), types.String):
			cs.Text = i
			cs.Format = i == params.Len()-2 && sig.Variadic()
		case cs.Text >= 0 && ssautil.IsErrorInterface(t):
			cs.Appends = frameworks.Argument(i)
		}
	}
	if cs.Text < 0 {
		return frameworks.CallSink{}, false
	}
	if strings.Contains(fn.Name(), "Error") {
		cs.Flag = frameworks.FlagSet
	}
	return cs, true
}
