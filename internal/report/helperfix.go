package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// WithHelperFix gives d, the finding of sink s, where it has no fix of
// its own, the fix that edits the helpers forming its text (see
// helperFix). The fix's message names them; the finding's does not
// change, since drivers that analyse a package at a time (go vet) know
// no other package's syntax and offer no such fix, and a message must
// read the same in every driver (baselines record it).
func (r *Reporter) WithHelperFix(d *analysis.Diagnostic, s *sink.Sink) {
	if len(d.SuggestedFixes) > 0 {
		return
	}
	if fix, ok := r.helperFix(s); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
}

// helperFix returns the fix that edits, once, the module helpers that
// form the sink's text from what their callers pass (s.Helpers:
// utils.NewToolResultErrorFromErr(message, err)), so that they stop
// showing the error they are given: each format or concatenation in a
// helper that shows one of its error parameters drops it, and the
// helper logs it just before that statement. Every finding whose text a
// helper forms carries the same edits, so applying many is applying
// one. Where the words the helper keeps are its own, they end with the
// bounded decision, the one sentence right for every caller (see
// Bounded). Where they are its callers' (a message parameter), each
// caller knows what failed: the fix also appends, to the literal this
// call passes, the decision its evidence supports ("missing required
// input: org. Not transient; …" where the helper would have said
// "retry once" to every caller); each finding carries its own call's
// edit beside the shared ones. ok is false when no helper shows an
// error parameter in a form simple enough to rewrite, when the callers'
// words have no literal here to decide, or when the text leaves as a
// returned Go error: such a helper may serve code other than tools,
// whose errors must stay as they are.
func (r *Reporter) helperFix(s *sink.Sink) (analysis.SuggestedFix, bool) {
	if s.How.Kind == sink.Returns {
		return analysis.SuggestedFix{}, false
	}
	var (
		edits   []Edit
		names   []string
		callers bool // the kept words are the callers'
	)
	for _, h := range s.Helpers {
		if h.File == nil || h.Decl.Body == nil || h.Pass == nil {
			continue
		}
		fx := Fixer{pass: h.Pass, file: h.File, r: r}
		if more, theirs := fx.stopShowingErrors(h.Decl); len(more) > 0 {
			edits = append(edits, more...)
			names = append(names, h.Name)
			callers = callers || theirs
		}
	}
	if len(edits) == 0 {
		return analysis.SuggestedFix{}, false
	}
	said := Bounded
	if callers {
		decide, ok := decideLiteral(r.pass, s, callerLiteral(r.pass, s), false, s.Decision)
		if !ok {
			return analysis.SuggestedFix{}, false
		}
		edits = append(edits, decide...)
		said = DecisionSentence(s.Decision)
	}
	return analysis.SuggestedFix{
		Message:   "Log the error " + strings.Join(names, " and ") + " is given instead of showing it, and say: " + said,
		TextEdits: edits,
	}, true
}

// followedByHelpers reports whether a helper forming s's text shows its
// callers' words followed by words of its own on some path (see
// leadsOwnWords).
func followedByHelpers(s *sink.Sink) bool {
	return slices.ContainsFunc(s.Helpers, func(h *sink.Helper) bool {
		return h.Decl != nil && h.Decl.Body != nil && h.Pass != nil && (Fixer{pass: h.Pass, file: h.File}).leadsOwnWords(h.Decl)
	})
}

// leadsOwnWords reports whether decl shows one of its string parameters
// (its callers' words) followed by words of its own on some path
// (fmt.Sprintf("%s: rate limit exceeded. Retry after %v.", message,
// wait)): a decision appended to the callers' words would stand there
// before the helper's own, and contradict it.
func (fx Fixer) leadsOwnWords(decl *ast.FuncDecl) bool {
	words := fx.paramsOf(decl, types.Typ[types.String])
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok || len(call.Args) < 2 {
			return !found
		}
		if name := calleeName(fx.pass.TypesInfo, call); name != "fmt.Sprintf" && name != "fmt.Errorf" {
			return true
		}
		pc, ok := readPrintf(&sink.Format{Call: call}, func(int) bool { return false })
		if !ok {
			return true
		}
		shown := false
		for _, p := range pc.pieces {
			switch {
			case p.Verb != 0:
				shown = shown || fx.refersToAny(pc.operands[p.Arg], words)
			case shown:
				found = strings.ContainsFunc(pc.format[p.Start:p.End], unicode.IsLetter)
			}
			if found {
				break
			}
		}
		return !found
	})
	return found
}

