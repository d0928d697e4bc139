package sinks

import (
	"go/token"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Templates returns the sinks of fn whose text depends on its
// parameters: each call of fn is such a sink.
func (a *Finder) Templates(fn *ssa.Function) []facts.Template {
	if fn.Parent() != nil || a.Handlers[fn] != nil {
		return nil
	}
	// Every call of fn asks: a package's error helper has hundreds. A
	// call inside fn's own sinks, or its closures', (recursion) sees
	// them unfinished, and that answer is not kept.
	if t, ok := a.templated[fn]; ok {
		return t
	}
	t := a.templatesOf(fn)
	if !a.sinkingIn(fn) {
		a.templated[fn] = t
	}
	return t
}

// sinkingIn reports whether the sinks of fn or of a closure it makes are
// being found.
func (a *Finder) sinkingIn(fn *ssa.Function) bool {
	return a.sinks.Busy(fn) || slices.ContainsFunc(fn.AnonFuncs, a.sinkingIn)
}

func (a *Finder) templatesOf(fn *ssa.Function) []facts.Template {
	var out []facts.Template
	for _, s := range a.sinksOf(fn) {
		if s.Text.HasParams() {
			out = append(out, facts.Template{Text: s.Text, IsError: s.IsError, How: s.How,
				Flagless: s.Flagless, ReportsError: wording.ClearlyError(s, false),
				Unflagged: s.Unflagged != nil && !s.Unflagged.Unseen,
				Failure:   s.Unflagged != nil && (s.Failed || wording.FailureSigns(s, false, true, false)),
				Protocol:  protocolTemplate(s)}.At(s.Pos))
		}
	}
	return append(out, a.closureTemplates(fn)...)
}

// closureTemplates returns the sinks of the closures fn makes (at any
// depth) that call a function parameter of the package-level function
// enclosing them: an adapter's registered closure calling the handler it
// was given. Other parameter leaves in a closure are its own (the
// request), and become unknown.
func (a *Finder) closureTemplates(fn *ssa.Function) []facts.Template {
	var out []facts.Template
	for _, anon := range fn.AnonFuncs {
		for _, s := range a.sinksOf(anon) {
			if len(s.Text.Leaves(origin.Call)) == 0 {
				continue
			}
			text := s.Text.Subst(allUnknown(anon), nil, "", token.NoPos, false)
			out = append(out, facts.Template{Text: text, IsError: s.IsError, How: s.How,
				Flagless: s.Flagless, ReportsError: wording.ClearlyError(s, false), Protocol: protocolTemplate(s)}.At(s.Pos))
		}
		out = append(out, a.closureTemplates(anon)...)
	}
	return out
}

// protocolTemplate reports whether sink s, made a template, stands for
// the errors of what a caller passes in that leave as JSON-RPC errors: a
// returned error on the protocol channel not known to fail here.
func protocolTemplate(s *sink.Sink) bool { return s.Channel && !s.Protocol }
