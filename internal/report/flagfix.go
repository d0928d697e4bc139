package report

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// FlagResult returns the edits that mark the unflagged tool result u as
// an error, keeping its text: the flag argument set to true, the
// builder renamed to its error variant, or the error field added to the
// literal. ok is false when u's result is out of the fix's reach.
func (f Fixer) FlagResult(u *sink.Unflagged) ([]Edit, bool) {
	switch {
	case u.Arg:
		if lit := falseAt(f.file, u); lit != nil {
			return []Edit{{Pos: lit.Pos(), End: lit.End(), NewText: []byte("true")}}, true
		}
	case u.Variant != "":
		if call, ok := exprAt(f.file, u.Pos).(*ast.CallExpr); ok {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
				return []Edit{{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(u.Variant)}}, true
			}
		}
	case u.Field != "":
		lit := CompositeAt(f.pass, u.Pos)
		if lit == nil {
			return nil, false
		}
		value := "true"
		if u.Wrap != "" {
			// Qualified as the literal's type is: anthropic.Bool(true).
			sel, ok := lit.Type.(*ast.SelectorExpr)
			if !ok {
				return nil, false
			}
			value = f.Source(sel.X) + "." + u.Wrap + "(true)"
		}
		return []Edit{AddField(f.pass, lit, u.Field+": "+value)}, true
	}
	return nil, false
}

// flagging returns the edits that mark s's result as an error where the
// iserror pass reports it unmarked: a fix that rewrites the text of
// such a result into a sentence with a retry decision marks it too, or
// the next run would report the result, and only then offer to mark
// it. ok is false when the result is out of reach.
func (f Fixer) flagging(s *sink.Sink) ([]Edit, bool) {
	if !s.Failure || s.Unflagged == nil || s.Unflagged.Unseen || s.Unflagged.ByError {
		return nil, true // (the move to the returned error is iserror's)
	}
	return f.FlagResult(s.Unflagged)
}

// falseAt returns the constant false of the flag argument at u.Pos,
// wrapped or not (false, anthropic.Bool(false)).
func falseAt(file *ast.File, u *sink.Unflagged) *ast.Ident {
	var found *ast.Ident
	if arg := exprAt(file, u.Pos); arg != nil {
		ast.Inspect(arg, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name == "false" {
				found = id
			}
			return found == nil
		})
	}
	return found
}

// exprAt returns the outermost expression that starts at pos.
func exprAt(file *ast.File, pos token.Pos) ast.Expr {
	var found ast.Expr
	ast.Inspect(file, func(n ast.Node) bool {
		if found != nil || n == nil {
			return false
		}
		if e, ok := n.(ast.Expr); ok && e.Pos() == pos {
			found = e
			return false
		}
		return true
	})
	return found
}

