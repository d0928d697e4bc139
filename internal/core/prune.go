package core

import (
	"go/ast"
	"go/types"
)

// Building SSA is most of what the core costs, and most functions of a
// module can neither hold a sink nor pass text on: they return nothing,
// or numbers, or structs, and call nothing that shows text to a model.
// The core hands the SSA builder copies of the package's files in which
// such functions have no body; SSA then treats them as external
// functions, which the core already reads as "nothing known".
//
// A function keeps its body when any of these holds:
//   - it is an init function or carries the handler directive;
//   - it, or a function literal in it, has a result that can carry text
//     or a function (its summary, or the handlers it returns, matter);
//   - it names a function, type or field of the framework tables, or a
//     module function whose Fact says its calls are sinks, or,
//     transitively, a function of its own package kept for that reason
//     (its body may hold a sink);
//   - it assigns a package-level variable that can carry text (the
//     variable's text is traced through every store).
//
// The rules only look at what the syntax names, so they hold for any
// package; they never drop a function whose SSA the core reads.

// filesForSSA returns the package's files with the bodies that cannot
// matter removed, sharing every unchanged file and declaration.
func (a *unit) filesForSSA() []*ast.File {
	info := a.pass.TypesInfo
	keep := map[*ast.FuncDecl]bool{}
	sinky := map[*types.Func]bool{}              // functions of this package whose body may hold a sink
	callers := map[*types.Func][]*ast.FuncDecl{} // same-package callees -> declarations naming them
	var decls []*ast.FuncDecl
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				decls = append(decls, fd)
			}
		}
	}
	var queue []*ast.FuncDecl
	for _, fd := range decls {
		obj, _ := info.Defs[fd.Name].(*types.Func)
		mentions := false
		if (fd.Name.Name == "init" && fd.Recv == nil) || hasDirective(fd.Doc) || obj == nil ||
			resultsMayCarry(info, fd.Type) {
			keep[fd] = true
		}
		ast.Inspect(fd, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				if !keep[fd] && resultsMayCarry(info, n.Type) {
					keep[fd] = true
				}
			case *ast.AssignStmt:
				if !keep[fd] && a.assignsTextGlobal(n) {
					keep[fd] = true
				}
			case *ast.Ident:
				obj := info.Uses[n]
				if obj == nil || obj.Pkg() == nil {
					break
				}
				if fn, ok := obj.(*types.Func); ok && fn.Pkg() == a.pass.Pkg {
					callers[fn.Origin()] = append(callers[fn.Origin()], fd)
				}
				if !mentions && a.mayShowText(obj) {
					mentions = true
				}
			}
			return true
		})
		if mentions {
			keep[fd] = true
			if obj != nil {
				sinky[obj.Origin()] = true
				queue = append(queue, fd)
			}
		}
	}
	// Callers of functions that may hold sinks may hold sinks.
	for len(queue) > 0 {
		fd := queue[0]
		queue = queue[1:]
		obj := info.Defs[fd.Name].(*types.Func).Origin()
		for _, caller := range callers[obj] {
			cobj, _ := info.Defs[caller.Name].(*types.Func)
			keep[caller] = true
			if cobj != nil && !sinky[cobj.Origin()] {
				sinky[cobj.Origin()] = true
				queue = append(queue, caller)
			}
		}
	}

	if len(keep) == len(decls) {
		return a.pass.Files
	}
	files := make([]*ast.File, len(a.pass.Files))
	for i, f := range a.pass.Files {
		files[i] = f
		for j, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || keep[fd] {
				continue
			}
			if files[i] == f {
				shallow := *f
				shallow.Decls = append([]ast.Decl(nil), f.Decls...)
				files[i] = &shallow
			}
			bodiless := *fd
			bodiless.Body = nil
			files[i].Decls[j] = &bodiless
		}
	}
	return files
}

// resultsMayCarry reports whether a function type has a result that can
// carry text or a function.
func resultsMayCarry(info *types.Info, ft *ast.FuncType) bool {
	if ft.Results == nil {
		return false
	}
	for _, field := range ft.Results.List {
		t := info.TypeOf(field.Type)
		if t == nil {
			return true // unknown: keep
		}
		if mayCarry(t) {
			return true
		}
	}
	return false
}

// mayCarry reports whether a value of type t can carry text the core
// traces: text itself, an error, a function, or a map of such values.
func mayCarry(t types.Type) bool {
	if carriesText(t) || isError(t) {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Signature:
		return true
	case *types.Map:
		return mayCarry(u.Elem())
	}
	return false
}

// assignsTextGlobal reports whether as stores to a package-level
// variable that can carry text.
func (a *unit) assignsTextGlobal(as *ast.AssignStmt) bool {
	for _, lhs := range as.Lhs {
		if sel, ok := lhs.(*ast.SelectorExpr); ok {
			lhs = sel.Sel
		}
		id, ok := lhs.(*ast.Ident)
		if !ok {
			continue
		}
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok && v.Pkg() != nil &&
			v.Parent() == v.Pkg().Scope() && mayCarry(v.Type()) {
			return true
		}
	}
	return false
}

// mayShowText reports whether naming obj can make a sink: the
// framework tables name it, or it is a function of another package of
// the module whose Fact lists sinks.
func (a *unit) mayShowText(obj types.Object) bool {
	if a.index.Names(obj) {
		return true
	}
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() == a.pass.Pkg || !a.mod.owns(fn.Pkg().Path()) {
		return false
	}
	var fact FuncFact
	return a.pass.ImportObjectFact(fn.Origin(), &fact) && len(fact.Sinks) > 0
}
