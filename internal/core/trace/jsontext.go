package trace

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// SerializedJSON traces the JSON text of v, a value the module marshals:
// the texts of a map's entries or of a struct's fields, as the module
// built them here or a module helper returned them, inside the module's
// own punctuation. A tool that answers json.Marshal(Result{Error:
// err.Error()}) interpolates the error's text into its output as surely
// as one that formats it.
func (a *Tracer) SerializedJSON(v ssa.Value) *origin.Node {
	parts := []*origin.Node{origin.Leaf(origin.Lit, "{")}
	for _, mm := range MakeMaps(v) {
		if refs := mm.Referrers(); refs != nil {
			for _, r := range *refs {
				if up, ok := r.(*ssa.MapUpdate); ok && up.Map == mm && shape.CarriesText(up.Value.Type()) {
					parts = append(parts, origin.Leaf(origin.Lit, jsonKey(ssautil.ConstString(up.Key))), a.Text(up.Value))
				}
			}
		}
	}
	for _, x := range Unboxed(ssautil.Uninterfaced(v)) {
		for _, f := range a.SerializedFields(x) {
			parts = append(parts, origin.Leaf(origin.Lit, jsonKey(f.Name)), f.Text)
		}
	}
	if len(parts) == 1 {
		if p := a.encodedParam(v); p != nil {
			return p
		}
		return Data // nothing built here: numbers, or a value of unknown make
	}
	return origin.NewConcat(append(parts, origin.Leaf(origin.Lit, "}"))...)
}

// encodedParam returns, for v a parameter of the Summarized function
// (through interface conversions), its Param leaf marked Encoded: a
// helper that marshals what it is given (NewToolResultJSON(data any))
// shows the fields its callers set. It returns nil for anything else.
func (a *Tracer) encodedParam(v ssa.Value) *origin.Node {
	p := a.paramLeaf(v)
	if p != nil {
		p.Encoded = true
	}
	return p
}

// paramLeaf returns a copy of the Param leaf of v, a parameter of the
// Summarized function (through interface conversions), or nil for
// anything else.
func (a *Tracer) paramLeaf(v ssa.Value) *origin.Node {
	p, ok := ssautil.Uninterfaced(v).(*ssa.Parameter)
	if !ok {
		return nil
	}
	n := a.Text(p)
	if n == nil || n.Op != origin.Param || len(n.Kids) > 0 {
		return nil
	}
	c := *n
	return &c
}

// SerializedFields returns the texts of the text fields of x, a struct
// (or a pointer to one) built in this function or returned by a call of
// a module function (its summary records them), each with a hop at the
// place the field is set that names the field: the trail of a finding
// says which field of which type holds the text.
func (a *Tracer) SerializedFields(x ssa.Value) []facts.FieldText {
	if u, ok := x.(*ssa.UnOp); ok && u.Op == token.MUL {
		x = u.X
	}
	st, ok := ssautil.Deref(x.Type()).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	_, typ := ssautil.NamedOf(x.Type())
	holds := func(name string) string { return "field " + name + " of " + typ + " holds it" }
	var out []facts.FieldText
	switch x := x.(type) {
	case *ssa.Alloc:
		if refs := x.Referrers(); refs != nil {
			for _, r := range *refs {
				fa, ok := r.(*ssa.FieldAddr)
				if !ok || fa.X != x || !shape.CarriesText(st.Field(fa.Field).Type()) {
					continue
				}
				name := st.Field(fa.Field).Name()
				for _, store := range ssautil.StoresTo(fa) {
					out = append(out, facts.FieldText{Name: name, Text: a.Text(store.Val).Hop(store.Pos(), holds(name))})
				}
			}
		}
	case *ssa.Call, *ssa.Extract:
		if !a.IsModuleStruct(x.Type()) {
			return nil
		}
		pos := x.Pos()
		if e, ok := x.(*ssa.Extract); ok {
			pos = e.Tuple.Pos()
		}
		for i := range st.NumFields() {
			f := st.Field(i)
			if !shape.CarriesText(f.Type()) {
				continue
			}
			if n := a.resultField(x, f.Name()); n != nil {
				out = append(out, facts.FieldText{Name: f.Name(), Text: n.Hop(pos, holds(f.Name()))})
			}
		}
	}
	return out
}

func jsonKey(k string) string { return `"` + k + `":` }

// commandStream returns the name of the command stream ((*os/exec.Cmd).
// Stderr) that the buffer at v is assigned to, or "": what the command
// writes there is its own text.
func commandStream(v ssa.Value) string {
	seen := map[ssa.Value]bool{}
	var visit func(v ssa.Value) string
	visit = func(v ssa.Value) string {
		if seen[v] || len(seen) > 16 {
			return ""
		}
		seen[v] = true
		refs := v.Referrers()
		if refs == nil {
			return ""
		}
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.MakeInterface:
				if s := visit(r); s != "" {
					return s
				}
			case *ssa.Store:
				fa, ok := r.Addr.(*ssa.FieldAddr)
				if !ok || r.Val != v {
					continue
				}
				pkg, name := ssautil.NamedOf(fa.X.Type())
				if f := "(*" + pkg + "." + name + ")." + ssautil.FieldName(fa); frameworks.CommandStreams[f] {
					return f
				}
			}
		}
		return ""
	}
	return visit(v)
}

// serializes reports whether fn, a function or method outside the
// module, encodes its value argument into its first result.
func (a *Tracer) serializes(fn *types.Func) bool {
	if fn.Pkg() == nil || a.Mod.Owns(fn.Pkg().Path()) {
		return false
	}
	return frameworks.TextFuncs[fn.FullName()] == frameworks.TextJSON || serializerShape(fn)
}

// serializerShape reports whether fn is shaped as an encoder of a value:
// named Marshal… or Encode…, taking an empty interface first and
// returning the encoding (string or []byte) and an error. A parameter
// of any other type is no encoder's (proto.Marshal takes a message, an
// Encode(s string) escapes a string).
func serializerShape(fn *types.Func) bool {
	name := fn.Name()
	if !strings.HasPrefix(name, "Marshal") && !strings.HasPrefix(name, "Encode") {
		return false
	}
	sig := fn.Signature()
	params, res := sig.Params(), sig.Results()
	if params.Len() == 0 || res.Len() != 2 || !ssautil.IsError(res.At(1).Type()) {
		return false
	}
	in, ok := params.At(0).Type().Underlying().(*types.Interface)
	if !ok || !in.Empty() || (sig.Variadic() && params.Len() == 1) {
		return false
	}
	out := res.At(0).Type().Underlying()
	if b, ok := out.(*types.Basic); ok {
		return b.Kind() == types.String
	}
	s, ok := out.(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// encodedValue returns the value a call of an encoder encodes: its first
// argument other than a receiver (an invoked method's receiver is not
// among its Args), or nil if it has none.
func encodedValue(c *ssa.CallCommon) ssa.Value {
	args := c.Args
	if !c.IsInvoke() && c.Signature().Recv() != nil {
		args = args[1:]
	}
	if len(args) == 0 {
		return nil
	}
	return args[0]
}

// serializerText traces the index-th result of a call of an encoder
// (serializes): the JSON of the value built here, and the encoder's
// error, which is no text where it cannot fail (cannotFailCall).
func (a *Tracer) serializerText(call *ssa.Call, name string, index int) *origin.Node {
	c := call.Common()
	if index == 0 {
		if v := encodedValue(c); v != nil {
			return a.SerializedJSON(v).Hop(call.Pos(), "serialized into the text here by "+name)
		}
		return Data
	}
	return a.fails.failureText(call, name)
}
