package protocolerr

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// ReturnsHere is the message of the related position at each return of
// a handler whose error a finding at the server stands for: where the
// failure the finding reports happens.
const ReturnsHere = "returns an error here"

// unconverted reports, at the call building an mcp-go server, each tool
// of an imported package whose handler returns errors this server sends
// as JSON-RPC protocol errors: it installs no middleware turning them
// into results, and their own package could not see the server (see
// core.serverView). The handler's returns are the related information.
// Each finding offers the same fix, which installs a converting
// middleware at that call (installMiddleware): applying them all is
// applying one.
func unconverted(r *report.Reporter, u *sink.Unconverted) {
	fset := r.Pass().Fset
	fix := installMiddleware(r, u.File, u.Call)
	var tools []string
	byTool := map[string][]analysis.RelatedInformation{}
	for _, ret := range u.Returns {
		if byTool[ret.Tool] == nil {
			tools = append(tools, ret.Tool)
		}
		byTool[ret.Tool] = append(byTool[ret.Tool], analysis.RelatedInformation{
			Pos: elsewhere(fset, ret), Message: ReturnsHere})
	}
	for _, tool := range tools {
		n := len(byTool[tool])
		returns := "an error that this server sends as a JSON-RPC protocol error"
		if n > 1 {
			returns = strconv.Itoa(n) + " errors that this server sends as JSON-RPC protocol errors"
		}
		r.Report(analysis.Diagnostic{
			Pos: u.Call.Pos(),
			Message: tool + " returns " + returns + ": " +
				"it installs no middleware turning them into results, so the model may see nothing; " +
				"return an error result with the module's sentence and a nil error, or install such a middleware",
			Related:        byTool[tool],
			SuggestedFixes: fix,
		})
	}
}

// installMiddleware returns the fix installing a middleware that
// answers every handler's error at call, building a server, where call
// is the framework's own constructor, which takes the middleware option
// among its options (report.Fixer.InstallMiddleware); nil where it is a
// function of the module's (the option belongs inside it, which may
// build servers for other callers too).
func installMiddleware(r *report.Reporter, file *ast.File, call *ast.CallExpr) []analysis.SuggestedFix {
	callee, _ := typeutil.Callee(r.Pass().TypesInfo, call).(*types.Func)
	if file == nil || callee == nil || callee.Pkg() == nil {
		return nil
	}
	pkg := frameworks.Canonical(callee.Pkg().Path())
	for f := range frameworks.Known.Middlewares {
		if f.Pkg != pkg || f.Recv != "" {
			continue
		}
		if option, ok := callee.Pkg().Scope().Lookup(f.Name).(*types.Func); ok {
			return r.Fixer(file).InstallMiddleware(call, option)
		}
	}
	return nil
}

// elsewhere returns a position of fset that reads as ret's place: the
// handler's file belongs to another package's analysis, absent from
// fset under drivers analysing one package at a time (go vet, nogo), so
// a file of that name is added whose lines are all wide enough to hold
// ret's column.
func elsewhere(fset *token.FileSet, ret sink.HandlerReturn) token.Pos {
	if ret.Line < 1 {
		return token.NoPos
	}
	width := max(ret.Column, 1)
	lines := make([]int, ret.Line)
	for i := range lines {
		lines[i] = i * width
	}
	f := fset.AddFile(ret.File, -1, ret.Line*width)
	f.SetLines(lines)
	return f.LineStart(ret.Line) + token.Pos(width-1)
}
