package trace

import (
	"go/token"
	"go/types"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// IsModuleStruct reports whether t is a module struct type or a pointer
// to one.
func (a *Tracer) IsModuleStruct(t types.Type) bool {
	named, ok := types.Unalias(ssautil.Deref(types.Unalias(t))).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !a.Mod.Owns(named.Obj().Pkg().Path()) {
		return false
	}
	_, ok = named.Underlying().(*types.Struct)
	return ok
}

// returnedFields returns the texts of the text fields of the struct fn
// returns as its index-th result, by field name.
func (a *Tracer) returnedFields(fn *ssa.Function, index int) []facts.FieldText {
	alts := map[string][]*origin.Node{}
	for _, ret := range ssautil.ReturnsOf(fn) {
		for _, f := range a.FieldsAt(ret.Results[index]) {
			alts[f.Name] = append(alts[f.Name], f.Text)
		}
	}
	var out []facts.FieldText
	for name, texts := range alts {
		if n := origin.NewChoice(texts...); n != nil {
			out = append(out, facts.FieldText{Name: name, Text: n})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// FieldsAt returns the texts of the text fields of the struct value or
// pointer v, in field order (nil texts included).
func (a *Tracer) FieldsAt(v ssa.Value) []facts.FieldText {
	st, ok := ssautil.Deref(v.Type()).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []facts.FieldText
	for i := range st.NumFields() {
		if f := st.Field(i); shape.CarriesText(f.Type()) {
			out = append(out, facts.FieldText{Name: f.Name(), Text: a.resultFieldText(v, i, f.Name())})
		}
	}
	return out
}

// resultFieldText traces field i (named name) of the struct value or
// pointer v, whichever of the values it may be (structSources) it is.
func (a *Tracer) resultFieldText(v ssa.Value, i int, name string) *origin.Node {
	var alts []*origin.Node
	for _, src := range a.structSources(v) {
		alts = append(alts, a.sourceFieldText(src, i, name))
	}
	return origin.NewChoice(alts...)
}

// structSources returns the values the struct value or pointer v may
// be: the edges of a phi (result = &Result{...} on each branch), and
// what was stored into the local variable v reads. A function with a
// deferred call (a mutex's Unlock) returns every result through such a
// variable: SSA stores the result, runs the deferred calls, and returns
// what it reads back.
func (a *Tracer) structSources(v ssa.Value) []ssa.Value {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) []ssa.Value) []ssa.Value {
		switch x := v.(type) {
		case *ssa.Phi:
			return ssautil.AllOf(x.Edges, follow)
		case *ssa.UnOp:
			if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL && !shape.IsStruct(ssautil.Deref(alloc.Type())) {
				var out []ssa.Value
				for _, st := range ssautil.ReachingStores(alloc, x) {
					out = append(out, follow(st.Val)...)
				}
				return out
			}
		}
		return []ssa.Value{v}
	})
}

// sourceFieldText traces field i (named name) of v, one of the values a
// struct may be: stored into a literal here, or returned by a call.
func (a *Tracer) sourceFieldText(v ssa.Value, i int, name string) *origin.Node {
	if u, ok := v.(*ssa.UnOp); ok {
		v = u.X
	}
	if alloc, ok := v.(*ssa.Alloc); ok && shape.IsStruct(ssautil.Deref(alloc.Type())) {
		if fields := a.fields(alloc); i < len(fields) {
			return fields[i]
		}
		return nil
	}
	if c, ok := v.(*ssa.Const); ok && c.IsNil() {
		return nil
	}
	if n := a.resultField(v, name); n != nil {
		return n
	}
	return Unknown
}

// resultField returns the text of field name of the module struct that
// v, a call's result, is; nil if v is no such result.
func (a *Tracer) resultField(v ssa.Value, name string) *origin.Node {
	index := 0
	if e, ok := v.(*ssa.Extract); ok {
		v, index = e.Tuple, e.Index
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	c := call.Common()
	pick := func(sum *facts.FuncFact) *origin.Node {
		if sum == nil || sum == Recursing || index >= len(sum.Results) {
			return nil
		}
		return sum.Results[index].Field(name)
	}
	if callee := c.StaticCallee(); callee != nil {
		obj := ssautil.StaticFunc(c)
		if obj == nil || obj.Pkg() == nil || !a.Mod.Owns(obj.Pkg().Path()) {
			return nil
		}
		if n := pick(a.SummaryOf(obj)); n != nil {
			return a.Instantiate(n, c.Args, call.Block(), ssautil.ViaName(obj), call.Pos(), false)
		}
		return nil
	}
	if c.IsInvoke() {
		return a.dispatched(c, index, name, false, call.Pos())
	}
	var alts []*origin.Node
	for _, f := range a.SummariesOf(c.Value) {
		if n := pick(f.Sum); n != nil {
			n = n.SubstCalls(func(*origin.Node) *origin.Node { return Unknown })
			alts = append(alts, n.Subst(Fill(f.Params, Data), nil, f.Name, call.Pos(), false))
		}
	}
	if key := fieldOf(c.Value); key != "" {
		alts = append(alts, storedLeaf(key, index, name, false, call.Pos()))
	}
	return origin.NewChoice(alts...)
}

// FieldKey names a field of a module struct: "pkg.Type.Field".
func FieldKey(x ssa.Value, index int) string {
	named, ok := types.Unalias(ssautil.Deref(types.Unalias(x.Type()))).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return ""
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok || index >= st.NumFields() {
		return ""
	}
	return named.Obj().Pkg().Path() + "." + named.Obj().Name() + "." + st.Field(index).Name()
}

// fieldOf returns the key of the func-typed field that v is read from.
func fieldOf(v ssa.Value) string {
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok {
			return FieldKey(fa.X, fa.Field)
		}
	case *ssa.Field:
		return FieldKey(x.X, x.Field)
	}
	return ""
}

// storedLeaf returns the Stored node for the index-th result (its field
// member, if set) of a call at pos through the func-typed field key.
func storedLeaf(key string, index int, member string, ok bool, pos token.Pos) *origin.Node {
	return (&origin.Node{Op: origin.Stored, Text: key, Result: index, Member: member, Ok: ok}).At(pos)
}
