package sinks

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"golang.org/x/tools/go/ssa"
)

// valueSinks returns the sinks of the i-th result of a handler whose
// results the framework serializes for the model (genkit's Out, eino's
// InferTool output, ADK's TResults): a string boxed in an interface, the
// entries of a map the handler builds, or the text fields of a struct of
// the module's own type that it builds. Framework types (genkit's
// MultipartToolResponse) are left to the field sinks.
func (a *Finder) valueSinks(h *handlers.Handler, ret *ssa.Return, i int) []*sink.Sink {
	v := a.Resolve(ret.Results[i])
	flagless := h.ErrorKey == ""
	if sinks := a.mapSinks(v, sink.How{Kind: sink.Returns}, h.ErrorKey, flagless); len(sinks) > 0 {
		return sinks
	}
	var out []*sink.Sink
	for _, x := range trace.Unboxed(v) {
		if shape.CarriesText(x.Type()) && !types.IsInterface(x.Type()) {
			if s := a.returnSink(ret, i, false, flagless); s != nil {
				out = append(out, s)
			}
			break
		}
	}
	for _, alloc := range structAllocs(v) {
		out = append(out, a.structSinks(alloc, h.ErrorKey, flagless)...)
	}
	for _, x := range trace.Unboxed(v) {
		if u, ok := x.(*ssa.UnOp); ok && u.Op == token.MUL {
			x = u.X
		}
		switch x.(type) {
		case *ssa.Call, *ssa.Extract:
			out = append(out, a.returnedStructSinks(ret, x, h.ErrorKey, flagless)...)
		}
	}
	return out
}

// mapSinks returns a sink per value stored in the map v, a map the
// module builds (a literal, or make and updates) and hands to the model
// as a function response: genai.NewPartFromFunctionResponse(name,
// map[string]any{"error": err.Error()}), an ADK tool's result. errorKey
// is the key that marks the response as an error report ("error"), and
// flagless says the framework has no such convention (a genkit tool's
// output): then an entry whose key speaks of an error reports one.
func (a *Finder) mapSinks(v ssa.Value, how sink.How, errorKey string, flagless bool) []*sink.Sink {
	var out []*sink.Sink
	for _, mm := range trace.MakeMaps(v) {
		var updates []*ssa.MapUpdate
		if refs := mm.Referrers(); refs != nil {
			for _, r := range *refs {
				if up, ok := r.(*ssa.MapUpdate); ok && up.Map == mm {
					updates = append(updates, up)
				}
			}
		}
		texts := 0
		for _, up := range updates {
			if shape.CarriesText(up.Value.Type()) && !wording.IsEmpty(a.Text(up.Value)) {
				texts++
			}
		}
		for _, up := range updates {
			text := a.Text(up.Value)
			if text == nil || wording.IsEmpty(text) || !shape.CarriesText(up.Value.Type()) {
				continue
			}
			key := ssautil.ConstString(up.Key)
			s := &sink.Sink{Text: text, How: how, Pos: up.Pos(), Format: a.formatOf(up.Value),
				Flagless: flagless, FromErr: wording.IsErrorText(up.Value), Block: up.Block()}
			// The flag, or the words, of one entry decide for the
			// whole response only when it is the response's only text:
			// {"error": "...", "hint": "..."} is judged by neither.
			sole := texts == 1
			switch {
			case !sole:
				s.Flagless = false
			case errorKey != "":
				s.IsError = key == errorKey
			default:
				s.ReportsError = errorWord(key)
			}
			a.storeExpr(s, up)
			out = append(out, s)
		}
	}
	return out
}

// structAllocs returns the struct variables built in this function that
// v may be, or point to.
func structAllocs(v ssa.Value) []*ssa.Alloc {
	var out []*ssa.Alloc
	for _, x := range trace.Unboxed(v) {
		if u, ok := x.(*ssa.UnOp); ok && u.Op == token.MUL {
			x = u.X
		}
		if alloc, ok := x.(*ssa.Alloc); ok {
			if _, ok := ssautil.Deref(alloc.Type()).Underlying().(*types.Struct); ok {
				out = append(out, alloc)
			}
		}
	}
	return out
}

