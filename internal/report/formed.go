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
// parameter: %s" forms "missing required parameter: repo"). Every
// finding whose text is formed there carries the same edits, so applying
// many is applying one. The literal serves every caller of the helper,
// whatever each one's evidence shows: the bounded sentence is the one
// decision right for all of them, unless the literal's own words say
// the call was wrong (wording.InputWord), or it lies behind a check of
// its function's own parameters (sink.Result.CheckedForms): both hold
// for every caller.
// helpers names the functions edited, said the sentences appended; ok is
// false where no literal forms the text.
func (r *Reporter) FormedAt(s *sink.Sink, text string) (edits []analysis.TextEdit, helpers []string, said []string, ok bool) {
	pass := r.pass
	fn := funcAt(s.File, s.Pos)
	if fn == nil {
		return nil, nil, nil, false
	}
	called := calledFuncs(pass, fn)
	bare := &sink.Sink{Text: s.Text, Decision: sink.Undecided}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			decl, isFunc := d.(*ast.FuncDecl)
			if !isFunc || decl.Body == nil || decl == fn || !called[pass.TypesInfo.Defs[decl.Name]] {
				continue
			}
			found := false
			ast.Inspect(decl.Body, func(n ast.Node) bool {
				call, isCall := n.(*ast.CallExpr)
				if !isCall || len(call.Args) == 0 {
					return true
				}
				inError, forms := formers[calleeName(pass.TypesInfo, call)]
				lit, isLit := ast.Unparen(call.Args[0]).(*ast.BasicLit)
				if !forms || !isLit || stringLit(lit) == nil || !formsText(lit, text) {
					return true
				}
				// Words that say the call was wrong decide for every
				// caller alike; others get the bounded sentence.
				dec := sink.Undecided
				if words, err := strconv.Unquote(lit.Value); err == nil && wording.InputWord(words) != "" || r.checked[call.Lparen] {
					dec = sink.Permanent
				}
				edits = append(edits, appendToLiteral(bare, lit, dec, inError))
				if sentence := DecisionSentence(dec); !slices.Contains(said, sentence) {
					said = append(said, sentence)
				}
				found = true
				return true
			})
			if found {
				helpers = append(helpers, decl.Name.Name)
			}
		}
	}
	return edits, helpers, said, len(edits) > 0
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
	var b strings.Builder
	b.WriteString("^")
	last := 0
	for _, at := range verb.FindAllStringIndex(format, -1) {
		b.WriteString(regexp.QuoteMeta(strings.ReplaceAll(format[last:at[0]], "%%", "%")))
		b.WriteString("(?s:.*)")
		last = at[1]
	}
	b.WriteString(regexp.QuoteMeta(strings.ReplaceAll(format[last:], "%%", "%")) + "$")
	re, err := regexp.Compile(b.String())
	return err == nil && re.MatchString(text)
}
