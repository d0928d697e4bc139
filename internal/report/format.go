package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
)

// DropOperands returns the two alternative fixes that rewrite the
// printf-style call f so that the operands for which drop is true no
// longer reach the model, and logs them just before the statement
// instead. Their verbs leave the format together with the punctuation
// that introduced them (and a bracket around them), and a retry sentence
// ends it; fmt.Errorf and fmt.Sprintf left without operands become
// errors.New and a plain string. In a format that builds JSON the
// operand is replaced by the retry sentence instead, so the JSON stays
// whole. It returns nil when the call is not simple enough to rewrite
// safely (a non-literal format, explicit argument indexes).
func (fx Fixer) DropOperands(f *core.Format, drop func(i int) bool, tool string) []analysis.SuggestedFix {
	lit, ok := f.Call.Args[f.Index].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil
	}
	format, err := strconv.Unquote(lit.Value)
	if err != nil {
		return nil
	}
	pieces := core.ParseFormat(format)
	operands := f.Call.Args[f.Index+1:]
	var (
		dropped []ast.Expr
		verbs   []string
	)
	for _, p := range pieces {
		if p.Verb == 0 {
			continue
		}
		if p.Arg != len(verbs) || p.Arg >= len(operands) {
			return nil // explicit indexes or width operands: leave it to a human
		}
		verbs = append(verbs, format[p.Start:p.End])
		if drop(p.Arg) {
			dropped = append(dropped, operands[p.Arg])
		}
	}
	if len(dropped) == 0 {
		return nil
	}
	var logVerbs []string
	for i, v := range verbs {
		if drop(i) {
			logVerbs = append(logVerbs, strings.Replace(v, "w", "v", 1))
		}
	}
	logEdit, ok := fx.logLine(f.Call, strings.Join(logVerbs, " "), dropped, tool)
	if !ok {
		return nil
	}
	if strings.HasPrefix(strings.TrimSpace(format), "{") || strings.HasPrefix(strings.TrimSpace(format), "[") {
		return fx.substituteOperands(f, drop, verbs, logEdit, tool)
	}

	var (
		kept     strings.Builder
		keptArgs []string
		closer   byte // the bracket to drop from the next literal
	)
	for _, p := range pieces {
		switch {
		case p.Verb == 0:
			text := format[p.Start:p.End]
			if closer != 0 && len(text) > 0 && text[0] == closer {
				text = text[1:]
			}
			closer = 0
			kept.WriteString(text)
		case drop(p.Arg):
			trimmed := strings.TrimRight(kept.String(), " \t\n:;,-=")
			if n := len(trimmed); n > 0 {
				if i := strings.IndexByte("([{'\"`", trimmed[n-1]); i >= 0 {
					closer = ")]}'\"`"[i]
					trimmed = strings.TrimRight(trimmed[:n-1], " \t\n:;,-=")
				}
			}
			kept.Reset()
			kept.WriteString(trimmed)
		default:
			closer = 0
			kept.WriteString(format[p.Start:p.End])
			keptArgs = append(keptArgs, fx.source(operands[p.Arg]))
		}
	}
	base := strings.Join(strings.Fields(strings.TrimRight(kept.String(), " \t\n:;,-=")), " ")
	if base == "" {
		base = failed(tool)
	}
	if !strings.HasSuffix(base, ".") {
		base += "."
	}
	// fmt.Errorf and fmt.Sprintf left without operands become errors.New
	// and a plain string, unless that would leave fmt unused: deleting an
	// import is a fix another fix in the same file can contradict.
	fn := fx.calleeName(f.Call)
	var (
		replace func(text string) string
		add     = []string{"log"}
	)
	if len(keptArgs) == 0 && fx.stillUses(f.Call, dropped, "fmt") {
		switch fn {
		case "fmt.Errorf":
			add = append(add, "errors")
			replace = func(text string) string { return "errors.New(" + strconv.Quote(unescape(text)) + ")" }
		case "fmt.Sprintf":
			replace = func(text string) string { return strconv.Quote(unescape(text)) }
		}
	}
	at, end := f.Call.Pos(), f.Call.End()
	if replace == nil {
		// Still a format: the kept text keeps its verbs and escapes.
		at, end = lit.Pos(), f.Call.Args[len(f.Call.Args)-1].End()
		replace = func(text string) string {
			return strings.Join(append([]string{strconv.Quote(text)}, keptArgs...), ", ")
		}
	}
	imports, ok := fx.Imports(f.Call.Pos(), add)
	if !ok {
		return nil
	}
	var fixes []analysis.SuggestedFix
	for i, sentence := range []string{Transient, Permanent} {
		edits := append([]Edit{logEdit}, imports...)
		edits = append(edits, Edit{Pos: at, End: end, NewText: []byte(replace(base + " " + sentence))})
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitles[i], TextEdits: edits})
	}
	return fixes
}

// substituteOperands is DropOperands for formats that build JSON: each
// dropped operand becomes a sentence of the module's, and the format
// stays as it is.
func (fx Fixer) substituteOperands(f *core.Format, drop func(i int) bool, verbs []string, logEdit Edit, tool string) []analysis.SuggestedFix {
	imports, ok := fx.Imports(f.Call.Pos(), []string{"log"})
	if !ok {
		return nil
	}
	var fixes []analysis.SuggestedFix
	for i, sentence := range []string{Transient, Permanent} {
		edits := append([]Edit{logEdit}, imports...)
		for j, op := range f.Call.Args[f.Index+1:] {
			if !drop(j) {
				continue
			}
			if strings.HasSuffix(verbs[j], "w") {
				return nil // %w needs an error operand
			}
			text := strconv.Quote(failed(tool) + ". " + sentence)
			edits = append(edits, Edit{Pos: op.Pos(), End: op.End(), NewText: []byte(text)})
		}
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitles[i], TextEdits: edits})
	}
	return fixes
}

func failed(tool string) string {
	if tool == "" {
		return "the tool failed"
	}
	return tool + " failed"
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
	if fn, ok := fx.pass.TypesInfo.Uses[id].(*types.Func); ok {
		return fn.FullName()
	}
	return ""
}

// Leaks reports whether a text carries something no tool text should:
// a foreign error's text, a stack trace, a panic value or an upstream
// body or a subprocess's output. The interp and traceback fixes both drop every such operand, so
// that their fixes for one sink agree.
func Leaks(n *origin.Node) bool {
	return len(n.Leaves(origin.Foreign, origin.Stack, origin.Panic, origin.Body, origin.Output)) > 0
}
