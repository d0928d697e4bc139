package core

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/analysis"
)

// coverage returns the modules of frameworks.Modules that pass's package
// imports and those it hands a tool. Only a framework's own packages are
// the framework: a package of the analyzed module (own) is not when the
// module's path lies under the framework's (a tool library of the
// framework's organization, github.com/cloudwego/eino-ext/components/tool/...).
func coverage(pass *analysis.Pass, own env.Module) sink.Coverage {
	var c sink.Coverage
	for _, imp := range pass.Pkg.Imports() {
		if mod, ok := moduleAtMajor(own, imp.Path()); ok && !slices.Contains(c.Imports, mod) {
			c.Imports = append(c.Imports, mod)
		}
	}
	if len(c.Imports) == 0 {
		// No framework: handlers can only be what the package's own
		// protocol code calls.
		c.Expected = ownProtocolHandlers(pass)
		return c
	}
	hands := func(obj types.Object) {
		if mod, ok := moduleAtMajor(own, obj.Pkg().Path()); ok && !slices.Contains(c.ToolAPI, mod) {
			c.ToolAPI = append(c.ToolAPI, mod)
		}
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if obj := toolCallee(pass.TypesInfo, own, call); obj != nil && slices.ContainsFunc(call.Args, func(arg ast.Expr) bool { return isOwnFunc(pass, arg) }) {
					hands(obj)
				}
			}
			return true
		})
	}
	for _, iface := range toolInterfaces(pass, own) {
		if implementations(pass.Pkg, iface.Type().Underlying().(*types.Interface)) > 0 {
			hands(iface)
		}
	}
	c.Expected = expected(pass, own)
	slices.Sort(c.Imports)
	slices.Sort(c.ToolAPI)
	return c
}

// toolCallee returns the callee of call, or the type it converts to, if
// it belongs to a module of frameworks.Modules and names a tool: a
// function or method with "tool" in its name or its package's (AddTool,
// DefineTool, functiontool.New), or a func type with "Tool" in its name
// (ToolHandlerFunc).
func toolCallee(info *types.Info, own env.Module, call *ast.CallExpr) types.Object {
	var obj types.Object
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		obj = info.Uses[fun]
	case *ast.SelectorExpr:
		obj = info.Uses[fun.Sel]
	case *ast.IndexExpr: // an explicit instantiation
		if id, ok := ast.Unparen(fun.X).(*ast.SelectorExpr); ok {
			obj = info.Uses[id.Sel]
		}
	}
	if obj == nil || obj.Pkg() == nil {
		return nil
	}
	if _, ok := moduleAtMajor(own, obj.Pkg().Path()); !ok {
		return nil
	}
	switch obj.(type) {
	case *types.Func:
		if strings.Contains(strings.ToLower(obj.Name()+" "+obj.Pkg().Name()), "tool") {
			return obj
		}
	case *types.TypeName:
		if _, isFunc := obj.Type().Underlying().(*types.Signature); isFunc && strings.Contains(obj.Name(), "Tool") {
			return obj
		}
	}
	return nil
}

// isOwnFunc reports whether e is a function of pass's package: a
// function literal, or a function or method it declares.
func isOwnFunc(pass *analysis.Pass, e ast.Expr) bool {
	var id *ast.Ident
	switch e := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return true
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	default:
		return false
	}
	fn, ok := pass.TypesInfo.Uses[id].(*types.Func)
	return ok && fn.Pkg() == pass.Pkg
}

// toolInterfaces returns the interface types with "Tool" in their name
// that pass's package refers to, of modules of frameworks.Modules.
func toolInterfaces(pass *analysis.Pass, own env.Module) []*types.TypeName {
	var out []*types.TypeName
	for id, obj := range pass.TypesInfo.Uses {
		tn, ok := obj.(*types.TypeName)
		if !ok || tn.Pkg() == nil || !strings.Contains(id.Name, "Tool") || !types.IsInterface(tn.Type()) || slices.Contains(out, tn) {
			continue
		}
		if _, ok := moduleAtMajor(own, tn.Pkg().Path()); ok {
			out = append(out, tn)
		}
	}
	return out
}

// implementations returns how many named types pkg declares implement
// iface (a non-empty interface), by value or by pointer.
func implementations(pkg *types.Package, iface *types.Interface) int {
	if iface.NumMethods() == 0 {
		return 0
	}
	n := 0
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if named, ok := tn.Type().(*types.Named); ok && named.TypeParams().Len() == 0 &&
			(types.Implements(named, iface) || types.Implements(types.NewPointer(named), iface)) {
			n++
		}
	}
	return n
}

// moduleAtMajor returns the module path, at its major, of the module of
// frameworks.Modules holding the package at path, unless the analyzed
// module owns that package without being that framework module: a
// module nested under a framework's root (a tool library of its
// organization) is a user of the framework, while the framework's own
// repository (it owns the framework's root package) is the framework.
func moduleAtMajor(own env.Module, path string) (string, bool) {
	m, major, ok := frameworks.ModuleOf(path)
	if !ok {
		return "", false
	}
	mod := frameworks.AtMajor(m.Root, major)
	if own.Owns(path) && !own.Owns(mod) {
		return "", false
	}
	return mod, true
}
