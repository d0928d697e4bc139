package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core"
	"golang.org/x/tools/go/analysis"
)

// DropOperands returns the two alternative fixes that rewrite the
// printf-style call f so that the operands for which drop is true no
// longer reach the model: their verbs leave the format (with the
// punctuation that introduced them), a retry sentence ends it, and the
// dropped operands are logged just before the statement instead.
// fmt.Errorf and fmt.Sprintf left without operands become errors.New and
// a plain string. It returns nil when the call is not simple enough to
// rewrite safely (a non-literal format, explicit argument indexes).
func (fx Fixer) DropOperands(f *core.Format, drop func(i int) bool, tool string) []analysis.SuggestedFix {
	lit, ok := f.Call.Args[f.Index].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil
	}
	format, err := strconv.Unquote(lit.Value)
	if err != nil {
		return nil
	}
	var (
		kept        strings.Builder
		keptArgs    []string
		droppedArgs []ast.Expr
		verbs       []string
	)
	operands := f.Call.Args[f.Index+1:]
	for _, p := range core.ParseFormat(format) {
		switch {
		case p.Verb == 0:
			kept.WriteString(format[p.Start:p.End])
		case p.Arg != len(keptArgs)+len(droppedArgs) || p.Arg >= len(operands):
			return nil // explicit indexes or width operands: leave it to a human
		case drop(p.Arg):
			droppedArgs = append(droppedArgs, operands[p.Arg])
			verbs = append(verbs, format[p.Start:p.End])
			trimmed := strings.TrimRight(kept.String(), " \t\n:;,-=(")
			kept.Reset()
			kept.WriteString(trimmed)
		default:
			kept.WriteString(format[p.Start:p.End])
			keptArgs = append(keptArgs, fx.source(operands[p.Arg]))
		}
	}
	if len(droppedArgs) == 0 {
		return nil
	}
	logEdits, ok := fx.LogArgsBefore(f.Call, strings.Join(verbs, " "), droppedArgs, tool)
	if !ok {
		return nil
	}
	base := strings.Join(strings.Fields(strings.TrimRight(kept.String(), " \t\n:;,-=(")), " ")
	if base == "" {
		base = tool + " failed"
		if tool == "" {
			base = "the tool failed"
		}
	}
	if !strings.HasSuffix(base, ".") {
		base += "."
	}
	fn := fx.calleeName(f.Call)
	var fixes []analysis.SuggestedFix
	for i, sentence := range []string{Transient, Permanent} {
		text := base + " " + sentence
		edits := append([]Edit{}, logEdits...)
		switch {
		case len(keptArgs) == 0 && fn == "fmt.Errorf":
			imp, ok := fx.Import(f.Call.Pos(), "errors")
			if !ok {
				return nil
			}
			edits = append(edits, imp...)
			edits = append(edits, Edit{Pos: f.Call.Pos(), End: f.Call.End(), NewText: []byte("errors.New(" + strconv.Quote(unescape(text)) + ")")})
		case len(keptArgs) == 0 && fn == "fmt.Sprintf":
			edits = append(edits, Edit{Pos: f.Call.Pos(), End: f.Call.End(), NewText: []byte(strconv.Quote(unescape(text)))})
		default:
			// Still a format: the kept text keeps its verbs and escapes.
			args := append([]string{strconv.Quote(text)}, keptArgs...)
			last := f.Call.Args[len(f.Call.Args)-1]
			edits = append(edits, Edit{Pos: lit.Pos(), End: last.End(), NewText: []byte(strings.Join(args, ", "))})
		}
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitles[i], TextEdits: edits})
	}
	return fixes
}

func unescape(s string) string { return strings.ReplaceAll(s, "%%", "%") }

// calleeName returns the full name of the function call calls, or "".
func (fx Fixer) calleeName(call *ast.CallExpr) string {
	var id *ast.Ident
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = fun
	case *ast.SelectorExpr:
		id = fun.Sel
	}
	if id == nil {
		return ""
	}
	if fn, ok := fx.Pass.TypesInfo.Uses[id].(*types.Func); ok {
		return fn.FullName()
	}
	return ""
}
