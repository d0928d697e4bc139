package core

import (
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// funcName names fn for messages: "getOrder", "(*Server).getOrder", and
// "a function literal in Register" for literals.
func funcName(fn *ssa.Function) string {
	if fn.Parent() != nil {
		top := fn
		for top.Parent() != nil {
			top = top.Parent()
		}
		return "a function literal in " + funcName(top)
	}
	if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil {
		if recv := obj.Signature().Recv(); recv != nil {
			return "(" + types.TypeString(recv.Type(), types.RelativeTo(obj.Pkg())) + ")." + obj.Name()
		}
		return obj.Name()
	}
	return fn.Name()
}

// viaName names a module function for messages, its package by name:
// "(*store.Store).Order", "store.Public".
func viaName(fn *types.Func) string {
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

// shortName names a framework function as its callers write it:
// mcp.NewToolResultError, (*mcp.CallToolResult).SetError.
func (a *pkgAnalysis) shortName(f frameworks.Func) string {
	pkg := a.pkgName(f.Pkg)
	if f.Recv != "" {
		return "(*" + pkg + "." + f.Recv + ")." + f.Name
	}
	return pkg + "." + f.Name
}

// pkgName returns the name of the package at path ("anthropic" for
// github.com/anthropics/anthropic-sdk-go/v2), or its last element.
func (a *pkgAnalysis) pkgName(path string) string {
	if p := a.pkgs[path]; p != nil {
		return p.Name()
	}
	return path[lastSlash(path)+1:]
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}
