package core

import (
	"slices"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
)

// Module result types and tool tables. Projects often give their
// handlers a result type of their own (type ToolCallResult struct{
// Content string; Error error }, made by NewToolCallResult(text, err))
// and keep the handlers in struct fields (ServerTool{Handler: podsList},
// []ToolDefinition{{Function: ReadFile}}), which an adapter calls and
// turns into a framework's result. The summary of a function returning
// such a type records the texts of its fields; a read of a field of a
// value a call returned takes them from the callee's summary; and a call
// through a func-typed field is a Stored node, which the sink showing it
// fills in with the functions stored into that field in this package
// and in the packages it imports (a package Fact; see entries.go).

// fieldFuncsHere returns the fact of the functions this package stores
// into func-typed fields, with their summaries, and of those its imports
// list.
func (a *pkgAnalysis) fieldFuncsHere() *facts.FieldFuncsFact {
	ff := &facts.FieldFuncsFact{Stored: slices.Clone(a.Imported)}
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
					Name: qualified(a.Pass.Pkg, ssautil.FuncName(fn)), Params: len(fn.Params), Results: s.Results, OkResults: s.OkResults}.WithEntries(a.entries(fn)))
			}
		}
	}
	env.SortStored(ff.Stored)
	return ff
}
