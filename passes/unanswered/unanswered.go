package unanswered

import (
	_ "embed"
	"go/token"

	"github.com/toolerrlint/toolerrlint/internal/agentloop"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports paths in a loop over a turn's tool calls on which a
// call gets no result. It uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns an unanswered analyzer that uses the given core analyzer.
func New(coreAnalyzer *analysis.Analyzer, _ *config.Options) *analysis.Analyzer {
	return report.NewLoopPass("unanswered", doc, coreAnalyzer, run)
}

func run(r *report.Reporter, pkg *agentloop.Package) {
	for _, l := range pkg.CallLoops() {
		for _, g := range pkg.Gaps(l) {
			d := analysis.Diagnostic{Pos: g.At.Pos(), Message: message(g)}
			if fix, ok := answerFix(r, pkg, g); ok {
				d.SuggestedFixes = []analysis.SuggestedFix{fix}
			}
			r.Report(d)
		}
	}
}

// message words the finding at g.
func message(g agentloop.Gap) string {
	call := "the tool call"
	if elem := g.Loop.Elem(); elem != nil && g.Loop.Call.IDField != "" {
		call = "tool call " + elem.Name + "." + g.Loop.Call.IDField
	}
	const why = "the API rejects a call with no answer, or the model reads it blind"
	switch g.Tok {
	case token.CONTINUE:
		return "this continue leaves " + call + " without a result: " + why + "; append a result for this call's id that says what went wrong"
	case token.BREAK:
		return "this break leaves " + call + " and the calls after it without a result: " + why + "; answer each of them, or go on to the next call"
	}
	return "this return ends the run on an error while " + call + " has no result: one failed tool stops a run another step could finish; " +
		"answer the call with what went wrong and go on (end the run only on an operator failure, told apart with errors.Is or errors.As)"
}
