package traceback

import (
	_ "embed"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
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

// leaks says, per kind, what leaks and what it costs.
var leaks = map[origin.Op]struct{ what, cost string }{
	origin.Stack:  {"a stack trace", "a trace is hundreds of tokens of internals (paths, package layout) the model cannot act on"},
	origin.Panic:  {"a recovered panic value", "the runtime's wording is no reason the model can act on and may hold internal values"},
	origin.Body:   {"the upstream response body", "an upstream body can be kilobytes of HTML, leaks the service's internals and is text an outsider controls (a prompt-injection channel)"},
	origin.Output: {"a command's output", "a command's stderr is its own wording (usage text, paths, its traceback), changes between versions and can run to kilobytes"},
}

func run(r *report.Reporter, res *core.Result) {
	for _, s := range res.Sinks {
		for _, op := range []origin.Op{origin.Stack, origin.Panic, origin.Body, origin.Output} {
			leaf := report.FirstOwn(s.Text, op)
			if leaf == nil || ((op == origin.Body || op == origin.Output) && !s.IsError && !s.ReportsError) {
				// A successful result may show what the upstream
				// returned or the command printed: that is what a
				// fetching or command-running tool is for.
				// (Where the framework has no error flag, text that
				// clearly reports an error counts as flagged.)
				continue
			}
			r.Report(diagnostic(r, s, leaf))
			break // one finding per sink; the fix removes every kind
		}
	}
}

func diagnostic(r *report.Reporter, s *core.Sink, leaf *origin.Node) analysis.Diagnostic {
	l := leaks[leaf.Op]
	if s.Recovery != "" {
		return recovered(s, leaf)
	}
	what := l.what
	switch leaf.Op {
	case origin.Stack:
		what += " from " + report.Source(leaf)
	case origin.Body:
		what += " of " + report.Source(leaf)
	case origin.Output:
		what += " from " + report.Source(leaf)
	}
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, what) + ": " + l.cost +
			"; log it with the call's id and return a sentence the module writes",
		Related: report.Related(leaf.Pos(), l.what+" arises here"),
	}
	if s.Format != nil && s.File != nil {
		fx := r.Fixer(s.File)
		d.SuggestedFixes = fx.DropOperands(s.Format, func(i int) bool {
			return report.Leaks(s.Format.Operands[i])
		}, s.Tool)
	}
	return d
}

// recovered reports a framework default: after the call at s, the
// framework recovers a handler's panic and sends the model what it
// recovered.
func recovered(s *core.Sink, leaf *origin.Node) analysis.Diagnostic {
	what := "its value"
	if leaf.Op == origin.Stack {
		what += " and a stack trace"
	}
	l := leaks[leaf.Op]
	if s.Tool == "" && s.Handler == "" {
		return analysis.Diagnostic{Pos: s.Pos, Message: "with " + s.Recovery + ", a panic in any tool handler reaches the model: the framework recovers it and sends " +
			what + "; " + l.cost + "; recover inside the handlers, log the panic and return a sentence the module writes"}
	}
	return analysis.Diagnostic{Pos: s.Pos, Message: s.Subject() + " is registered with " + s.Recovery +
		", which recovers a panic in the handler and sends the model " + what + ": " + l.cost +
		"; recover inside the handler, log the panic and return a sentence the module writes"}
}
