package handlers

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// LiveFuncs returns the package's functions that may run (see Live),
// found once.
func (a *Set) LiveFuncs() []*ssa.Function {
	if a.live == nil {
		a.live = []*ssa.Function{}
		for _, fn := range a.Funcs {
			if a.Live(fn) {
				a.live = append(a.live, fn)
			}
		}
	}
	return a.live
}

// Live reports whether fn, or the declared function it is written in,
// may run: a function of the package that nothing can reach (an
// unexported constructor of a tool its authors keep with a
// //nolint:unused) registers nothing, and a handler found in it by its
// shape alone serves no tool. See reachable.
func (a *Set) Live(fn *ssa.Function) bool {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok {
		return true // synthetic: a wrapper the package's code asked for
	}
	if a.reached == nil {
		a.reached = reachable(a.Pass.Files, a.Pass.TypesInfo, a.funcUses())
	}
	reached, declared := a.reached[obj.Origin()]
	return !declared || reached
}

// reachable returns, for each function and method the files declare,
// whether code outside the package, or run when it loads, can reach it:
// from what other packages may call (exported names, and methods that
// may satisfy an interface: exported ones, and unexported ones named
// as a method of an interface the package declares), from init and
// main, and from package-level initializers, through the functions each
// declaration names. A function the package names nowhere is reached
// too (files of other build tags, or generated ones, may call it),
// unless its comment tells linters it is unused (//nolint:unused,
// //lint:ignore U1000): then it, and what only it names, is not.
func reachable(files []*ast.File, info *types.Info, u *uses) map[*types.Func]bool {
	decls := map[*types.Func]*ast.FuncDecl{}
	ifaceMethods := map[string]bool{}
	var inits []ast.Node // package-level declarations other than functions
	for _, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				inits = append(inits, d)
				continue
			}
			if obj, ok := info.Defs[fd.Name].(*types.Func); ok {
				decls[obj] = fd
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if it, ok := n.(*ast.InterfaceType); ok && it.Methods != nil {
				for _, m := range it.Methods.List {
					for _, name := range m.Names {
						ifaceMethods[name.Name] = true
					}
				}
			}
			return true
		})
	}
	reached := map[*types.Func]bool{}
	var queue []*types.Func
	for obj, fd := range decls {
		named := u.called[obj] || u.values[obj]
		root := obj.Exported() || fd.Recv == nil && (obj.Name() == "init" || obj.Name() == "main") || fd.Recv != nil && ifaceMethods[obj.Name()] ||
			!named && !markedUnused(fd.Doc)
		reached[obj] = root
		if root {
			queue = append(queue, obj)
		}
	}
	reach := func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if fn, ok := info.Uses[id].(*types.Func); ok {
					if r, declared := reached[fn.Origin()]; declared && !r {
						reached[fn.Origin()] = true
						queue = append(queue, fn.Origin())
					}
				}
			}
			return true
		})
	}
	for _, d := range inits {
		reach(d)
	}
	for len(queue) > 0 {
		obj := queue[0]
		queue = queue[1:]
		if fd := decls[obj]; fd.Body != nil {
			reach(fd.Body)
		}
	}
	return reached
}

// markedUnused reports whether doc tells linters the function is unused.
func markedUnused(doc *ast.CommentGroup) bool {
	if doc == nil {
		return false
	}
	for _, c := range doc.List {
		text := strings.TrimSpace(strings.TrimPrefix(c.Text, "//"))
		if strings.HasPrefix(text, "nolint:") && strings.Contains(text, "unused") || strings.HasPrefix(text, "lint:ignore U1000") {
			return true
		}
	}
	return false
}
