package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// CompositeAt returns the keyed composite literal whose brace is at pos.
func CompositeAt(pass *analysis.Pass, pos token.Pos) *ast.CompositeLit {
	if !pos.IsValid() {
		return nil
	}
	var found *ast.CompositeLit
	for _, f := range pass.Files {
		if f.Pos() > pos || f.End() < pos {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if cl, ok := n.(*ast.CompositeLit); ok && cl.Lbrace == pos {
				found = cl
			}
			return found == nil
		})
	}
	if found != nil {
		for _, e := range found.Elts {
			if _, keyed := e.(*ast.KeyValueExpr); !keyed {
				return nil
			}
		}
	}
	return found
}

// AddField inserts a keyed element into a composite literal.
func AddField(pass *analysis.Pass, lit *ast.CompositeLit, elem string) analysis.TextEdit {
	fset := pass.Fset
	if fset.Position(lit.Lbrace).Line == fset.Position(lit.Rbrace).Line {
		text := elem
		if len(lit.Elts) > 0 {
			text = ", " + elem
		}
		return analysis.TextEdit{Pos: lit.Rbrace, End: lit.Rbrace, NewText: []byte(text)}
	}
	indent := strings.Repeat("\t", max(0, fset.Position(lit.Rbrace).Column-1))
	return analysis.TextEdit{Pos: lit.Rbrace, End: lit.Rbrace, NewText: []byte("\t" + elem + ",\n" + indent)}
}

// appendToLiteral appends to a string literal's text the decision dec
// and what else sink s's evidence shows (see extraClauses). A result's
// text gets sentences, after a full stop. A Go error's text (inError)
// gets clauses after a semicolon, in place of any final full stop,
// colon or exclamation mark, so that it ends as Go's convention asks
// (staticcheck's ST1005): "n must not be negative; not transient, the
// same call will fail identically".
func appendToLiteral(s *sink.Sink, lit *ast.BasicLit, dec sink.Decision, inError bool) analysis.TextEdit {
	body := lit.Value[1 : len(lit.Value)-1]
	said := joinClauses(extraClauses(s, constantWords(s), dec, inError), s.Advice.Arg, inError)
	if lit.Value[0] == '"' {
		said = strings.Trim(strconv.Quote(said), `"`)
	}
	at, end := lit.End()-1, lit.End()-1
	if inError {
		kept := strings.TrimRight(body, " .:!")
		at -= token.Pos(len(body) - len(kept))
		if kept != "" {
			said = "; " + said
		}
		return analysis.TextEdit{Pos: at, End: end, NewText: []byte(said)}
	}
	sep := " "
	if trimmed := strings.TrimRight(body, " "); trimmed != "" && !strings.ContainsAny(trimmed[len(trimmed)-1:], ".!?") {
		sep = ". "
	}
	if strings.HasSuffix(body, " ") {
		sep = strings.TrimLeft(sep, " ")
	}
	return analysis.TextEdit{Pos: at, End: end, NewText: []byte(sep + said)}
}

// AppendToExpr returns the edits that append the decision dec (and
// what else the evidence shows) to the sink's expression where no
// literal holds its text (err.Error() of a framework's missing-argument
// error, an error variable): a string gets + ". Not transient; ...",
// an error is wrapped, fmt.Errorf("%w; not transient, ...", err), so
// that errors.Is still sees it. ok is false for any other expression,
// where a helper forming the text puts its own words after the
// expression's on some path (see decideLiteral), and where some path
// of the text decides already: what is appended here ends every path.
func AppendToExpr(fx Fixer, s *sink.Sink, dec sink.Decision) ([]analysis.TextEdit, bool) {
	if s.Expr == nil || s.File == nil || !Pure(s.Expr) || followedByHelpers(s) || defaultMatcher.SomePathDecides(s.Text) {
		return nil, false
	}
	t := fx.pass.TypesInfo.TypeOf(s.Expr) // the types of the file holding it (another package's, for an adapter's sink)
	if t == nil {
		return nil, false
	}
	if types.Implements(t, errorIface) {
		imports, ok := fx.Imports(s.Expr.Pos(), []string{"fmt"})
		if !ok {
			return nil, false
		}
		said := joinClauses(extraClauses(s, constantWords(s), dec, true), s.Advice.Arg, true)
		format := strconv.Quote("%w; " + strings.ReplaceAll(said, "%", "%%"))
		return append(imports, analysis.TextEdit{Pos: s.Expr.Pos(), End: s.Expr.End(),
			NewText: []byte("fmt.Errorf(" + format + ", " + fx.Source(s.Expr) + ")")}), true
	}
	if b, ok := t.Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return nil, false
	}
	said := joinClauses(extraClauses(s, constantWords(s), dec, false), s.Advice.Arg, false)
	return []analysis.TextEdit{{Pos: s.Expr.End(), End: s.Expr.End(), NewText: []byte(" + " + strconv.Quote(". "+said))}}, true
}

