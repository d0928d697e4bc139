package env

import (
	"go/types"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"golang.org/x/tools/go/analysis"
)

// importedRelays returns the relays the RelaysFacts that pass sees list,
// by field.
func importedRelays(pass *analysis.Pass) map[[3]string]facts.Relay {
	out := map[[3]string]facts.Relay{}
	for _, pf := range pass.AllPackageFacts() {
		if rf, ok := pf.Fact.(*facts.RelaysFact); ok && pf.Package != pass.Pkg {
			for _, r := range rf.Relays {
				out[[3]string{r.Pkg, r.Type, r.Field}] = merged(out[[3]string{r.Pkg, r.Type, r.Field}], r)
			}
		}
	}
	return out
}

// merged returns the relay of a field that several sinks show (each
// provider's): named by the first sink, flagged by the field any of
// them reads its flag from, flagless only if they all are.
func merged(old, r facts.Relay) facts.Relay {
	if old.To == "" {
		return r
	}
	if r.To < old.To {
		old.To = r.To
	}
	if old.Flag == "" {
		old.Flag = r.Flag
	}
	old.Flagless = old.Flagless && r.Flagless
	return old
}

// ImportedFieldFuncs returns the functions that the FieldFuncsFacts of
// the packages pass sees (its direct imports under go vet, every
// dependency in a driver sharing Facts in memory) list, once each.
func ImportedFieldFuncs(pass *analysis.Pass) []facts.StoredFunc {
	type id struct {
		pkg   string
		index int
	}
	seen := map[id]bool{}
	var out []facts.StoredFunc
	for _, pf := range pass.AllPackageFacts() {
		if ff, ok := pf.Fact.(*facts.FieldFuncsFact); ok && pf.Package != pass.Pkg {
			for _, sf := range ff.Stored {
				if !seen[id{sf.Pkg, sf.Index}] {
					seen[id{sf.Pkg, sf.Index}] = true
					out = append(out, sf)
				}
			}
		}
	}
	SortStored(out)
	return out
}

// SortStored sorts fs by field key, package and index, the order a
// Fact's encoding needs to be deterministic.
func SortStored(fs []facts.StoredFunc) {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Field != b.Field {
			return a.Field < b.Field
		}
		if a.Pkg != b.Pkg {
			return a.Pkg < b.Pkg
		}
		return a.Index < b.Index
	})
}

// FactOf returns the FuncFact another package of the module exported
// for obj, or nil: for a function of this package (whose summary is
// computed here, not read), of no package, or of code outside the
// module, which exports none.
func (a *Env) FactOf(obj *types.Func) *facts.FuncFact {
	obj = obj.Origin()
	if obj.Pkg() == nil || obj.Pkg() == a.Pass.Pkg || !a.Mod.Owns(obj.Pkg().Path()) {
		return nil
	}
	var f facts.FuncFact
	if a.Pass.ImportObjectFact(obj, &f) {
		return &f
	}
	return nil
}