// stopShowingErrors returns the edits that make decl stop showing its
// error parameters, or none if it shows none in a form it can rewrite;
// callers says that the words it keeps are its callers' (a string
// parameter), which then get no decision here (see helperFix).
func (fx Fixer) stopShowingErrors(decl *ast.FuncDecl) (edits []Edit, callers bool) {
	params := fx.paramsOf(decl, errorType)
	if len(params) == 0 {
		return nil, false
	}
	words := fx.paramsOf(decl, types.Typ[types.String])
	inChain := map[ast.Node]bool{}
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		var more []Edit
		theirs := false
		switch n := n.(type) {
		case *ast.CallExpr:
			more, theirs = fx.dropFromFormat(decl, n, params, words)
		case *ast.BinaryExpr:
			if n.Op == token.ADD && !inChain[n] {
				terms := concatTerms(n, inChain)
				more, theirs = fx.dropFromConcat(decl, n, terms, params, words)
			}
		}
		edits = append(edits, more...)
		callers = callers || len(more) > 0 && theirs
		return true
	})
	return edits, callers
}

// refersToAny reports whether e is an identifier of one of params.
func (fx Fixer) refersToAny(e ast.Expr, params map[types.Object]bool) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && params[fx.pass.TypesInfo.Uses[id]]
}

// paramsOf returns decl's parameters of type t.
func (fx Fixer) paramsOf(decl *ast.FuncDecl, t types.Type) map[types.Object]bool {
	out := map[types.Object]bool{}
	for _, field := range decl.Type.Params.List {
		for _, name := range field.Names {
			if v, ok := fx.pass.TypesInfo.Defs[name].(*types.Var); ok && types.Identical(v.Type(), t) {
				out[v] = true
			}
		}
	}
	return out
}

// shows reports whether e is one of params or its Error().
func (fx Fixer) shows(e ast.Expr, params map[types.Object]bool) (*ast.Ident, bool) {
	id, ok := ast.Unparen(errorOperand(fx.pass.TypesInfo, e)).(*ast.Ident)
	return id, ok && params[fx.pass.TypesInfo.Uses[id]]
}

// dropFromFormat returns the edits that drop the error parameters from
// call, an fmt.Sprintf or fmt.Errorf showing one: the format keeps the
// rest, and the parameter is logged. The kept words end with the
// bounded decision unless an operand kept is one of words, the
// helper's string parameters: then they are its callers' (callers).
func (fx Fixer) dropFromFormat(decl *ast.FuncDecl, call *ast.CallExpr, params, words map[types.Object]bool) (edits []Edit, callers bool) {
	name := calleeName(fx.pass.TypesInfo, call)
	if name != "fmt.Sprintf" && name != "fmt.Errorf" || len(call.Args) < 2 {
		return nil, false
	}
	drop := func(i int) bool {
		_, ok := fx.shows(call.Args[1+i], params)
		return ok
	}
	pc, ok := readPrintf(&sink.Format{Call: call}, drop)
	if !ok || len(pc.dropped) == 0 {
		return nil, false
	}
	for i, operand := range pc.operands {
		callers = callers || !drop(i) && fx.refersToAny(operand, words)
	}
	kept, keptArgs := fx.keptFormat(pc, drop)
	asError := name == "fmt.Errorf"
	at, end, replace, add := fx.rewrite(pc, keptArgs)
	text := replace(decided(kept, asError))
	if callers {
		text = replace(strings.TrimRight(kept, " \t\n:;,-="))
		if verb := strings.TrimSpace(kept); name == "fmt.Sprintf" && len(keptArgs) == 1 && (verb == "%s" || verb == "%v") && fx.stillUses(call, pc.dropped, "fmt") {
			at, end, text = call.Pos(), call.End(), keptArgs[0] // the caller's words alone
		}
	}
	var logged []ast.Expr
	for _, d := range pc.dropped {
		id, _ := fx.shows(d, params)
		logged = append(logged, id)
	}
	return fx.helperEdits(decl, call, logged, add, Edit{Pos: at, End: end, NewText: []byte(text)}), callers
}

// decided is the helper's kept words with the bounded decision, or as
// they are where they state a decision already (a fix applied before,
// by another finding of the same helper).
func decided(words string, asError bool) string {
	if defaultMatcher.Decides(words) {
		return words
	}
	words = strings.TrimRight(words, " \t\n:;,-=.")
	if words == "" {
		words = "the request did not succeed"
	}
	return Decide(&sink.Sink{}, words, sink.Undecided, asError)
}

// defaultMatcher finds the default retry phrases.
var defaultMatcher = NewMatcher(config.DefaultRetryPhrases)

