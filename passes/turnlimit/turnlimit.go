package turnlimit

import (
	_ "embed"
	"go/ast"

	"github.com/toolerrlint/toolerrlint/internal/agentloop"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports agent loops with no bound on their turns. It uses
// the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns a turnlimit analyzer that uses the given core analyzer.
func New(coreAnalyzer *analysis.Analyzer, _ *config.Options) *analysis.Analyzer {
	return report.NewLoopPass("turnlimit", doc, coreAnalyzer, run)
}

func run(r *report.Reporter, pkg *agentloop.Package) {
	for _, l := range pkg.TurnLoops() {
		if l.Bound {
			continue
		}
		d := analysis.Diagnostic{Pos: l.At.Pos(), Message: message(l)}
		if fix, ok := addLimit(r, l); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
		r.Report(d)
	}
}

// message words the finding at l.
func message(l agentloop.TurnLoop) string {
	what := "this loop calls " + l.Turn + " and feeds tool results back with no bound on its turns"
	if _, recursive := l.At.(*ast.CallExpr); recursive {
		what = "this call runs another model turn (" + l.Turn + ") with tool results and nothing bounds how deep the calls go"
	}
	if l.Unset != "" {
		what += " (its limit " + l.Unset + " applies only above zero, and nothing in this package sets it)"
	}
	return what + ": a model that keeps calling tools keeps it going, each turn paying for the history again; " +
		"count the turns, stop with an error at a named limit"
}
