package turnlimit

import (
	"bytes"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/toolerrlint/toolerrlint/internal/agentloop"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

// defaultLimit is the bound the fix writes: enough turns for a task of
// many tool calls, few enough that a loop going nowhere stops soon.
const defaultLimit = "25"

// addLimit returns the fix that counts the turns of l, a for statement
// with no init and post in a function whose last result is an error,
// and returns an error at a named constant declared before the function.
func addLimit(r *report.Reporter, l agentloop.TurnLoop) (analysis.SuggestedFix, bool) {
	pass := r.Pass()
	loop, ok := l.At.(*ast.ForStmt)
	if !ok || loop.Init != nil || loop.Post != nil {
		return analysis.SuggestedFix{}, false
	}
	zeros, ok := zeroResults(pass, l)
	top := enclosingDecl(l.File, loop)
	if !ok || top == nil {
		return analysis.SuggestedFix{}, false
	}
	limit := "max" + upperFirst(top.Name.Name) + "Turns"
	const counter = "turn"
	scope := pass.Pkg.Scope().Innermost(loop.For)
	if pass.Pkg.Scope().Lookup(limit) != nil || scope == nil {
		return analysis.SuggestedFix{}, false
	}
	if _, obj := scope.LookupParent(counter, loop.For); obj != nil {
		return analysis.SuggestedFix{}, false
	}
	fx := r.Fixer(l.File)
	indent, ok := fx.Indent(loop.For)
	imports, importable := fx.Imports(loop.For, []string{"fmt"})
	if !ok || !importable {
		return analysis.SuggestedFix{}, false
	}
	cond := ""
	if loop.Cond != nil {
		cond = fx.Source(loop.Cond)
	}
	// The check goes on the line after the brace, past a comment there.
	bodyAt, ok := nextLine(r, loop.Body.Lbrace)
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	check := indent + "\tif " + counter + " == " + limit + " {\n" +
		indent + "\t\treturn " + zeros + `fmt.Errorf("the task did not finish within %d turns", ` + limit + ")\n" +
		indent + "\t}\n"
	declAt := top.Pos()
	if top.Doc != nil {
		declAt = top.Doc.Pos()
	}
	decl := "// " + limit + " bounds the model turns of one run of " + top.Name.Name + ": a model\n" +
		"// that keeps calling tools stops there instead of running on.\n" +
		"const " + limit + " = " + defaultLimit + "\n\n"
	edits := append(imports,
		report.Edit{Pos: declAt, End: declAt, NewText: []byte(decl)},
		report.Edit{Pos: loop.For, End: loop.Body.Lbrace, NewText: []byte("for " + counter + " := 0; " + cond + "; " + counter + "++ ")},
		report.Edit{Pos: bodyAt, End: bodyAt, NewText: []byte(check)},
	)
	return analysis.SuggestedFix{
		Message:   "Count the turns and return an error at " + limit + " (" + defaultLimit + ")",
		TextEdits: edits,
	}, true
}

// enclosingDecl returns the function declaration of file holding n.
func enclosingDecl(file *ast.File, n ast.Node) *ast.FuncDecl {
	for _, d := range file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= n.Pos() && n.End() <= fd.End() {
			return fd
		}
	}
	return nil
}

// zeroResults returns the zero values of the results of l's function
// before its last, an error, each followed by ", "; ok is false if the
// last result is not an error or a zero value cannot be written in the
// file.
func zeroResults(pass *analysis.Pass, l agentloop.TurnLoop) (string, bool) {
	var sig *types.Signature
	switch fn := l.Func.(type) {
	case *ast.FuncDecl:
		sig, _ = pass.TypesInfo.TypeOf(fn.Name).(*types.Signature)
	case *ast.FuncLit:
		sig, _ = pass.TypesInfo.TypeOf(fn).(*types.Signature)
	}
	if sig == nil || sig.Results().Len() == 0 {
		return "", false
	}
	res := sig.Results()
	if !types.Identical(res.At(res.Len()-1).Type(), types.Universe.Lookup("error").Type()) {
		return "", false
	}
	names := map[*types.Package]string{pass.Pkg: ""}
	for _, spec := range l.File.Imports {
		if pn := pass.TypesInfo.PkgNameOf(spec); pn != nil {
			names[pn.Imported()] = pn.Name()
		}
	}
	known := true
	qualify := func(p *types.Package) string {
		name, ok := names[p]
		known = known && ok
		return name
	}
	var b strings.Builder
	for i := range res.Len() - 1 {
		b.WriteString(zero(res.At(i).Type(), qualify) + ", ")
	}
	return b.String(), known
}

// zero returns the zero value of t as Go source.
func zero(t types.Type, qualify types.Qualifier) string {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return "false"
		case u.Info()&types.IsString != 0:
			return `""`
		case u.Info()&types.IsNumeric != 0:
			return "0"
		}
		return "nil"
	case *types.Struct, *types.Array:
		return types.TypeString(t, qualify) + "{}"
	}
	return "nil"
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[size:]
}

// nextLine returns the start of the line after pos's.
func nextLine(r *report.Reporter, pos token.Pos) (token.Pos, bool) {
	tf := r.Pass().Fset.File(pos)
	content, err := r.ReadFile(tf.Name())
	if err != nil {
		return token.NoPos, false
	}
	i := bytes.IndexByte(content[tf.Offset(pos):], '\n')
	if i < 0 {
		return token.NoPos, false
	}
	return pos + token.Pos(i+1), true
}