// concatTerms returns the operands of the chain of + that e heads, in
// order, marking its inner links in inChain.
func concatTerms(e *ast.BinaryExpr, inChain map[ast.Node]bool) []ast.Expr {
	var terms []ast.Expr
	var walk func(x ast.Expr)
	walk = func(x ast.Expr) {
		if b, ok := ast.Unparen(x).(*ast.BinaryExpr); ok && b.Op == token.ADD {
			inChain[b] = true
			walk(b.X)
			walk(b.Y)
			return
		}
		terms = append(terms, x)
	}
	walk(e)
	return terms
}

// dropFromConcat returns the edits that drop the error parameters from
// the concatenation e of terms (message + ": " + err.Error()): the
// punctuation introducing them goes too, the text ends with the bounded
// decision, and the parameter is logged.
func (fx Fixer) dropFromConcat(decl *ast.FuncDecl, e *ast.BinaryExpr, terms []ast.Expr, params, words map[types.Object]bool) (edits []Edit, callers bool) {
	var (
		kept   []ast.Expr
		logged []ast.Expr
	)
	for _, t := range terms {
		id, ok := fx.shows(t, params)
		if !ok {
			kept = append(kept, t)
			callers = callers || fx.refersToAny(t, words)
			continue
		}
		logged = append(logged, id)
		if n := len(kept); n > 0 && punctuation(kept[n-1]) {
			kept = kept[:n-1] // only the punctuation introducing it
		}
	}
	if len(logged) == 0 {
		return nil, false
	}
	var parts []string
	for _, t := range kept {
		parts = append(parts, fx.Source(t))
	}
	tail := ". " + Bounded
	switch {
	case callers:
		// The callers' words, each decided where it is passed.
		if n := len(kept); n > 1 && punctuation(kept[n-1]) {
			parts = parts[:n-1] // punctuation after what is dropped
		}
	case len(parts) == 0:
		parts = append(parts, strconv.Quote(decided("", false)))
	default:
		if lit, ok := kept[len(kept)-1].(*ast.BasicLit); ok && lit.Kind == token.STRING {
			v, _ := strconv.Unquote(lit.Value)
			parts[len(parts)-1] = strconv.Quote(decided(v, false))
		} else {
			parts = append(parts, strconv.Quote(tail))
		}
	}
	return fx.helperEdits(decl, e, logged, nil, Edit{Pos: e.Pos(), End: e.End(), NewText: []byte(strings.Join(parts, " + "))}), callers
}

// punctuation reports whether e is a string literal of punctuation
// alone (": "), which only joins what a concatenation drops.
func punctuation(e ast.Expr) bool {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return false
	}
	v, err := strconv.Unquote(lit.Value)
	return err == nil && strings.TrimSpace(strings.TrimRight(v, " :;,-=")) == ""
}

// helperEdits returns the edit rewriting a helper's text with the line
// logging what it stops showing (unless the helper logs it already)
// before the statement holding node and the imports both need; none if
// either cannot be made.
func (fx Fixer) helperEdits(decl *ast.FuncDecl, node ast.Node, dropped []ast.Expr, add []string, text Edit) []Edit {
	var (
		verbs []string
		log   []ast.Expr
	)
	for _, d := range dropped {
		if !fx.logs(decl, d) {
			verbs = append(verbs, "%v")
			log = append(log, d)
		}
	}
	edits := []Edit{text}
	if len(log) > 0 {
		logEdit, logPkg, ok := fx.LogLine(node, strings.Join(verbs, " "), log, Who{})
		if !ok {
			return nil
		}
		edits = append(edits, logEdit)
		add = append(add, logPkg)
	}
	imports, ok := fx.Imports(node.Pos(), add)
	if !ok {
		return nil
	}
	return append(edits, imports...)
}

// logs reports whether decl hands param to a logger already
// (log.WithError(err).Error(message)): the fix need not log it again.
func (fx Fixer) logs(decl *ast.FuncDecl, param ast.Expr) bool {
	obj := fx.pass.TypesInfo.Uses[param.(*ast.Ident)]
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		fn, ok := typeutil.Callee(fx.pass.TypesInfo, call).(*types.Func)
		if !ok || fn.Pkg() == nil || !loggers[fn.Pkg().Path()] {
			return true
		}
		for _, a := range call.Args {
			if id, ok := ast.Unparen(a).(*ast.Ident); ok && fx.pass.TypesInfo.Uses[id] == obj {
				found = true
			}
		}
		return true
	})
	return found
}

// loggers are the packages whose functions and methods log what they
// are given.
var loggers = map[string]bool{stdLog: true, slogPkg: true, logrus: true, zapPkg: true, "go.uber.org/zap/zapcore": true, "github.com/rs/zerolog": true, zerolog: true, "github.com/hashicorp/go-hclog": true}
