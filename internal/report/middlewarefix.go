package report

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/analysis"
)

// MiddlewareFixTitle is the message of InstallMiddleware's fix.
const MiddlewareFixTitle = "Install a middleware on this server that logs each handler's error and answers with a result flagged as an error"

// middlewareWords follow the tool's name in the installed middleware's
// result.
const middlewareWords = " did not succeed. If an argument may be wrong, correct it; otherwise " + boundedClause + "."

// The names the installed middleware declares.
var middlewareLocals = []string{"next", "ctx", "request", "result", "err"}

// InstallMiddleware returns the fix that adds, to call (a call building
// a server, whose options are its variadic last parameter), the option
// made by option (mcp-go's WithToolHandlerMiddleware) with a middleware
// that answers every handler's error once for all tools: the error is
// logged with the tool's name, and the model reads a result flagged as
// an error saying that tool did not succeed, that an argument may be
// wrong, and otherwise the bounded decision (boundedClause): right
// whatever failed, and most handlers' own errors are about their
// arguments, whose words the middleware cannot keep apart from a
// library's. The middleware is one the
// core recognizes as replacing the errors (middleware.Converter), so a
// second run finds no protocol error left for these handlers. It
// returns nil where the option, the handler type or the file's names
// do not allow writing it.
func (f Fixer) InstallMiddleware(call *ast.CallExpr, option *types.Func) []analysis.SuggestedFix {
	if len(call.Args) == 0 || call.Ellipsis.IsValid() {
		return nil
	}
	sig, ok := types.Unalias(f.pass.TypesInfo.TypeOf(call.Fun)).(*types.Signature)
	if !ok || !sig.Variadic() || option.Signature().Results().Len() != 1 {
		return nil
	}
	opts := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice)
	if !types.Identical(opts.Elem(), option.Signature().Results().At(0).Type()) || option.Signature().Params().Len() != 1 {
		return nil
	}
	handler, ok := middlewareHandler(option.Signature().Params().At(0).Type())
	if !ok {
		return nil
	}
	hs := handler.Underlying().(*types.Signature)
	res, ok := frameworks.ErrorResultFor(hs.Results().At(0).Type())
	if !ok {
		return nil
	}
	var paths []string
	qualify := func(p *types.Package) string {
		if !slices.Contains(paths, p.Path()) {
			paths = append(paths, p.Path())
		}
		return p.Name()
	}
	typ := func(t types.Type) string { return types.TypeString(t, qualify) }
	h := typ(handler)
	literal := fmt.Sprintf("%s.%s(func(next %s) %s {\n", qualify(option.Pkg()), option.Name(), h, h) +
		fmt.Sprintf("\treturn func(ctx %s, request %s) (%s, %s) {\n", typ(hs.Params().At(0).Type()), typ(hs.Params().At(1).Type()),
			typ(hs.Results().At(0).Type()), typ(hs.Results().At(1).Type())) +
		"\t\tresult, err := next(ctx, request)\n" +
		"\t\tif err != nil {\n"
	l := f.logger(call.Pos())
	logLine := f.logCall(l, "%v", []ast.Expr{ast.NewIdent("err")}, Who{ToolExpr: "request.Params.Name"})
	words := "request.Params.Name + " + strconv.Quote(middlewareWords)
	literal += "\t\t\t" + logLine + "\n" +
		"\t\t\treturn " + fmt.Sprintf(res.Expr, words) + ", nil\n" +
		"\t\t}\n" +
		"\t\treturn result, nil\n" +
		"\t}\n" +
		"})"
	paths = append(paths, l.importPath(), res.Pkg)
	for _, p := range paths {
		if p != "" && slices.Contains(middlewareLocals, p[strings.LastIndex(p, "/")+1:]) {
			return nil // a parameter of the middleware would hide the package
		}
	}
	imports, ok := f.Imports(call.Pos(), paths)
	if !ok {
		return nil
	}
	last := call.Args[len(call.Args)-1]
	lineIndent := f.lineIndent(last)
	text := ", " + indentLines(literal, lineIndent)
	if f.line(last.End()) < f.line(call.Rparen) {
		// One option per line, each ending with a comma: the new one
		// takes a line of its own after the last.
		text = ",\n" + lineIndent + indentLines(literal, lineIndent)
	}
	edits := append(imports, Edit{Pos: last.End(), End: last.End(), NewText: []byte(text)})
	return []analysis.SuggestedFix{{Message: MiddlewareFixTitle, TextEdits: edits}}
}

// middlewareHandler returns the handler type H of a middleware type
// func(next H) H whose handler takes a context and a request to call a
// tool and returns a result and an error.
func middlewareHandler(t types.Type) (*types.Named, bool) {
	mw, ok := t.Underlying().(*types.Signature)
	if !ok || mw.Params().Len() != 1 || mw.Results().Len() != 1 || !types.Identical(mw.Params().At(0).Type(), mw.Results().At(0).Type()) {
		return nil, false
	}
	h, ok := types.Unalias(mw.Params().At(0).Type()).(*types.Named)
	if !ok {
		return nil, false
	}
	hs, ok := h.Underlying().(*types.Signature)
	if !ok || hs.Params().Len() != 2 || hs.Results().Len() != 2 {
		return nil, false
	}
	ctx, ok := types.Unalias(hs.Params().At(0).Type()).(*types.Named)
	if !ok || ctx.Obj().Pkg() == nil || ctx.Obj().Pkg().Path() != "context" || ctx.Obj().Name() != "Context" {
		return nil, false
	}
	return h, isToolRequest(hs.Params().At(1).Type()) && types.Identical(hs.Results().At(1).Type(), errorType)
}

// lineIndent returns the blanks that start the line holding n.
func (f Fixer) lineIndent(n ast.Node) string {
	prefix, _ := f.Indent(n.Pos()) // what precedes n on its line
	return prefix[:len(prefix)-len(strings.TrimLeft(prefix, " \t"))]
}

// indentLines indents every line of text but the first by indent.
func indentLines(text, indent string) string {
	return strings.ReplaceAll(text, "\n", "\n"+indent)
}