// ReturnToolResult returns the two alternative fixes that turn ret, a
// handler's return of a non-nil error errExpr that would leave as a
// protocol error, into a return of a tool result flagged as an error
// (written as res says) whose text is words(d), an expression of the
// module's words (SentenceOf, or Fixer.KeptWords), and a nil error;
// errExpr, the error of sink s, is logged instead. results are the types
// of the handler's results. The alternatives come in the order of
// s.Decision.
func (f Fixer) ReturnToolResult(s *sink.Sink, ret *ast.ReturnStmt, errExpr ast.Expr, results *types.Tuple, res frameworks.ErrorResult, words func(sink.Decision) string) []analysis.SuggestedFix {
	if len(ret.Results) != results.Len() || len(ret.Results) == 0 {
		return nil
	}
	resultAt := -1
	for i, e := range ret.Results {
		if e != errExpr && !Pure(e) {
			return nil // a dropped result would lose its effects
		}
		if resultAt < 0 {
			if res.Of(results.At(i).Type()) {
				resultAt = i
			}
		}
	}
	if resultAt < 0 {
		return nil
	}
	logEdit, logPkg, ok := f.LogLine(errExpr, "%v", []ast.Expr{errExpr}, WhoOf(s))
	if !ok {
		return nil
	}
	add := []string{logPkg, res.Pkg}
	if branch, paths := f.returnedJSONField(s, ret, errExpr, resultAt, res); branch != "" {
		if _, ok := f.Imports(ret.Pos(), append(slices.Clip(add), paths...)); ok {
			add = append(add, paths...)
			logEdit.NewText = append(slices.Clip(logEdit.NewText), branch...)
		}
	}
	imports, ok := f.Imports(ret.Pos(), add)
	if !ok {
		return nil
	}
	var fixes []analysis.SuggestedFix
	for _, d := range Decisions(s.Decision) {
		text := ""
		for j, e := range ret.Results {
			if j > 0 {
				text += ", "
			}
			switch {
			case j == resultAt:
				text += fmt.Sprintf(res.Expr, words(d))
			case e == errExpr:
				text += "nil"
			default:
				text += f.Source(e)
			}
		}
		edits := append([]Edit{logEdit}, imports...)
		first, last := ret.Results[0], ret.Results[len(ret.Results)-1]
		edits = append(edits, Edit{Pos: first.Pos(), End: last.End(), NewText: []byte(text)})
		fixes = append(fixes, analysis.SuggestedFix{Message: protocolFixTitles[d], TextEdits: edits})
	}
	return fixes
}

// returnedJSONField returns the branch to insert before ret, which
// ReturnToolResult makes return the flagged result res at resultAt in
// place of errExpr, where the tool's input did not decode into typed
// fields (sink.Advice.JSONFields): a copy of the return whose result
// names the field of the wrong type (frameworks.JSONField); and the
// imports it needs. None where errExpr holds no one error variable.
func (f Fixer) returnedJSONField(s *sink.Sink, ret *ast.ReturnStmt, errExpr ast.Expr, resultAt int, res frameworks.ErrorResult) (string, []string) {
	if s.Decision != sink.Permanent || !s.Advice.JSONFields {
		return "", nil
	}
	var errVar ast.Expr
	if id, ok := ast.Unparen(errExpr).(*ast.Ident); ok {
		errVar = id
	} else if call, ok := ast.Unparen(errExpr).(*ast.CallExpr); ok && calleeName(f.pass.TypesInfo, call) == "fmt.Errorf" {
		for _, a := range call.Args[1:] {
			if e := errorOperand(f.pass.TypesInfo, a); e != nil {
				if errVar != nil {
					return "", nil
				}
				errVar = e
			}
		}
	}
	if _, ok := errVar.(*ast.Ident); !ok {
		return "", nil
	}
	indent, ok := f.Indent(ret.Pos())
	if !ok {
		return "", nil
	}
	w := &branchWriter{f: f, s: s, stmt: ret, expr: ret.Results[resultAt], err: f.Source(errVar),
		flag: []Edit{{Pos: errExpr.Pos(), End: errExpr.End(), NewText: []byte("nil")}},
		lead: cmp.Or(ownLead(s, ""), failed(s.Tool)), wrap: res.Expr, used: map[string]bool{}}
	if !w.branch([]frameworks.Class{frameworks.JSONField}, indent) {
		return "", nil
	}
	return w.b.String(), w.paths
}

// protocolFixTitles are the messages of ReturnToolResult's alternatives.
var protocolFixTitles = map[sink.Decision]string{
	sink.Transient: "Return a tool result flagged as an error that says a retry may succeed, and log the error",
	sink.Permanent: "Return a tool result flagged as an error that says a retry will fail identically, and log the error",
	sink.Undecided: "Return a tool result flagged as an error that says to retry once, then tell the user, and log the error",
}

