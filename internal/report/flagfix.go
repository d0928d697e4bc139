package report

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// FlagResult returns the edits that mark the unflagged tool result u as
// an error, keeping its text: the flag argument set to true, the
// builder renamed to its error variant, or the error field added to the
// literal. ok is false when u's result is out of the fix's reach.
func (f Fixer) FlagResult(u *core.Unflagged) ([]Edit, bool) {
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
			value = f.source(sel.X) + "." + u.Wrap + "(true)"
		}
		return []Edit{AddField(f.pass, lit, u.Field+": "+value)}, true
	}
	return nil, false
}

// falseAt returns the constant false of the flag argument at u.Pos,
// wrapped or not (false, anthropic.Bool(false)).
func falseAt(file *ast.File, u *core.Unflagged) *ast.Ident {
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
// (written as res says) with a sentence of the module's and a nil
// error; errExpr, the error of sink s, is logged instead. results are
// the types of the handler's results. The alternatives come in the order
// of s.Decision.
func (f Fixer) ReturnToolResult(s *core.Sink, ret *ast.ReturnStmt, errExpr ast.Expr, results *types.Tuple, res frameworks.ErrorResult, op string) []analysis.SuggestedFix {
	tool := s.Tool
	if len(ret.Results) != results.Len() || len(ret.Results) == 0 {
		return nil
	}
	resultAt := -1
	for i, e := range ret.Results {
		if e != errExpr && !Pure(e) {
			return nil // a dropped result would lose its effects
		}
		if resultAt < 0 {
			if pkg, name := frameworks.NamedType(results.At(i).Type()); pkg == res.Pkg && name == res.Type {
				resultAt = i
			}
		}
	}
	if resultAt < 0 {
		return nil
	}
	logEdit, ok := f.logLine(errExpr, "%v", []ast.Expr{errExpr}, tool)
	if !ok {
		return nil
	}
	imports, ok := f.Imports(ret.Pos(), []string{"log", res.Pkg})
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
				text += fmt.Sprintf(res.Expr, strconv.Quote(Sentence(tool, op, d)))
			case e == errExpr:
				text += "nil"
			default:
				text += f.source(e)
			}
		}
		edits := append([]Edit{logEdit}, imports...)
		first, last := ret.Results[0], ret.Results[len(ret.Results)-1]
		edits = append(edits, Edit{Pos: first.Pos(), End: last.End(), NewText: []byte(text)})
		fixes = append(fixes, analysis.SuggestedFix{Message: protocolFixTitles[d], TextEdits: edits})
	}
	return fixes
}

// protocolFixTitles are the messages of ReturnToolResult's alternatives.
var protocolFixTitles = map[core.Decision]string{
	core.Transient: "Return a tool result flagged as an error that says a retry may succeed, and log the error",
	core.Permanent: "Return a tool result flagged as an error that says a retry will fail identically, and log the error",
}

// KeepWords returns the fixes that turn ret, a handler's return of
// (nil, errExpr) where errExpr builds the module's own words in place
// (errors.New(text), fmt.Errorf without %w, a package-level error
// variable), into a return of a tool result flagged as an error holding
// the same words and a nil error. With no decisions the words already
// say whether to retry and there is one fix; otherwise there is one fix
// per decision, in order, each appending its sentence to the words: the
// return is protocolerr's alone, so its fix must leave nothing for
// retryable to find.
func (f Fixer) KeepWords(ret *ast.ReturnStmt, errExpr ast.Expr, results *types.Tuple, res frameworks.ErrorResult, decisions []core.Decision) []analysis.SuggestedFix {
	if len(ret.Results) != 2 || results.Len() != 2 || ret.Results[1] != errExpr || !Pure(ret.Results[0]) {
		return nil
	}
	if pkg, name := frameworks.NamedType(results.At(0).Type()); pkg != res.Pkg || name != res.Type {
		return nil
	}
	edits, ok := f.keepWordsEdits(ret, errExpr, res)
	if !ok {
		return nil
	}
	if len(decisions) == 0 {
		return []analysis.SuggestedFix{{Message: keepWordsTitle, TextEdits: edits("")}}
	}
	var fixes []analysis.SuggestedFix
	for _, d := range decisions {
		sentence := DecisionSentence(d)
		fixes = append(fixes, analysis.SuggestedFix{Message: keepWordsTitle + ", adding: " + sentence, TextEdits: edits(sentence)})
	}
	return fixes
}

// keepWordsEdits returns how to write KeepWords' edits, given the
// sentence to append to the words they keep ("" for none).
func (f Fixer) keepWordsEdits(ret *ast.ReturnStmt, errExpr ast.Expr, res frameworks.ErrorResult) (func(string) []Edit, bool) {
	imports, ok := f.Imports(ret.Pos(), []string{res.Pkg})
	if !ok {
		return nil, false
	}
	if packageVar(f.pass.TypesInfo, errExpr) {
		// A package-level error variable of the module's: its text, as it is.
		return func(s string) []Edit {
			text := fmt.Sprintf(res.Expr, f.source(errExpr)+".Error()"+concat(s)) + ", nil"
			return append(slices.Clone(imports), Edit{Pos: ret.Results[0].Pos(), End: errExpr.End(), NewText: []byte(text)})
		}, true
	}
	call, ok := ast.Unparen(errExpr).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return nil, false
	}
	fn, ok := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
	if !ok {
		return nil, false
	}
	var open string // what replaces the text from the first result to the words
	switch fn.FullName() {
	case "errors.New":
		// Dropping the call must not leave errors unused: deleting an
		// import is an edit another fix in the file can contradict.
		if len(call.Args) != 1 || !f.stillUses(call, call.Args, "errors") {
			return nil, false
		}
	case "fmt.Errorf":
		format, ok := call.Args[0].(*ast.BasicLit)
		if !ok || strings.Contains(format.Value, "%w") || call.Ellipsis.IsValid() {
			return nil, false
		}
		if fmtImport, ok := f.Imports(ret.Pos(), []string{"fmt"}); !ok || len(fmtImport) > 0 {
			return nil, false
		}
		open = "fmt.Sprintf("
	default:
		return nil, false
	}
	before, after, _ := strings.Cut(res.Expr, "%s")
	if open != "" {
		after = ")" + after
	}
	words := call.Args[0]
	return func(s string) []Edit {
		edits := append(slices.Clone(imports), Edit{Pos: ret.Results[0].Pos(), End: words.Pos(), NewText: []byte(before + open)})
		closing := after + ", nil"
		if lit, ok := ast.Unparen(words).(*ast.BasicLit); ok && lit.Kind == token.STRING && s != "" {
			edits = append(edits, AppendToLiteral(lit, s)) // a format's words too
		} else if open == "" {
			closing = concat(s) + closing
		}
		return append(edits, Edit{Pos: call.Args[len(call.Args)-1].End(), End: errExpr.End(), NewText: []byte(closing)})
	}, true
}

// concat returns the Go code that appends the sentence s to a string
// expression: "" for no sentence.
func concat(s string) string {
	if s == "" {
		return ""
	}
	return " + " + strconv.Quote(" "+s)
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
