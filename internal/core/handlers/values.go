package handlers

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// calledHelper reports whether fn is an unexported function or method
// of the package that its code calls and never takes as a value: no
// other package can name it, and this one never hands it to anything (a
// registration, a method value, a field or table of handlers), so no
// framework can serve it. It is a helper of the code that calls it (a
// client wrapper's inner callTool), whatever its shape: a handler only
// where a handler calls it (handlersCalledHelpers). An unexported
// function named nowhere is left to its shape.
func (a *Set) calledHelper(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj.Exported() || fn.Parent() != nil {
		return false
	}
	u := a.funcUses()
	return u.called[obj] && !u.values[obj]
}

// funcUses returns how the package names its functions, found once.
func (a *Set) funcUses() *uses {
	if a.uses == nil {
		a.uses = findUses(a.Pass.Files, a.Pass.TypesInfo)
	}
	return a.uses
}

// uses are the package's functions and methods named as the callee of
// a call (f and x.m in f(1) and x.m()) and named otherwise, as values
// (f in register(f), x.m in h := x.m).
type uses struct{ called, values map[*types.Func]bool }

func findUses(files []*ast.File, info *types.Info) *uses {
	callees := map[*ast.Ident]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if id := calleeIdent(call.Fun); id != nil {
					callees[id] = true
				}
			}
			return true
		})
	}
	u := &uses{called: map[*types.Func]bool{}, values: map[*types.Func]bool{}}
	for id, obj := range info.Uses {
		if fn, ok := obj.(*types.Func); ok {
			if callees[id] {
				u.called[fn.Origin()] = true
			} else {
				u.values[fn.Origin()] = true
			}
		}
	}
	return u
}

// calleeIdent returns the identifier naming the function a call's Fun
// calls (f, x.m, f[T], (f)), or nil for anything else.
func calleeIdent(e ast.Expr) *ast.Ident {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x
		case *ast.SelectorExpr:
			return x.Sel
		default:
			return nil
		}
	}
}
