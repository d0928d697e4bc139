package core

import (
	"go/ast"
	"go/types"
	"slices"
)

// Building SSA is most of what the core costs, and most code of a
// module can neither hold a sink nor pass text on: functions that return
// nothing, or numbers, or structs, and call nothing that shows text to a
// model; initializers of lookup tables. The core hands the SSA builder
// copies of the package's files in which such functions have no body,
// and type information without such initializers; SSA then treats the
// functions as external and the variables as zero, which the core
// already reads as "nothing known".
//
// A function or initializer is kept when any of these holds:
//   - it is an init function or carries the handler directive;
//   - it, or a function literal in it, has a result (for an
//     initializer: a variable) that can carry text or a function: its
//     summary, or the handlers it returns, matter;
//   - it names a function, type or field of the framework tables, or a
//     module function whose Fact says its calls are sinks, or,
//     transitively, a function of its own package kept for that reason
//     (its body may hold a sink);
//   - it assigns a package-level variable that can carry text (the
//     variable's text is traced through every store).
//
// The rules only look at what the syntax names, so they hold for any
// package; they never drop code whose SSA the core reads.

// A piece is a function declaration or a package-level initializer.
type piece struct {
	node ast.Node    // the *ast.FuncDecl, or the initializer's right-hand side
	fn   *types.Func // the declared function (nil for initializers)
	keep bool        // whether its SSA is needed
}

// prunedForSSA returns the package's files with the function bodies
// that cannot matter removed, and its type information without the
// initializers that cannot matter, sharing everything unchanged.
func (a *unit) prunedForSSA() ([]*ast.File, *types.Info) {
	info := a.pass.TypesInfo
	var pieces []*piece
	byFunc := map[*types.Func]*piece{}
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				obj, _ := info.Defs[fd.Name].(*types.Func)
				p := &piece{node: fd, fn: obj}
				p.keep = obj == nil || (fd.Name.Name == "init" && fd.Recv == nil) ||
					hasDirective(fd.Doc) || resultsMayCarry(info, fd.Type)
				pieces = append(pieces, p)
				if obj != nil {
					byFunc[obj.Origin()] = p
				}
			}
		}
	}
	inits := map[*types.Initializer]*piece{}
	for _, in := range info.InitOrder {
		p := &piece{node: in.Rhs}
		for _, v := range in.Lhs {
			p.keep = p.keep || mayCarry(v.Type())
		}
		pieces = append(pieces, p)
		inits[in] = p
	}

	// What each piece names; pieces that may hold a sink.
	callers := map[*types.Func][]*piece{} // this package's functions -> pieces naming them
	var queue []*piece
	for _, p := range pieces {
		mentions := false
		ast.Inspect(p.node, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				p.keep = p.keep || resultsMayCarry(info, n.Type)
			case *ast.AssignStmt:
				p.keep = p.keep || a.assignsTextGlobal(n)
			case *ast.Ident:
				obj := info.Uses[n]
				if obj == nil || obj.Pkg() == nil {
					break
				}
				if fn, ok := obj.(*types.Func); ok && fn.Pkg() == a.pass.Pkg {
					callers[fn.Origin()] = append(callers[fn.Origin()], p)
				}
				mentions = mentions || a.mayShowText(obj)
			}
			return true
		})
		if mentions {
			p.keep = true
			queue = append(queue, p)
		}
	}
	// Callers of functions that may hold sinks may hold sinks.
	sinky := map[*piece]bool{}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if sinky[p] {
			continue
		}
		sinky[p] = true
		if p.fn != nil {
			for _, caller := range callers[p.fn.Origin()] {
				caller.keep = true
				queue = append(queue, caller)
			}
		}
	}

	files := make([]*ast.File, len(a.pass.Files))
	for i, f := range a.pass.Files {
		files[i] = f
		for j, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Name == nil {
				continue
			}
			obj, _ := info.Defs[fd.Name].(*types.Func)
			if obj == nil || byFunc[obj.Origin()].keep {
				continue
			}
			if files[i] == f {
				shallow := *f
				shallow.Decls = slices.Clone(f.Decls)
				files[i] = &shallow
			}
			bodiless := *fd
			bodiless.Body = nil
			files[i].Decls[j] = &bodiless
		}
	}
	kept := slices.DeleteFunc(slices.Clone(info.InitOrder), func(in *types.Initializer) bool { return !inits[in].keep })
	if len(kept) < len(info.InitOrder) {
		shallow := *info
		shallow.InitOrder = kept
		info = &shallow
	}
	return files, info
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
