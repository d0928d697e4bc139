package retryable

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports tool errors with no retry decision. It uses the
// default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns a retryable analyzer that uses the given core analyzer,
// configured by opts. The retry field names are the core's (opts is
// shared); the phrases and strictness are this pass's own. The
// -phrases flag adds to opts.RetryPhrases.
func New(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer {
	p := &pass{strict: opts.Strict, phrases: opts.RetryPhrases}
	a := report.NewPass("retryable", doc, coreAnalyzer, p.run)
	a.Flags.BoolVar(&p.strict, "strict", opts.Strict, "also report tool errors whose text cannot be read in full")
	a.Flags.Var(config.ListFlag{List: &p.extra}, "phrases", "comma-separated phrases that state a retry decision, added to the default ones (whole words, case-insensitive; ... stands for up to five words)")
	return a
}

type pass struct {
	strict  bool
	phrases []string // the defaults, or the configuration's
	extra   []string // added by -phrases
	match   report.Matcher
}

// maxAlternatives bounds the paths examined per sink.
const maxAlternatives = 16

func (p *pass) run(r *report.Reporter, res *core.Result) {
	pass := r.Pass()
	m := report.NewMatcher(p.phrases, p.extra)
	for _, s := range res.TextSinks() {
		// Flagged tool errors, and text that clearly reports an error
		// where the framework has no flag (an OpenAI tool message on an
		// err != nil branch).
		if !(s.IsError || s.ReportsError) || s.Text.Leaks() || s.Text.HasParams() {
			continue
		}
		alts, _ := s.Text.Alternatives(maxAlternatives)
		for _, alt := range alts {
			if d, ok := p.check(pass, s, alt, m); ok {
				r.Report(d)
				break
			}
		}
	}
}

// check examines one path's text and returns a diagnostic if it decides
// nothing about retrying.
func (p *pass) check(pass *analysis.Pass, s *core.Sink, alt []*origin.Node, m report.Matcher) (analysis.Diagnostic, bool) {
	var text strings.Builder
	known := true
	for _, n := range alt {
		switch n.Op {
		case origin.Typed:
			switch n.Retry {
			case origin.RetryMethod, origin.RetrySet:
				return analysis.Diagnostic{}, false
			case origin.RetryUnset:
				return p.structure(pass, s, n), true
			}
		case origin.Lit:
			text.WriteString(n.Text)
		case origin.Data:
			text.WriteString("…")
		default:
			known = false
		}
	}
	if m.Decides(text.String()) {
		return analysis.Diagnostic{}, false
	}
	if !strings.ContainsFunc(text.String(), unicode.IsLetter) {
		// Only values the module formats ("…"): no words of its own
		// to judge, whatever the path.
		known = false
	}
	if !known {
		if !p.strict {
			return analysis.Diagnostic{}, false
		}
		return analysis.Diagnostic{
			Pos: s.Pos,
			Message: s.Subject() + " " + report.Reaches(s, "an error whose text toolerrlint cannot read in full") +
				" (strict mode): make sure it says whether retrying can help",
		}, true
	}
	return p.textual(pass, s, text.String()), true
}

func quote(text string) string {
	text = strings.Join(strings.Fields(text), " ")
	if r := []rune(text); len(r) > 60 {
		text = string(r[:57]) + "..."
	}
	return `"` + text + `"`
}

func (p *pass) textual(pass *analysis.Pass, s *core.Sink, text string) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "the error "+quote(text)) +
			" with no retry decision: a model cannot tell whether to try again; say " +
			`"` + report.Transient + `" or "` + report.Permanent + `"`,
	}
	if lit := literalOf(pass, s); lit != nil {
		for _, dec := range report.Decisions(s.Decision) {
			sentence := report.DecisionSentence(dec)
			d.SuggestedFixes = append(d.SuggestedFixes, analysis.SuggestedFix{
				Message:   "Append: " + sentence,
				TextEdits: []analysis.TextEdit{report.AppendToLiteral(lit, sentence)},
			})
		}
	}
	report.Settle(&d, s)
	return d
}

// literalOf finds the string literal holding the sink's text: the format
// of a format call, the argument of errors.New, the last literal of a
// concatenation, or the initializer of a package-level error variable.
func literalOf(pass *analysis.Pass, s *core.Sink) *ast.BasicLit {
	if s.Format != nil {
		lit, _ := s.Format.Call.Args[s.Format.Index].(*ast.BasicLit)
		return stringLit(lit)
	}
	if s.Expr == nil {
		return nil
	}
	return exprLiteral(pass, s.Expr)
}

func exprLiteral(pass *analysis.Pass, e ast.Expr) *ast.BasicLit {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		return stringLit(e)
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			if lit := exprLiteral(pass, e.Y); lit != nil {
				return lit
			}
		}
	case *ast.CallExpr:
		if fn, ok := typeutilCallee(pass, e).(*types.Func); ok && fn.FullName() == "errors.New" && len(e.Args) == 1 {
			return exprLiteral(pass, e.Args[0])
		}
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(e.Args) == 0 {
			return exprLiteral(pass, sel.X)
		}
	case *ast.Ident:
		if v, ok := pass.TypesInfo.Uses[e].(*types.Var); ok && v.Parent() == pass.Pkg.Scope() {
			if init := initializer(pass, v); init != nil {
				return exprLiteral(pass, init)
			}
		}
	}
	return nil
}

func stringLit(lit *ast.BasicLit) *ast.BasicLit {
	if lit != nil && lit.Kind == token.STRING && len(lit.Value) >= 2 {
		return lit
	}
	return nil
}

func typeutilCallee(pass *analysis.Pass, call *ast.CallExpr) types.Object {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return pass.TypesInfo.Uses[fun]
	case *ast.SelectorExpr:
		return pass.TypesInfo.Uses[fun.Sel]
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

// structure reports a module error type's literal that leaves its retry
// field unset.
func (p *pass) structure(pass *analysis.Pass, s *core.Sink, typed *origin.Node) analysis.Diagnostic {
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "a "+typed.Text+" error") +
			" that leaves " + typed.RetryField + " unset: the zero value decides for whoever forgot; set " +
			typed.Text + "." + typed.RetryField + " to true or false where the error is built",
		Related: report.Related(typed.Pos(), "the "+typed.Text+" value is built here"),
	}
	if lit := report.CompositeAt(pass, typed.Pos()); lit != nil {
		for _, dec := range report.Decisions(s.Decision) {
			v, why := "true", " (a retry may succeed)"
			if dec == core.Permanent {
				v, why = "false", " (a retry will fail identically)"
			}
			d.SuggestedFixes = append(d.SuggestedFixes, analysis.SuggestedFix{
				Message:   "Set " + typed.RetryField + ": " + v + why,
				TextEdits: []analysis.TextEdit{report.AddField(pass, lit, typed.RetryField+": "+v)},
			})
		}
	}
	report.Settle(&d, s)
	return d
}
