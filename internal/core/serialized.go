package core

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// serialized traces the JSON text of v, a value the module marshals: the
// texts of a map's entries or of a struct's fields, as the module built
// them here, inside the module's own punctuation. A tool that answers
// json.Marshal(Result{Error: err.Error()}) interpolates the error's text
// into its output as surely as one that formats it.
func (a *unit) serialized(v ssa.Value) *origin.Node {
	parts := []*origin.Node{origin.Leaf(origin.Lit, "{")}
	for _, mm := range makeMaps(v, nil) {
		if refs := mm.Referrers(); refs != nil {
			for _, r := range *refs {
				if up, ok := r.(*ssa.MapUpdate); ok && up.Map == mm && carriesText(up.Value.Type()) {
					parts = append(parts, origin.Leaf(origin.Lit, jsonKey(constString(up.Key))), a.text(up.Value))
				}
			}
		}
	}
	for _, alloc := range structAllocs(v, nil) {
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

// commandStream returns the name of the os/exec.Cmd stream (Stdout,
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
				if pkg, name := namedOf(fa.X.Type()); pkg == "os/exec" && name == "Cmd" {
					if f := fieldName(fa); f == "Stdout" || f == "Stderr" {
						return "(*os/exec.Cmd)." + f
					}
				}
			}
		}
		return ""
	}
	return visit(v)
}
