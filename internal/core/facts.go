package core

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// exportFacts exports the summaries of the package's exported functions
// and methods, and the texts of its exported error and string
// variables, for the packages that import it.
func (a *unit) exportFacts() {
	for _, fn := range a.funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || !obj.Exported() {
			continue
		}
		s := a.summary(fn)
		if s == nil {
			continue
		}
		f := &FuncFact{Results: s.Results, Sinks: a.templates(fn)}
		if f.carries() {
			a.pass.ExportObjectFact(obj, f)
		}
	}
	if ff := a.fieldFuncsHere(); len(ff.Stored) > 0 {
		a.pass.ExportPackageFact(ff)
	}
	for g, vals := range a.globals {
		obj := g.Object()
		if g.Pkg != a.pkg || obj == nil || !obj.Exported() || !carriesText(obj.Type()) {
			continue
		}
		var alts []*origin.Node
		for _, v := range vals {
			alts = append(alts, a.text(v))
		}
		if text := origin.NewChoice(alts...); text != nil {
			a.pass.ExportObjectFact(obj, &VarFact{Text: text})
		}
	}
}

func (f *FuncFact) carries() bool {
	if len(f.Sinks) > 0 {
		return true
	}
	for _, r := range f.Results {
		if r.Text != nil || len(r.Fields) > 0 {
			return true
		}
	}
	return false
}