// constantWords returns the words the module wrote in s's text.
func constantWords(s *sink.Sink) string {
	var b strings.Builder
	s.Text.Walk(func(n *origin.Node) bool {
		if n.Op == origin.Lit {
			b.WriteString(n.Text + " ")
		}
		return true
	})
	return b.String()
}

// AppendDecision returns the edits that append the decision dec (and
// what else the evidence shows) to the string literal holding the
// sink's text (see literalOf), in a Go error's form where the literal is
// an error's text, and that name the tool before the text where it does
// not (see NameTool). The retryable pass offers them, and protocolerr's
// fix that keeps the words carries them, so that the two fixes agree on
// one sink. ok is false if there is no such literal.
func AppendDecision(pass *analysis.Pass, s *sink.Sink, dec sink.Decision) ([]analysis.TextEdit, bool) {
	return appendDecision(pass, s, dec, false)
}

// appendDecision is AppendDecision; inResult says the literal ends up in
// a tool result whatever holds it now (a fix moves an error's words
// there), so the decision is written as sentences.
func appendDecision(pass *analysis.Pass, s *sink.Sink, dec sink.Decision, inResult bool) ([]analysis.TextEdit, bool) {
	lit, inError := literalOf(pass, s)
	return decideLiteral(pass, s, lit, inError && !inResult, dec)
}

// decideLiteral is appendDecision once lit, the literal holding the
// sink's words, is found; ok is false where there is none, where it
// decides already, where a helper forming the text puts words of its
// own after its callers' on some path (followedByHelpers): a decision
// appended to the callers' literal would stand before them there, or
// where lit is the sink's format, on every path, and some path decides
// already (a helper's text the wrap fix decided).
func decideLiteral(pass *analysis.Pass, s *sink.Sink, lit *ast.BasicLit, inError bool, dec sink.Decision) ([]analysis.TextEdit, bool) {
	if lit == nil || followedByHelpers(s) || s.Format != nil && s.Format.Call.Args[s.Format.Index] == ast.Expr(lit) && defaultMatcher.SomePathDecides(s.Text) {
		return nil, false // (the sink's format is on every path)
	}
	if v, err := strconv.Unquote(lit.Value); err == nil && defaultMatcher.Decides(v) {
		return nil, false // decided there already: a second decision says nothing new
	}
	if fn := funcAt(s.File, s.Pos); fn == nil || !within(fn, lit) {
		// Words written elsewhere may serve other tools and calls: the
		// decision only.
		s = &sink.Sink{Text: s.Text, Decision: s.Decision}
	}
	edits := []analysis.TextEdit{appendToLiteral(s, lit, dec, inError)}
	if name, ok := NameTool(pass, s); ok {
		edits = append([]analysis.TextEdit{name}, edits...)
	}
	return edits, true
}

