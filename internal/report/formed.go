package report

import (
	"go/ast"
	"go/types"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// FormedAt returns the edits that append the bounded decision (see
// Bounded) where the text of sink s is formed, when that is a helper of
// this package the sink's function calls, directly or through another
// helper (an argument helper whose
// fmt.Errorf every handler returns): each string literal there that
// forms the whole of text, the sink's text known at compile time, as
// the format of fmt.Errorf or fmt.Sprintf or the argument of
// errors.New, with each verb standing for any value ("missing required
// parameter: %s" forms "missing required parameter: repo"). Where such a
// format ends with the error it wraps ("parameter %s is not a valid
// number: %w") and a literal of the helpers forms that error's text,
// the decision goes there instead, where the text ends: a caller
// showing the wrapped helper's error bare gets the same one, and the
// text says it once. Every finding whose text is formed there carries
// the same edits, so applying many is applying one. The literal serves
// every caller of the helper, whatever each one's evidence shows: the
// bounded sentence is the one decision right for all of them, unless
// the literal's own words say the call was wrong (wording.InputWord),
// or it lies behind a check of its function's own parameters
// (sink.Result.CheckedForms): both hold for every caller.
// helpers names the functions edited, said the sentences appended; ok is
// false where no literal forms the text.
func (r *Reporter) FormedAt(s *sink.Sink, text string) (edits []analysis.TextEdit, helpers []string, said []string, ok bool) {
	fn := funcAt(s.File, s.Pos)
	if fn == nil {
		return nil, nil, nil, false
	}
	forms := r.formingCalls(fn)
	bare := &sink.Sink{Text: s.Text, Decision: sink.Undecided}
	var decide func(text string, depth int) bool
	decide = func(text string, depth int) bool {
		found := false
		for _, f := range forms {
			if !formsText(f.lit, text) {
				continue
			}
			found = true
			if tail, ok := r.wrappedTail(f, text); ok && depth < maxWrapDepth && decide(tail, depth+1) {
				continue // decided where the wrapped error's text ends it
			}
			// Words that say the call was wrong decide for every
			// caller alike; others get the bounded sentence.
			dec := sink.Undecided
			if words, err := strconv.Unquote(f.lit.Value); err == nil && wording.InputWord(words) != "" || r.checked[f.call.Lparen] {
				dec = sink.Permanent
			}
			edits = append(edits, appendToLiteral(bare, f.lit, dec, f.inError))
			if sentence := DecisionSentence(dec); !slices.Contains(said, sentence) {
				said = append(said, sentence)
			}
			if !slices.Contains(helpers, f.helper) {
				helpers = append(helpers, f.helper)
			}
		}
		return found
	}
	decide(text, 0)
	return edits, helpers, said, len(edits) > 0
}

// maxWrapDepth is how many wrapping helpers FormedAt looks through for
// the literal that ends a text.
const maxWrapDepth = 4

// A formingCall is a call in a helper that forms a text from a literal
// (see formers).
type formingCall struct {
	call    *ast.CallExpr
	lit     *ast.BasicLit
	inError bool
	helper  string // the name of the function holding it
}

// formingCalls returns the calls forming a text in the helpers of this
// package that fn calls, directly or through another helper.
func (r *Reporter) formingCalls(fn ast.Node) []formingCall {
	pass := r.pass
	called := calledFuncs(pass, fn)
	var out []formingCall
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			decl, isFunc := d.(*ast.FuncDecl)
			if !isFunc || decl.Body == nil || decl == fn || !called[pass.TypesInfo.Defs[decl.Name]] {
				continue
			}
			ast.Inspect(decl.Body, func(n ast.Node) bool {
				call, isCall := n.(*ast.CallExpr)
				if !isCall || len(call.Args) == 0 {
					return true
				}
				inError, forms := formers[calleeName(pass.TypesInfo, call)]
				if lit, isLit := ast.Unparen(call.Args[0]).(*ast.BasicLit); forms && isLit && stringLit(lit) != nil {
					out = append(out, formingCall{call: call, lit: lit, inError: inError, helper: decl.Name.Name})
				}
				return true
			})
		}
	}
	return out
}

// wrappedTail returns the part of text that the last verb of f's format
// stands for, where the format ends with that verb and its operand is
// an error: the wrapped error's text, which ends the text.
func (r *Reporter) wrappedTail(f formingCall, text string) (string, bool) {
	format, err := strconv.Unquote(f.lit.Value)
	verbs := verb.FindAllStringIndex(format, -1)
	if err != nil || len(verbs) == 0 || verbs[len(verbs)-1][1] != len(format) || len(f.call.Args) != len(verbs)+1 {
		return "", false
	}
	if t := r.pass.TypesInfo.TypeOf(f.call.Args[len(verbs)]); t == nil || !types.Implements(t, errorIface) {
		return "", false
	}
	re, err := regexp.Compile(formatPattern(format, len(verbs)-1))
	if err != nil {
		return "", false
	}
	m := re.FindStringSubmatch(text)
	if m == nil || m[1] == "" {
		return "", false
	}
	return m[1], true
}

// formers are the calls whose first argument forms a text, by whether
// the text is a Go error's (the texts ST1005 checks).
var formers = map[string]bool{"fmt.Errorf": true, "errors.New": true, "fmt.Sprintf": false}

// calledFuncs returns the functions of the package that fn calls, by
// name (RequiredParam[string](args, "repo") included), and those they
// call in turn: a helper may form the text in a helper of its own.
func calledFuncs(pass *analysis.Pass, fn ast.Node) map[types.Object]bool {
	decls := map[types.Object]*ast.FuncDecl{}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Body != nil {
				decls[pass.TypesInfo.Defs[decl.Name]] = decl
			}
		}
	}
	out := map[types.Object]bool{}
	var visit func(n ast.Node)
	visit = func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if f, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func); ok && !out[f.Origin()] {
				out[f.Origin()] = true
				if decl := decls[f.Origin()]; decl != nil {
					visit(decl.Body)
				}
			}
			return true
		})
	}
	visit(fn)
	return out
}

// minFormedWords is how many words of its own a literal needs to be
// taken for where a text is formed: a format of verbs and punctuation
// ("%s: %v", "%d") forms any text, and is nobody's words.
const minFormedWords = 2

// verb matches a printf verb of a format.
var verb = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z]`)

// formsText reports whether the literal lit, read as a format, forms
// the whole of text: its words in order, each verb any value.
func formsText(lit *ast.BasicLit, text string) bool {
	format, err := strconv.Unquote(lit.Value)
	if err != nil || len(Words(verb.ReplaceAllString(format, " "))) < minFormedWords {
		return false
	}
	re, err := regexp.Compile(formatPattern(format, -1))
	return err == nil && re.MatchString(text)
}

// formatPattern returns the pattern of the texts format forms, each
// verb any text; the verb of index group (if not -1) is the pattern's
// one capturing group.
func formatPattern(format string, group int) string {
	var b strings.Builder
	b.WriteString("^")
	last := 0
	for i, at := range verb.FindAllStringIndex(format, -1) {
		b.WriteString(regexp.QuoteMeta(strings.ReplaceAll(format[last:at[0]], "%%", "%")))
		if i == group {
			b.WriteString("((?s:.*))")
		} else {
			b.WriteString("(?s:.*)")
		}
		last = at[1]
	}
	b.WriteString(regexp.QuoteMeta(strings.ReplaceAll(format[last:], "%%", "%")) + "$")
	return b.String()
}
