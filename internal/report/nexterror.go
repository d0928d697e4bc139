package report

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// nextErrorTitle is the message of ShowNextError's fix.
const nextErrorTitle = "Return a tool result flagged as an error holding the wrapped handler's text, and a nil error"

// ShowNextError returns the fix for a handler that wraps another one (a
// telemetry or logging wrapper: `result, err := handler(ctx, req)`, the
// call's function of the handler's own type) and returns that error as
// it came, err in ret: a result flagged as an error holding err's text,
// and a nil error. The wrapper serves every tool it wraps, whose errors
// say different things (a missing argument, a refusal, a library's
// failure): one sentence for all would lose the handlers' words, and
// each handler's words are judged, and fixed, where it returns them.
// nil where err is not such a handler's error, or the results do not
// let the return be written.
func (f Fixer) ShowNextError(ret *ast.ReturnStmt, err ast.Expr, results *types.Tuple, res frameworks.ErrorResult) []analysis.SuggestedFix {
	id, ok := ast.Unparen(err).(*ast.Ident)
	if !ok || len(ret.Results) != 2 || results.Len() != 2 || ret.Results[1] != err || !Pure(ret.Results[0]) {
		return nil
	}
	if !res.Of(results.At(0).Type()) {
		return nil
	}
	info := f.pass.TypesInfo
	obj := info.Uses[id]
	fn, sig := EnclosingFunc(info, f.file, ret)
	if obj == nil || fn == nil || !f.assignedByNext(fn, obj, sig) {
		return nil
	}
	imports, ok := f.Imports(ret.Pos(), []string{res.Pkg})
	if !ok {
		return nil
	}
	text := fmt.Sprintf(res.Expr, id.Name+".Error()") + ", nil"
	edit := Edit{Pos: ret.Results[0].Pos(), End: err.End(), NewText: []byte(text)}
	return []analysis.SuggestedFix{{Message: nextErrorTitle, TextEdits: append(imports, edit)}}
}

// EnclosingFunc returns the innermost function (literal or declaration)
// of file around n, and its signature; nil, nil outside any.
func EnclosingFunc(info *types.Info, file *ast.File, n ast.Node) (ast.Node, *types.Signature) {
	path := enclosing(file, n.Pos(), n.End())
	for i := len(path) - 1; i >= 0; i-- {
		switch fn := path[i].(type) {
		case *ast.FuncLit:
			sig, _ := info.TypeOf(fn).(*types.Signature)
			return fn, sig
		case *ast.FuncDecl:
			obj, _ := info.Defs[fn.Name].(*types.Func)
			if obj == nil {
				return nil, nil
			}
			return fn, obj.Signature()
		}
	}
	return nil, nil
}

// assignedByNext reports whether every assignment to obj in fn (outside
// the function literals fn holds) takes the last result of a call of a
// function value of sig's type, the handler fn wraps, and there is one.
func (f Fixer) assignedByNext(fn ast.Node, obj types.Object, sig *types.Signature) bool {
	info := f.pass.TypesInfo
	found, other := false, false
	ast.Inspect(fn, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && lit != fn {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for i, lhs := range as.Lhs {
			id, ok := lhs.(*ast.Ident)
			if !ok || info.ObjectOf(id) != obj {
				continue
			}
			if i == len(as.Lhs)-1 && len(as.Rhs) == 1 && callsHandler(info, as.Rhs[0], sig) {
				found = true
			} else {
				other = true
			}
		}
		return true
	})
	return found && !other
}

// callsHandler reports whether e calls a function value (not a declared
// function: a parameter, a field) whose type is the signature sig.
func callsHandler(info *types.Info, e ast.Expr, sig *types.Signature) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || sig == nil {
		return false
	}
	if _, declared := typeutil.Callee(info, call).(*types.Func); declared {
		return false
	}
	t, ok := info.TypeOf(call.Fun).Underlying().(*types.Signature)
	return ok && types.Identical(t, sig)
}
