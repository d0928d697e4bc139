package sinks

import (
	"slices"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
)

// FieldFuncsHere returns the fact of the functions this package stores
// into func-typed fields, with their summaries, and of those its imports
// list.
func (a *Finder) FieldFuncsHere() *facts.FieldFuncsFact {
	ff := &facts.FieldFuncsFact{Stored: slices.Clone(a.StoredByImports)}
	stored := a.storedFuncs()
	keys := make([]string, 0, len(stored))
	for k := range stored {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, fn := range stored[k] {
			if s := a.Summary(fn); s != nil && s != trace.Recursing && (&facts.FuncFact{Results: s.Results}).Carries() {
				ff.Stored = append(ff.Stored, facts.StoredFunc{Field: k, Pkg: a.Pass.Pkg.Path(), Index: len(ff.Stored),
					Name: qualified(a.Pass.Pkg, ssautil.FuncName(fn)), Tool: a.storedTools[fn].one(), Params: len(fn.Params), Results: s.Results, OkResults: s.OkResults}.WithEntries(a.entries(fn)))
			}
		}
	}
	env.SortStored(ff.Stored)
	return ff
}