// SentenceOf returns the Go expression of the module's sentence saying op
// failed at sink s, in the module's words where they lead its text,
// ended with a decision (see moduleSentence). Where no tool is known
// (one handler serves a table of tools) but the request at the sink's
// statement names it, the sentence opens with that name, read when the
// call is made: request.Params.Name + " failed: …".
func (f Fixer) SentenceOf(s *sink.Sink, op string) func(sink.Decision) string {
	own := ownLead(s, op)
	named, name := f.runTimeTool(s)
	return func(d sink.Decision) string {
		if name != "" {
			if rest, ok := afterToolMark(moduleSentence(named, own, op, d, false)); ok {
				return name + " + " + strconv.Quote(rest)
			}
		}
		return strconv.Quote(moduleSentence(s, own, op, d, false))
	}
}

// runTimeTool returns, where sink s knows no tool but the request at
// its statement names it, a copy of s whose tool is toolMark and the
// expression that reads the name (request.Params.Name); s and "" where
// there is none.
func (f Fixer) runTimeTool(s *sink.Sink) (*sink.Sink, string) {
	if s.Tool != "" || s.Stmt == nil {
		return s, ""
	}
	name := f.requestToolName(s.Stmt)
	if name == "" {
		return s, ""
	}
	named := *s
	named.Tool = toolMark
	return &named, name
}

// toolMark stands for the tool's name in a sentence whose tool is read
// at run time (see SentenceOf): no tool is named so.
const toolMark = "\x00tool\x00"

// afterToolMark returns what follows toolMark where text opens with it
// and names the tool nowhere else.
func afterToolMark(text string) (string, bool) {
	rest, ok := strings.CutPrefix(text, toolMark)
	return rest, ok && !strings.Contains(rest, toolMark)
}

// KeepWords returns the fix that turns ret, a handler's return of
// (nil, s.Expr) where s.Expr builds the module's own words in place
// (errors.New(text), or fmt.Errorf without %w), into a return of a
// tool result flagged as an error holding the same words and a nil
// error. The words are kept as they are, so other passes' fixes to them
// still apply. Words that do not decide whether a retry can help get
// the decision appended, as the retryable pass appends it (the same
// edit), in two alternatives in the order of s.Decision: otherwise the
// next run would report the flagged result for its missing decision.
func (f Fixer) KeepWords(s *sink.Sink, ret *ast.ReturnStmt, results *types.Tuple, res frameworks.ErrorResult, decides bool) []analysis.SuggestedFix {
	errExpr := s.Expr
	if len(ret.Results) != 2 || results.Len() != 2 || ret.Results[1] != errExpr || !Pure(ret.Results[0]) {
		return nil
	}
	if !res.Of(results.At(0).Type()) {
		return nil
	}
	if packageVar(f.pass.TypesInfo, errExpr) {
		// A package-level error variable of the module's: its text, as it is.
		imports, ok := f.Imports(ret.Pos(), []string{res.Pkg})
		if !ok {
			return nil
		}
		words := f.Source(errExpr) + ".Error()"
		if !namesTool(s) {
			words = strconv.Quote(failed(s.Tool)+": ") + " + " + words
		}
		if decides {
			text := fmt.Sprintf(res.Expr, words) + ", nil"
			return []analysis.SuggestedFix{{Message: keepWordsTitle, TextEdits: append(imports, Edit{Pos: ret.Results[0].Pos(), End: errExpr.End(), NewText: []byte(text)})}}
		}
		// The variable may serve other code, and its text is an
		// error's: the decision follows it in the result, not in it.
		var fixes []analysis.SuggestedFix
		for _, d := range Decisions(s.Decision) {
			said := ". " + joinClauses(extraClauses(s, constantWords(s), d, false), s.Advice.Arg, false)
			text := fmt.Sprintf(res.Expr, words+" + "+strconv.Quote(said)) + ", nil"
			edits := append(slices.Clone(imports), Edit{Pos: ret.Results[0].Pos(), End: errExpr.End(), NewText: []byte(text)})
			fixes = append(fixes, analysis.SuggestedFix{Message: keepWordsTitle + keepWordsDecision[d], TextEdits: edits})
		}
		return fixes
	}
	call, ok := ast.Unparen(errExpr).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return nil
	}
	fn, ok := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
	if !ok {
		return nil
	}
	var (
		open  string // what replaces the text from the first result to the words
		from  token.Pos
		verbs []Edit // %w made %v
	)
	switch fn.FullName() {
	case "errors.New":
		// Dropping the call must not leave errors unused: deleting an
		// import is an edit another fix in the file can contradict.
		if len(call.Args) != 1 || !f.stillUses(call, call.Args, "errors") {
			return nil
		}
		from = call.Args[0].Pos()
	case "fmt.Errorf":
		format, ok := call.Args[0].(*ast.BasicLit)
		if !ok || call.Ellipsis.IsValid() {
			return nil
		}
		// The module's own error it wraps ("close_issue: %w" of
		// errNoID) is shown as its text: %v formats it outside
		// fmt.Errorf.
		for i := strings.Index(format.Value, "%w"); i >= 0; i = next(format.Value, "%w", i) {
			if i > 0 && format.Value[i-1] == '%' {
				return nil // "%%w": leave it to a human
			}
			at := format.Pos() + token.Pos(i+1)
			verbs = append(verbs, Edit{Pos: at, End: at + 1, NewText: []byte("v")})
		}
		imports, ok := f.Imports(ret.Pos(), []string{"fmt"})
		if !ok || len(imports) > 0 {
			return nil
		}
		open, from = "fmt.Sprintf(", call.Args[0].Pos()
		if len(call.Args) == 1 && !strings.Contains(format.Value, "%") && f.stillUses(call, call.Args, "fmt") {
			open = "" // no operands: the format is the words
		}
	default:
		return nil
	}
	before, after, ok := strings.Cut(res.Expr, "%s")
	imports, iok := f.Imports(ret.Pos(), []string{res.Pkg})
	if !ok || !iok {
		return nil
	}
	if open != "" {
		after = ")" + after
	}
	edits := append(append(imports, verbs...),
		Edit{Pos: ret.Results[0].Pos(), End: from, NewText: []byte(before + open)},
		Edit{Pos: call.Args[len(call.Args)-1].End(), End: errExpr.End(), NewText: []byte(after + ", nil")})
	return f.deciding(s, edits, decides)
}

