package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
)

// WithWrapFix puts the fix of WrapFix, if there is one, before the
// fixes d, the finding of sink s, has. It comes after Settle: the
// finding's message and category must read the same in every driver
// (baselines record them), and only a driver sharing the run's syntax
// offers it. The fix decides nothing itself, so -fix applies it where
// the helpers' callers allow it, and the fixes after it (the category
// says whether they are alternatives) where they do not.
func (r *Reporter) WithWrapFix(d *analysis.Diagnostic, s *sink.Sink) {
	if fix, ok := r.WrapFix(s); ok {
		d.SuggestedFixes = append([]analysis.SuggestedFix{fix}, d.SuggestedFixes...)
	}
}

// WrapFixTitle opens the message of the fix WrapFix returns.
const WrapFixTitle = "Drop the error "

// WrapFix returns the fix that edits the module helpers wrapping the
// foreign errors sink s shows, where the helpers also return errors of
// their own words: a client method whose not-found branch says
// "ConfigMap x not found in namespace y" and whose other branch says
// fmt.Errorf("failed to get ConfigMap %q: %v", name, err). At the sink
// the two are one error value: a fix there keeps both (the leak stays)
// or drops both (the helper's words are lost, and a decision fit for the
// library's failures is said of its own). So the fix drops the foreign
// error from each wrap, logs it there, and keeps the helper's words;
// the texts the sink shows are then the module's own, and the next
// round of -fix ends each where it is formed with the decision its
// evidence supports (retryable).
//
// The helpers' texts change for every caller, so the fix is offered
// only where a driver sharing the run's syntax can check, once every
// package is analyzed, that each call of them is one a tool's finding
// follows (env.Guard); ok is false anywhere else, where a leaking part
// reaches the text other than through such a wrap, or where the text
// has no path of the module's own words (a fix at the sink loses
// nothing there).
func (r *Reporter) WrapFix(s *sink.Sink) (analysis.SuggestedFix, bool) {
	if s.File == nil || s.Outside != nil || s.ChainReader != "" || !ownPath(s.Text) {
		return analysis.SuggestedFix{}, false
	}
	handler, _, _ := siteOf(s.File, s.Pos)
	if handler == nil {
		return analysis.SuggestedFix{}, false
	}
	// The wraps, once each, with the leaves each carries and the guard
	// of each leaf's way to the sink (two tools' paths may share a wrap).
	type wrapped struct {
		wrap
		leaves []*origin.Node
		guards []env.Guard
	}
	var (
		wraps  []*wrapped
		byCall = map[token.Pos]*wrapped{}
		ok     = true
	)
	s.Text.Walk(func(l *origin.Node) bool {
		if !ok || len(l.Kids) > 0 || !l.Leaks() {
			return ok
		}
		w, found := r.wrapOf(l, handler)
		if !found {
			ok = false
			return false
		}
		at := byCall[w.call.Lparen]
		if at == nil {
			at = &wrapped{wrap: w}
			byCall[w.call.Lparen] = at
			wraps = append(wraps, at)
		}
		at.leaves, at.guards = append(at.leaves, l), append(at.guards, w.guard)
		return true
	})
	var (
		edits  []Edit
		helped []string
	)
	for _, w := range wraps {
		if !ok {
			break
		}
		more, fine := w.fx.unwrap(w.call, wrapDecision(s, w.leaves))
		if !fine {
			return analysis.SuggestedFix{}, false
		}
		// The driver finds the guards by the rewrite, the last edit.
		for _, g := range w.guards {
			ok = ok && env.AddGuard(r.pass.Fset, more[len(more)-1].Pos, g)
		}
		edits = append(edits, more...)
		helped = append(helped, w.helper)
	}
	if !ok || len(edits) == 0 {
		return analysis.SuggestedFix{}, false
	}
	slices.Sort(helped)
	return analysis.SuggestedFix{
		Message:   WrapFixTitle + strings.Join(slices.Compact(helped), " and ") + " wraps from its words, and log it there",
		TextEdits: edits,
	}, true
}

// A wrap is where a foreign error a sink shows is wrapped, in a module
// helper, with the helper's words.
type wrap struct {
	fx     Fixer
	call   *ast.CallExpr
	helper string    // the helper's name, for the fix's message
	guard  env.Guard // the helpers whose results the fix changes, and the calls of them the finding follows
}

