package core

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// serializedJSON traces the JSON text of v, a value the module marshals:
// the texts of a map's entries or of a struct's fields, as the module
// built them here, inside the module's own punctuation. A tool that
// answers json.Marshal(Result{Error: err.Error()}) interpolates the
// error's text into its output as surely as one that formats it.
func (a *pkgAnalysis) serializedJSON(v ssa.Value) *origin.Node {
	parts := []*origin.Node{origin.Leaf(origin.Lit, "{")}
	for _, mm := range makeMaps(v) {
		if refs := mm.Referrers(); refs != nil {
			for _, r := range *refs {
				if up, ok := r.(*ssa.MapUpdate); ok && up.Map == mm && carriesText(up.Value.Type()) {
					parts = append(parts, origin.Leaf(origin.Lit, jsonKey(constString(up.Key))), a.text(up.Value))
				}
			}
		}
	}
	for _, alloc := range structAllocs(uninterfaced(v)) {
		st := deref(alloc.Type()).Underlying().(*types.Struct)
		for i, f := range a.fields(alloc) {
			if f != nil && carriesText(st.Field(i).Type()) {
				parts = append(parts, origin.Leaf(origin.Lit, jsonKey(st.Field(i).Name())), f)
			}
		}
	}
	if len(parts) == 1 {
		return data // nothing built here: numbers, or a value of unknown make
	}
	return origin.NewConcat(append(parts, origin.Leaf(origin.Lit, "}"))...)
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
				pkg, name := namedOf(fa.X.Type())
				if f := "(*" + pkg + "." + name + ")." + fieldName(fa); frameworks.CommandStreams[f] {
					return f
				}
			}
		}
		return ""
	}
	return visit(v)
}
