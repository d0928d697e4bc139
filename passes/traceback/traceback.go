package traceback

import (
	_ "embed"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports stack traces, panic values and upstream bodies in
// model-visible text. It uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns a traceback analyzer that uses the given core analyzer.
func New(coreAnalyzer *analysis.Analyzer, _ *config.Options) *analysis.Analyzer {
	return report.NewPass("traceback", doc, coreAnalyzer, run)
}

func run(r *report.Reporter, res *sink.Result) {
	for _, s := range res.TextSinks() {
		for _, op := range origin.Ops() {
			tb := op.Kind().Traceback
			if tb == nil {
				continue
			}
			leaf := report.FirstOwn(s.Text, op)
			if leaf == nil || (tb.OnlyErrors && !s.IsError && !s.ReportsError) {
				// (Where the framework has no error flag, text that
				// clearly reports an error counts as flagged.)
				continue
			}
			r.Report(diagnostic(r, s, leaf))
			break // one finding per sink; the fix removes every kind
		}
	}
}

func diagnostic(r *report.Reporter, s *sink.Sink, leaf *origin.Node) analysis.Diagnostic {
	if s.Recovery != "" {
		return recovered(s, leaf)
	}
	tb := leaf.Op.Kind().Traceback
	what := tb.What
	if tb.Source != "" {
		what += " " + tb.Source + " " + leaf.Text
	}
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, what) + ": " + cost(s.Text, leaf.Op) +
			"; log it, return the module's sentence",
		Related: report.Trail(leaf, tb.What+" arises here"),
	}
	d.SuggestedFixes = r.DropLeaks(s)
	if d.SuggestedFixes == nil && s.Format == nil {
		// No format to drop it from: the whole error goes.
		d.SuggestedFixes = r.ReplaceError(s, report.ReplacedOp(s, leaf))
	}
	r.WithHelperFix(&d, s)
	report.Settle(&d, s)
	return d
}

// cost says why the text of kind op in text hurts: claiming a size only
// if some part of that kind reaches the sink uncut.
func cost(text *origin.Node, op origin.Op) string {
	tb := op.Kind().Traceback
	for _, l := range text.Leaves(op) {
		if !l.Inner() && !l.Cut {
			return tb.Cost
		}
	}
	return tb.CutCost // only kinds with a CutCost are cut
}

// recovered reports a framework default: after the call at s, the
// framework recovers a handler's panic and sends the model what it
// recovered.
func recovered(s *sink.Sink, leaf *origin.Node) analysis.Diagnostic {
	what := "its value"
	if leaf.Op == origin.Stack {
		what += " and a stack trace"
	}
	cost := leaf.Op.Kind().Traceback.Cost
	if s.Tool == "" && s.Handler == "" {
		return analysis.Diagnostic{Pos: s.Pos, Message: "with " + s.Recovery + ", a panic in any tool handler reaches the model: the framework recovers it and sends " +
			what + "; " + cost + "; recover in the handlers, log the panic, return the module's sentence"}
	}
	d := analysis.Diagnostic{Pos: s.Pos, Message: s.Subject() + " is registered with " + s.Recovery +
		", which recovers a panic in the handler" + panicked(s) + " and sends the model " + what + ": " + cost +
		"; recover in the handler, log the panic, return the module's sentence"}
	if p := s.Text.Leaves(origin.Panic); len(p) > 0 {
		// The hop is where the handler can panic.
		d.Related = report.Trail(p[0], "the framework recovers the panic here")
	}
	return d
}

// panicked says what in the handler can panic, if the sink knows.
func panicked(s *sink.Sink) string {
	if s.Panics == "" {
		return ""
	}
	return " (which has " + s.Panics + ")"
}