// wrapOf returns the first wrap of the foreign error leaf by fmt.Errorf,
// in a function of the module other than handler (the one holding the
// sink), whose syntax the run shares; false if there is none, or the
// error passes on from it other than by being returned from module
// functions to the sink.
func (r *Reporter) wrapOf(leaf *origin.Node, handler *ast.FuncDecl) (wrap, bool) {
	hops := leaf.Hops()
	at := slices.IndexFunc(hops, func(h origin.Hop) bool { return h.What == origin.WrappedBy+"fmt.Errorf" })
	if at < 0 {
		return wrap{}, false
	}
	var w wrap
	for i, h := range hops[at:] {
		pass, file := env.PassAt(r.pass.Fset, h.Pos)
		if pass == nil {
			return wrap{}, false
		}
		decl, call, inLit := siteOf(file, h.Pos)
		if decl == nil || inLit && decl != handler {
			return wrap{}, false
		}
		inHandler := decl == handler
		switch {
		case i == 0 && inHandler:
			return wrap{}, false // the sink's own format: its fix drops it
		case i == 0:
			if call == nil {
				return wrap{}, false
			}
			w.fx, w.call = Fixer{pass: pass, file: file, r: r}, call
		case strings.HasPrefix(h.What, origin.ReturnedBy):
			w.guard.Calls = append(w.guard.Calls, h.Pos)
		case strings.HasPrefix(h.What, origin.WrappedBy):
		default:
			return wrap{}, false
		}
		if !inHandler {
			fn, _ := pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if fn == nil {
				return wrap{}, false
			}
			if !slices.Contains(w.guard.Funcs, fn) {
				w.guard.Funcs = append(w.guard.Funcs, fn)
			}
		}
	}
	if len(w.guard.Funcs) == 0 || len(w.guard.Calls) == 0 {
		return wrap{}, false
	}
	w.helper = ssautil.ViaName(w.guard.Funcs[0])
	return w, true
}

// wrapDecision returns how the words a wrap keeps end where the sink's
// evidence decided the retry question by the foreign errors the wrap
// drops, each named in it (a client constructor's error: the server's
// settings, which no retry changes): the decision, in a Go error's
// form, without what only the tool knows (its name, its arguments),
// since the helper serves other tools too. Nil where it decided nothing
// of them: the next round decides the text the tool shows.
func wrapDecision(s *sink.Sink, leaves []*origin.Node) func(kept string) string {
	if s.Decision == sink.Undecided || slices.ContainsFunc(leaves, func(l *origin.Node) bool { return l.Text == "" || !strings.Contains(s.Evidence, l.Text) }) {
		return nil
	}
	general := &sink.Sink{Decision: s.Decision, Evidence: s.Evidence, Advice: sink.Advice{Move: s.Advice.Move}}
	return func(kept string) string { return Decide(general, strings.TrimRight(kept, " .:;"), s.Decision, true) }
}

// unwrap returns the edits that make call, a helper's
// fmt.Errorf(format, ...) wrapping an error, keep the helper's words
// and the operands that are not errors, ended by decide where it is
// not nil, and log the errors instead just before its statement; false
// if the call is not simple enough to rewrite (see readPrintf) or its
// words without the errors are none.
func (fx Fixer) unwrap(call *ast.CallExpr, decide func(kept string) string) ([]Edit, bool) {
	if calleeName(fx.pass.TypesInfo, call) != "fmt.Errorf" || len(call.Args) < 2 || call.Ellipsis.IsValid() {
		return nil, false
	}
	operands := call.Args[1:]
	isErr := func(i int) bool { return i < len(operands) && errorOperand(fx.pass.TypesInfo, operands[i]) != nil }
	pc, ok := readPrintf(&sink.Format{Call: call}, isErr)
	if !ok || len(pc.dropped) == 0 {
		return nil, false
	}
	kept, keptArgs := fx.keptFormat(pc, isErr)
	if !strings.ContainsFunc(kept, func(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }) {
		return nil, false
	}
	for i, v := range pc.verbs {
		if !isErr(i) && strings.HasSuffix(v, "w") {
			return nil, false
		}
	}
	var verbs []string
	for i, v := range pc.verbs {
		if isErr(i) {
			verbs = append(verbs, strings.Replace(v, "w", "v", 1))
		}
	}
	logEdit, logPkg, ok := fx.LogLine(call, strings.Join(verbs, " "), pc.dropped, Who{InHelper: true})
	if !ok {
		return nil, false
	}
	at, end, replace, add := fx.rewrite(pc, keptArgs)
	imports, ok := fx.Imports(call.Pos(), append(add, logPkg))
	if !ok {
		return nil, false
	}
	if decide != nil {
		kept = decide(kept)
	}
	return append(append([]Edit{logEdit}, imports...), Edit{Pos: at, End: end, NewText: []byte(replace(kept))}), true
}

// siteOf returns what holds pos in file: the function declaration,
// the call whose Lparen is at pos if any, and whether a function
// literal of the declaration holds it (what that returns is not the
// declaration's result).
func siteOf(file *ast.File, pos token.Pos) (decl *ast.FuncDecl, call *ast.CallExpr, inLit bool) {
	for _, n := range enclosing(file, pos, pos) {
		switch n := n.(type) {
		case *ast.FuncDecl:
			decl = n
		case *ast.FuncLit:
			inLit = true
		case *ast.CallExpr:
			if n.Lparen == pos {
				call = n
			}
		}
	}
	return decl, call, inLit
}