// NameTool returns the edit that names s's tool at the start of its
// text ("change_quantity failed: "), where its words do not name it
// already: inside the literal the text starts with, if that literal is
// written in the function that hands the text over (a literal elsewhere
// may serve several tools), else before the text, if it is a string
// written there. ok is false where neither holds.
func NameTool(pass *analysis.Pass, s *sink.Sink) (analysis.TextEdit, bool) {
	if namesTool(s) || s.Expr == nil || s.File == nil {
		return analysis.TextEdit{}, false
	}
	prefix := failed(s.Tool) + ": "
	start := ast.Expr(nil)
	if s.Format != nil {
		start = s.Format.Call.Args[s.Format.Index]
		prefix = strings.ReplaceAll(prefix, "%", "%%")
	} else {
		start = firstOperand(pass, s.Expr)
	}
	fn := funcAt(s.File, s.Pos)
	if fn == nil || !within(fn, s.Expr) {
		return analysis.TextEdit{}, false
	}
	if lit, ok := ast.Unparen(start).(*ast.BasicLit); ok && stringLit(lit) != nil && within(fn, lit) {
		if v, err := strconv.Unquote(lit.Value); err == nil && failureStarts[firstWord(v)] {
			prefix = s.Tool + ": " // "create_item: Failed to create item", not "failed: Failed"
			if s.Format != nil {
				prefix = strings.ReplaceAll(prefix, "%", "%%")
			}
		}
		text := prefix
		if lit.Value[0] == '"' {
			text = strings.Trim(strconv.Quote(prefix), `"`)
		} else if strings.Contains(prefix, "`") {
			return analysis.TextEdit{}, false
		}
		return analysis.TextEdit{Pos: lit.Pos() + 1, End: lit.Pos() + 1, NewText: []byte(text)}, true
	}
	if s.Format != nil {
		return analysis.TextEdit{}, false
	}
	if t, ok := pass.TypesInfo.TypeOf(s.Expr).(*types.Basic); ok && t.Kind() == types.String {
		return analysis.TextEdit{Pos: s.Expr.Pos(), End: s.Expr.Pos(), NewText: []byte(strconv.Quote(prefix) + " + ")}, true
	}
	return analysis.TextEdit{}, false
}

// firstWord returns the first word of text, as Words splits it.
func firstWord(text string) string {
	if ws := Words(text); len(ws) > 0 {
		return ws[0]
	}
	return ""
}

// failureStarts are first words of a text that says at once that
// something failed: a tool's name before them needs no "failed".
var failureStarts = map[string]bool{"failed": true, "failure": true, "error": true, "unable": true, "cannot": true, "could": true, "can't": true}

// firstOperand returns the expression a text e starts with: the left
// operand of a concatenation, the argument of errors.New.
func firstOperand(pass *analysis.Pass, e ast.Expr) ast.Expr {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.BinaryExpr:
			if x.Op != token.ADD {
				return x
			}
			e = x.X
		case *ast.CallExpr:
			if calleeName(pass.TypesInfo, x) != "errors.New" || len(x.Args) != 1 {
				return x
			}
			e = x.Args[0]
		default:
			return x
		}
	}
}

// funcAt returns the innermost function (declaration or literal) of
// file holding pos.
func funcAt(file *ast.File, pos token.Pos) ast.Node {
	var found ast.Node
	if file == nil {
		return nil
	}
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil || n.Pos() > pos || pos >= n.End() {
			return false
		}
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			found = n
		}
		return true
	})
	return found
}

func within(outer, inner ast.Node) bool {
	return outer.Pos() <= inner.Pos() && inner.End() <= outer.End()
}

// literalOf finds the string literal holding the sink's text: the format
// of a format call, the argument of errors.New, the last literal of a
// concatenation, or the initializer of a package-level error variable.
// inError says whether the literal is the text of a Go error, the format
// of fmt.Errorf or the argument of errors.New (the texts ST1005 checks).
func literalOf(pass *analysis.Pass, s *sink.Sink) (lit *ast.BasicLit, inError bool) {
	if s.Format != nil {
		lit, _ := s.Format.Call.Args[s.Format.Index].(*ast.BasicLit)
		return stringLit(lit), calleeName(pass.TypesInfo, s.Format.Call) == "fmt.Errorf"
	}
	if s.Expr == nil {
		return nil, false
	}
	if lit, inError := exprLiteral(pass, s.Expr, false); lit != nil {
		return lit, inError
	}
	return templateArgument(s), false
}

