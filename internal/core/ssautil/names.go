package ssautil

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// FuncName names fn for messages: "getOrder", "(*Server).getOrder", and
// "a function literal in Register" for literals.
func FuncName(fn *ssa.Function) string {
	if fn.Parent() != nil {
		top := fn
		for top.Parent() != nil {
			top = top.Parent()
		}
		return "a function literal in " + FuncName(top)
	}
	if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil {
		if recv := obj.Signature().Recv(); recv != nil {
			return "(" + types.TypeString(recv.Type(), types.RelativeTo(obj.Pkg())) + ")." + obj.Name()
		}
		return obj.Name()
	}
	return fn.Name()
}

// ViaName names a module function for messages, its package by name:
// "(*store.Store).Order", "store.Public".
func ViaName(fn *types.Func) string {
	byName := func(p *types.Package) string { return p.Name() }
	if recv := fn.Signature().Recv(); recv != nil {
		return "(" + types.TypeString(recv.Type(), byName) + ")." + fn.Name()
	}
	// cgo calls C.f(...) that return an error through a wrapper it
	// writes, _C2func_f: name the call as the user wrote it.
	if c, ok := strings.CutPrefix(fn.Name(), "_C2func_"); ok {
		return "C." + c
	}
	return fn.Pkg().Name() + "." + fn.Name()
}

// LastSlash returns the index of the last '/' in s, or -1.
func LastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}

// LogsByName reports whether call's name says it logs: Error, Warnf,
// Info, Debug, Printf, Log, Fatal and the like.
func LogsByName(call *ast.CallExpr) bool {
	var name string
	switch fn := call.Fun.(type) {
	case *ast.SelectorExpr:
		name = fn.Sel.Name
	case *ast.Ident:
		name = fn.Name
	}
	for _, p := range []string{"Error", "Warn", "Info", "Debug", "Print", "Log", "Fatal"} {
		if strings.HasPrefix(name, p) || strings.HasPrefix(name, strings.ToLower(p)) {
			return true
		}
	}
	return false
}