// next returns the index of the next sep in s after the one at i, or -1.
func next(s, sep string, i int) int {
	j := strings.Index(s[i+len(sep):], sep)
	if j < 0 {
		return -1
	}
	return i + len(sep) + j
}

// deciding returns KeepWords' fixes of edits: the one fix if the words
// decide, else one per decision, each appending it to the words (or
// none if there is no literal to append to).
func (f Fixer) deciding(s *sink.Sink, edits []Edit, decides bool) []analysis.SuggestedFix {
	if decides {
		if name, ok := NameTool(f.pass, s); ok {
			edits = append(edits, name)
		}
		return []analysis.SuggestedFix{{Message: keepWordsTitle, TextEdits: edits}}
	}
	var fixes []analysis.SuggestedFix
	for _, d := range Decisions(s.Decision) {
		add, ok := appendDecision(f.pass, s, d, true)
		if !ok {
			return nil
		}
		fixes = append(fixes, analysis.SuggestedFix{Message: keepWordsTitle + keepWordsDecision[d], TextEdits: append(slices.Clone(edits), add...)})
	}
	return fixes
}

// packageVar reports whether e names a package-level variable
// (errClosed, store.ErrNotFound).
func packageVar(info *types.Info, e ast.Expr) bool {
	var id *ast.Ident
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	default:
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	return ok && v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
}

const keepWordsTitle = "Return a tool result flagged as an error with the same words"

// keepWordsDecision ends the messages of KeepWords' alternatives.
var keepWordsDecision = map[sink.Decision]string{
	sink.Transient: ", adding that a retry may succeed",
	sink.Permanent: ", adding that a retry will fail identically",
	sink.Undecided: ", adding to retry once, then tell the user",
}
