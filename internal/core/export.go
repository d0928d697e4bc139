package core

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/sinks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// exportFacts exports the summaries of the package's exported functions
// and methods, and the texts of its exported error and string
// variables, for the packages that import it. It records in res whether
// a fix found there may edit this package's helpers (FormsText): those
// forming a tool's text, and those wrapping a foreign error they return.
func exportFacts(a *sinks.Finder, res *sink.Result) {
	for _, fn := range a.Funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || !obj.Exported() {
			continue
		}
		s := a.Summary(fn)
		if s == nil {
			continue
		}
		// OkResults go too: a caller in another package that reads a
		// result only where the error is nil sees only those paths.
		f := &facts.FuncFact{Results: s.Results, OkResults: s.OkResults, Sinks: a.Templates(fn), Points: s.Points, Flags: a.SummaryFlags(fn), NeverFails: s.NeverFails, Decoded: s.Decoded, Encodable: s.Encodable, Concrete: s.Concrete, TestsClass: s.TestsClass}
		for _, t := range f.Sinks {
			res.FormsText = res.FormsText || len(t.Helpers()) > 0
		}
		for _, r := range f.Results {
			res.FormsText = res.FormsText || r.Text.WrapsForeign()
		}
		if f.Carries() {
			a.Pass.ExportObjectFact(obj, f)
		}
	}
	if ff := a.FieldFuncsHere(); len(ff.Stored) > 0 {
		a.Pass.ExportPackageFact(ff)
		res.FormsText = res.FormsText || writesShownErrors(ff, a.Pass.Pkg.Path())
	}
	if rf := a.RelaysFact(); len(rf.Relays) > 0 {
		a.Pass.ExportPackageFact(rf)
	}
	for g, vals := range a.Globals {
		obj := g.Object()
		if g.Pkg != a.Pkg || obj == nil || !obj.Exported() || !shape.CarriesText(obj.Type()) {
			continue
		}
		var alts []*origin.Node
		for _, v := range vals {
			alts = append(alts, a.Text(v))
		}
		if text := origin.NewChoice(alts...); text != nil {
			a.Pass.ExportObjectFact(obj, &facts.VarFact{Text: text})
		}
	}
}

// writesShownErrors reports whether a function package pkg stores in ff
// writes an error an adapter of another package shows (Entry.Written):
// fixes found there edit this package's files.
func writesShownErrors(ff *facts.FieldFuncsFact, pkg string) bool {
	for _, f := range ff.Stored {
		if f.Pkg != pkg {
			continue
		}
		for _, e := range f.Entries() {
			for _, w := range e.Written {
				if w != nil {
					return true
				}
			}
		}
	}
	return false
}
