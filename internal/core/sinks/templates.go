package sinks

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
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
				Unflagged: s.Unflagged != nil && !s.Unflagged.Unseen && !s.Unflagged.ByError,
				ByError:   s.Unflagged != nil && s.Unflagged.ByError,
				Failure:   s.Unflagged != nil && (s.Failed || wording.FailureSigns(s, false, true, false)),
				Protocol:  protocolTemplate(s), Channel: s.Channel, Printf: printfWrapper(fn), Tool: s.Tool, Handler: s.Handler}.At(s.Pos).Formed(a.formedBy(fn, s)))
		}
	}
	return append(out, a.closureTemplates(fn)...)
}

// printfWrapper returns one more than the index of fn's format
// parameter if fn passes it and its variadic operands, unchanged, to a
// format function (fmt.Sprintf(format, args...)), else 0. Only plain
// functions: a method's SSA arguments and its call's syntax differ by
// the receiver.
func printfWrapper(fn *ssa.Function) int {
	sig := fn.Signature
	n := len(fn.Params)
	if !sig.Variadic() || sig.Recv() != nil || n < 2 {
		return 0
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || len(call.Call.Args) != 2 || call.Call.Args[1] != fn.Params[n-1] {
				continue
			}
			callee := call.Call.StaticCallee()
			if callee == nil || callee.Object() == nil || frameworks.TextFuncs[callee.Object().(*types.Func).FullName()] != frameworks.TextFormat {
				continue
			}
			for i, p := range fn.Params[:n-1] {
				if call.Call.Args[0] == p {
					return i + 1
				}
			}
		}
	}
	return 0
}

// formedBy returns the helpers forming the text of s, a sink of fn: fn,
// then those forming it inside fn. fn's declaration is looked up in the
// package's syntax as the pass holds it (which pruning does not touch,
// see env.Build), where a fix edits it.
func (a *Finder) formedBy(fn *ssa.Function, s *sink.Sink) []*sink.Helper {
	for _, file := range a.Pass.Files {
		if fn.Pos() < file.FileStart || fn.Pos() >= file.FileEnd {
			continue
		}
		for _, d := range file.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Name.Pos() == fn.Pos() {
				h := &sink.Helper{Name: ssautil.FuncName(fn), Decl: decl, File: file, Pass: a.Pass}
				return append([]*sink.Helper{h}, s.Helpers...)
			}
		}
	}
	return s.Helpers
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
			t := facts.Template{Text: text, IsError: s.IsError, How: s.How,
				Flagless: s.Flagless, ReportsError: wording.ClearlyError(s, false), Protocol: protocolTemplate(s), Channel: s.Channel}
			if h, tool := a.Enclosing(anon); h != nil {
				t.Tool, t.Handler = tool, qualified(a.Pass.Pkg, ssautil.FuncName(h.Fn))
			}
			out = append(out, t.At(s.Pos))
		}
		out = append(out, a.closureTemplates(anon)...)
	}
	return out
}

// protocolTemplate reports whether sink s, made a template, stands for
// the errors of what a caller passes in that leave as JSON-RPC errors: a
// returned error on the protocol channel not known to fail here.
func protocolTemplate(s *sink.Sink) bool { return s.Channel && !s.Protocol && !s.Silenced }
