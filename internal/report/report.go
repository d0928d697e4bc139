// Package report holds what the passes share when they speak: the
// wording of diagnostics, the sentences suggested fixes write, the
// edits that keep fixed code compiling, and the //toolerrlint:ignore
// suppression comment.
package report

import (
	"go/ast"
	"go/token"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/docs"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
)

// Source names where a part of a text came from, for messages:
// "(*database/sql.Row).Scan" or, when it arrived through a module helper,
// "(*database/sql.Row).Scan (through store.(*Store).Order)".
func Source(n *origin.Node) string {
	s := n.Text
	if s == "" {
		s = "code outside the module"
	}
	if n.Via != "" {
		s += " (through " + n.Via + ")"
	}
	return s
}

// Reaches phrases how a sink hands its text to the model, given what
// the text is: "returns the text of an error from X to the model".
func Reaches(s *core.Sink, what string) string {
	switch {
	case s.How == "returns":
		return "returns " + what + " to the model"
	case strings.HasPrefix(s.How, "sets "):
		return "puts " + what + " in " + strings.TrimPrefix(s.How, "sets ")
	case strings.HasPrefix(s.How, "passes to "):
		return "passes " + what + " to " + strings.TrimPrefix(s.How, "passes to ")
	}
	return s.How + " " + what
}

// Related points a diagnostic at where the offending part arose.
func Related(pos token.Pos, msg string) []analysis.RelatedInformation {
	if !pos.IsValid() {
		return nil
	}
	return []analysis.RelatedInformation{{Pos: pos, Message: msg}}
}

// Ignore is the suppression comment: //toolerrlint:ignore PASS reason.
const Ignore = "//toolerrlint:ignore"

// Reporter reports a pass's diagnostics, honouring suppression comments
// on the diagnostic's line or the line above.
type Reporter struct {
	pass    *analysis.Pass
	ignores map[string]map[int]bool // file name -> lines suppressed for this pass
}

// NewReporter scans the package's comments for suppressions of pass
// and reports those that give no reason.
func NewReporter(pass *analysis.Pass) *Reporter {
	r := &Reporter{pass: pass, ignores: map[string]map[int]bool{}}
	for _, f := range pass.Files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if !strings.HasPrefix(c.Text, Ignore+" ") {
					continue
				}
				fields := strings.Fields(strings.TrimPrefix(c.Text, Ignore))
				if len(fields) == 0 || !namesPass(fields[0], pass.Analyzer.Name) {
					continue
				}
				if len(fields) < 2 {
					pass.Reportf(c.Pos(), "%s %s needs a reason: say why this text may reach the model, e.g. %s %s the message is written by this module",
						Ignore, fields[0], Ignore, fields[0])
					continue
				}
				p := pass.Fset.Position(c.Pos())
				if r.ignores[p.Filename] == nil {
					r.ignores[p.Filename] = map[int]bool{}
				}
				r.ignores[p.Filename][p.Line] = true
				if standalone(pass, c) {
					// A comment on a line of its own covers the next line.
					r.ignores[p.Filename][p.Line+1] = true
				}
			}
		}
	}
	return r
}

func namesPass(list, name string) bool {
	for _, n := range strings.Split(list, ",") {
		if n == name || n == "all" {
			return true
		}
	}
	return false
}

// standalone reports whether nothing but blanks precedes c on its line.
func standalone(pass *analysis.Pass, c *ast.Comment) bool {
	tf := pass.Fset.File(c.Pos())
	content, err := pass.ReadFile(tf.Name())
	if err != nil {
		return true
	}
	start, at := tf.Offset(tf.LineStart(tf.Line(c.Pos()))), tf.Offset(c.Pos())
	return start <= at && at <= len(content) && strings.TrimSpace(string(content[start:at])) == ""
}

// Report reports d unless a suppression comment covers its line.
func (r *Reporter) Report(d analysis.Diagnostic) {
	p := r.pass.Fset.Position(d.Pos)
	if r.ignores[p.Filename][p.Line] {
		return
	}
	r.pass.Report(d)
}

// Internal reports the internal errors the core recovered from.
func (r *Reporter) Internal(res *core.Result) {
	for _, e := range res.Errors {
		pos := e.Pos
		if !pos.IsValid() && len(r.pass.Files) > 0 {
			pos = r.pass.Files[0].Package
		}
		r.pass.Reportf(pos, "toolerrlint %s; please report it with this package", firstLine(e.Message))
	}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// enclosing returns the path from the file to the node at [pos, end).
func enclosing(file *ast.File, pos, end token.Pos) []ast.Node {
	var path []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil || n.Pos() > pos || n.End() < end {
			return false
		}
		path = append(path, n)
		return true
	})
	return path
}

// NewPass returns the analyzer of a toolerrlint pass: named name,
// documented by the "# Analyzer name" section of doc (its doc.go),
// requiring the core analyzer whose Result run reads. run reports through
// a Reporter, so suppression comments work for every pass alike.
func NewPass(name, doc string, coreAnalyzer *analysis.Analyzer, run func(r *Reporter, res *core.Result)) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     name,
		Doc:      docs.Extract(doc, name),
		URL:      "https://github.com/toolerrlint/toolerrlint#" + name,
		Requires: []*analysis.Analyzer{coreAnalyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			run(NewReporter(pass), pass.ResultOf[coreAnalyzer].(*core.Result))
			return nil, nil
		},
	}
}

// Pass returns the pass being reported on.
func (r *Reporter) Pass() *analysis.Pass { return r.pass }

// FirstOwn returns the first leaf of kind op in n that arose at this
// sink, not inside a callee's own sink (which is reported there).
func FirstOwn(n *origin.Node, op origin.Op) *origin.Node {
	for _, l := range n.Leaves(op) {
		if !l.Inner() {
			return l
		}
	}
	return nil
}