// structSinks returns a sink per text field stored into the struct at
// alloc, a value of a module type serialized as JSON for the model.
// errorKey and flagless are as for mapSinks; the JSON name of a field is
// its key.
func (a *Finder) structSinks(alloc *ssa.Alloc, errorKey string, flagless bool) []*sink.Sink {
	named, ok := types.Unalias(ssautil.Deref(alloc.Type())).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !a.Mod.Owns(named.Obj().Pkg().Path()) {
		return nil
	}
	st := named.Underlying().(*types.Struct)
	type entry struct {
		field *types.Var
		tag   string
		store *ssa.Store
	}
	var texts []entry
	decides := false // a bool field set: the struct may decide retrying itself
	if refs := alloc.Referrers(); refs != nil {
		for _, r := range *refs {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || fa.X != alloc {
				continue
			}
			f := st.Field(fa.Field)
			name := shape.JSONName(f, st.Tag(fa.Field))
			if name == "" {
				continue
			}
			for _, store := range ssautil.StoresTo(fa) {
				if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
					decides = true
				}
				if shape.CarriesText(f.Type()) && !wording.IsEmpty(a.Text(store.Val)) {
					texts = append(texts, entry{f, name, store})
				}
			}
		}
	}
	prefix := named.Obj().Pkg().Name() + "." + named.Obj().Name() + "."
	var out []*sink.Sink
	for _, e := range texts {
		text := a.Text(e.store.Val)
		if text == nil {
			continue
		}
		s := &sink.Sink{Text: text, How: sink.How{Kind: sink.Sets, To: prefix + e.field.Name()}, Pos: e.store.Pos(), Format: a.formatOf(e.store.Val),
			Flagless: flagless, FromErr: wording.IsErrorText(e.store.Val), Block: e.store.Block()}
		decideByField(s, len(texts) == 1 && !decides, errorKey, e.tag, e.field.Name())
		a.storeExpr(s, e.store)
		out = append(out, s)
	}
	return out
}

// decideByField sets what the field of a serialized struct (JSON name
// tag) that holds a sink's text says of the whole value: as for maps,
// one field decides only when it is the value's only text (sole).
func decideByField(s *sink.Sink, sole bool, errorKey, tag, field string) {
	switch {
	case !sole:
		s.Flagless = false
	case errorKey != "":
		s.IsError = tag == errorKey
	default:
		s.ReportsError = errorWord(tag) || errorWord(field)
	}
}

// returnedStructSinks returns a sink per text field of x, a value of a
// module struct type that a module helper returned (res := run(cmd);
// return nil, res, nil), returned at ret: the texts its summary records
// for the fields, each with a hop naming the field.
func (a *Finder) returnedStructSinks(ret *ssa.Return, x ssa.Value, errorKey string, flagless bool) []*sink.Sink {
	named, ok := types.Unalias(ssautil.Deref(x.Type())).(*types.Named)
	if !ok || !a.IsModuleStruct(x.Type()) {
		return nil
	}
	st := named.Underlying().(*types.Struct)
	fields := a.SerializedFields(x)
	// Which fields the helper set is not known here: any bool field may
	// decide retrying itself, as a set one does in structSinks.
	decides := false
	for i := range st.NumFields() {
		if b, ok := st.Field(i).Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			decides = true
		}
	}
	var texts []facts.FieldText
	for _, f := range fields {
		if !wording.IsEmpty(f.Text) {
			texts = append(texts, f)
		}
	}
	prefix := named.Obj().Pkg().Name() + "." + named.Obj().Name() + "."
	var out []*sink.Sink
	tags := map[string]string{}
	for i := range st.NumFields() {
		tags[st.Field(i).Name()] = shape.JSONName(st.Field(i), st.Tag(i))
	}
	for _, f := range texts {
		tag := tags[f.Name]
		if tag == "" {
			continue
		}
		s := &sink.Sink{Text: f.Text, How: sink.How{Kind: sink.Sets, To: prefix + f.Name}, Pos: ret.Pos(), Flagless: flagless, Block: ret.Block()}
		decideByField(s, len(texts) == 1 && !decides, errorKey, tag, f.Name)
		out = append(out, s)
	}
	return out
}

// errorWord reports whether a key or field name says it holds an error:
// "error", "Err", "error_message", "ErrorMsg".
func errorWord(name string) bool {
	lower := strings.ToLower(name)
	return lower == "err" || strings.Contains(lower, "error") || strings.HasPrefix(lower, "err_")
}
