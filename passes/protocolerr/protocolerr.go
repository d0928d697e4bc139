package protocolerr

import (
	_ "embed"
	"go/ast"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports tool failures returned as protocol errors. It uses
// the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns a protocolerr analyzer that uses the given core analyzer,
// configured by opts.
func New(coreAnalyzer *analysis.Analyzer, opts *config.Options) *analysis.Analyzer {
	p := &pass{retry: report.NewMatcher(opts.RetryPhrases)}
	return report.NewPass("protocolerr", doc, coreAnalyzer, p.run)
}

type pass struct {
	// retry finds retry decisions as the retryable pass does, so that a
	// fix that keeps words with none adds one.
	retry report.Matcher
}

func (p *pass) run(r *report.Reporter, res *sink.Result) {
	for _, s := range res.Sinks {
		if s.Protocol {
			r.Report(p.diagnostic(r, s))
		}
	}
	if res.Unconverted != nil {
		unconverted(r, res.Unconverted)
	}
}

func (p *pass) diagnostic(r *report.Reporter, s *sink.Sink) analysis.Diagnostic {
	const handling = "handling the call"
	op := handling
	sources := report.Sources(s.Text)
	var foreign *origin.Node
	if len(sources) > 0 {
		foreign = sources[0]
		op = report.OperationOf(foreign)
	}
	if step := report.StepOperation(s); op == handling && step != "" {
		op = step // the module function whose error is returned says more
	}
	// The message does not name the error's origin: it stays the same
	// when another pass's fix rewrites the error's words.
	d := analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " returns an error that the framework sends as a JSON-RPC protocol error: " +
			"the model may see nothing; return an error result with the module's sentence, and a nil error",
	}
	if s.Unseen {
		// The server is built where this package cannot see: its
		// middleware, if any, decides.
		d.Message = s.Subject() + " returns an error that mcp-go sends as a JSON-RPC protocol error unless the server's middleware converts it: " +
			"the model may see nothing; return an error result with the module's sentence, and a nil error"
	}
	if s.How.Kind == sink.SetsRPCError {
		// The module's own server: the handler's signature has no
		// result to flag, the server's reply does, once for all tools.
		d.Message = s.Subject() + " returns an error that the module's JSON-RPC server sends as a protocol error (through " + s.Through + "): " +
			"the model may see nothing; answer a failed tools/call there with a result flagged isError holding the module's sentence"
	}
	if foreign != nil {
		d.Related = report.Trails(sources, foreign, s.Pos, func(l *origin.Node) string { return "the error comes from " + report.Source(l) })
	}
	ret, _ := s.Stmt.(*ast.ReturnStmt)
	if ret == nil || s.Expr == nil || s.File == nil {
		return d
	}
	// The report belongs to the return, before any report on the error
	// it returns: this fix replaces theirs.
	d.Pos = ret.Pos()
	_, sig := report.EnclosingFunc(r.Pass().TypesInfo, s.File, ret)
	if sig == nil {
		return d
	}
	results := sig.Results()
	for i := range results.Len() {
		res, ok := frameworks.ErrorResultFor(results.At(i).Type())
		if !ok {
			continue
		}
		fx := r.Fixer(s.File)
		if d.SuggestedFixes = fx.ShowNextError(ret, s.Expr, results, res); d.SuggestedFixes != nil {
			break // the wrapped handlers' words are judged where they write them
		}
		wordsDecide := false
		if s.Text.Owned() { // text with a part that leaks must be rewritten, or another pass reports the result the fix writes
			wordsDecide = p.retry.TextDecides(s.Text)
			d.SuggestedFixes = fx.KeepWords(s, ret, results, res, wordsDecide)
		}
		if d.SuggestedFixes == nil && s.Format != nil {
			// The module's words stay; what it does not own goes to the log.
			if words, ok := fx.KeptWords(s, func(i int) bool { return !s.Format.Operands[i].Owned() }, op); ok {
				d.SuggestedFixes = fx.ReturnToolResult(s, ret, s.Expr, results, res, words)
				wordsDecide = false
			}
		}
		if d.SuggestedFixes == nil {
			d.SuggestedFixes = fx.ReturnToolResult(s, ret, s.Expr, results, res, fx.SentenceOf(s, op))
			wordsDecide = false
		}
		if !wordsDecide {
			report.Settle(&d, s) // the fixes state a decision
		}
		break
	}
	return d
}