// templateArgument returns the string literal a call of a module helper
// that forms the tool's text (s.Template: utils.NewToolResultError("the
// label is required")) passes it, where that literal is the whole of the
// text: the one string literal among the call's arguments, whose value
// is the sink's text.
func templateArgument(s *sink.Sink) *ast.BasicLit {
	if s.Text.Op != origin.Lit {
		return nil
	}
	found := onlyStringArgument(nil, s)
	if found == nil {
		return nil
	}
	if v, err := strconv.Unquote(found.Value); err != nil || v != s.Text.Text {
		return nil
	}
	return found
}

// callerLiteral returns the string literal a call of a module helper
// that forms the tool's text from what its callers pass (s.Template:
// ToolError(logger, "missing required input: org", err)) gives as the
// text's words: the one string literal among the call's arguments, or
// the format of the one fmt.Sprintf among them (ToolError(logger,
// fmt.Sprintf("reading %s", name), err)), whose words before any verb
// are a constant part of the text. Its end is the end of the words the
// caller passes.
func callerLiteral(pass *analysis.Pass, s *sink.Sink) *ast.BasicLit {
	found := onlyStringArgument(pass, s)
	if found == nil {
		return nil
	}
	v, err := strconv.Unquote(found.Value)
	if err != nil {
		return nil
	}
	v, _, _ = strings.Cut(v, "%")
	if v == "" {
		return nil
	}
	for _, l := range s.Text.Leaves(origin.Lit) {
		if strings.HasPrefix(l.Text, v) {
			return found
		}
	}
	return nil
}

// onlyStringArgument returns the one string literal among the arguments
// of s's call of the module helper that forms its text (s.Template), or
// nil where there is none or more than one. Where pass is given, the
// format of an fmt.Sprintf argument counts as such a literal.
func onlyStringArgument(pass *analysis.Pass, s *sink.Sink) *ast.BasicLit {
	call, ok := ast.Unparen(s.Expr).(*ast.CallExpr)
	if s.Template == "" || !ok {
		return nil
	}
	var found *ast.BasicLit
	for _, a := range call.Args {
		a = ast.Unparen(a)
		if c, ok := a.(*ast.CallExpr); ok && pass != nil && calleeName(pass.TypesInfo, c) == "fmt.Sprintf" && len(c.Args) > 0 {
			a = ast.Unparen(c.Args[0])
		}
		if lit, ok := a.(*ast.BasicLit); ok && stringLit(lit) != nil {
			if found != nil {
				return nil
			}
			found = lit
		}
	}
	return found
}

// exprLiteral is literalOf for an expression; inError says whether e is
// the argument of errors.New.
func exprLiteral(pass *analysis.Pass, e ast.Expr, inError bool) (*ast.BasicLit, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		return stringLit(e), inError
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			if lit, in := exprLiteral(pass, e.Y, inError); lit != nil {
				return lit, in
			}
		}
	case *ast.CallExpr:
		if calleeName(pass.TypesInfo, e) == "errors.New" && len(e.Args) == 1 {
			return exprLiteral(pass, e.Args[0], true)
		}
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(e.Args) == 0 {
			return exprLiteral(pass, sel.X, false)
		}
	case *ast.Ident:
		if v, ok := pass.TypesInfo.Uses[e].(*types.Var); ok && v.Parent() == pass.Pkg.Scope() {
			if init := initializer(pass, v); init != nil {
				return exprLiteral(pass, init, false)
			}
		}
	}
	return nil, false
}

func stringLit(lit *ast.BasicLit) *ast.BasicLit {
	if lit != nil && lit.Kind == token.STRING && len(lit.Value) >= 2 {
		return lit
	}
	return nil
}

// initializer returns the expression a package-level variable is
// declared with.
func initializer(pass *analysis.Pass, v *types.Var) ast.Expr {
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if pass.TypesInfo.Defs[name] == v && i < len(vs.Values) && len(vs.Names) == len(vs.Values) {
						return vs.Values[i]
					}
				}
			}
		}
	}
	return nil
}

// calleeName returns the full name of the function call calls
// ("errors.New"), or "".
func calleeName(info *types.Info, call *ast.CallExpr) string {
	if fn, ok := typeutil.Callee(info, call).(*types.Func); ok {
		return fn.FullName()
	}
	return ""
}
