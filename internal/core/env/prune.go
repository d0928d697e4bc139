package env

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// A pruner decides which code of a set of packages, pruned together,
// keeps its SSA.
type pruner struct {
	index *frameworks.Index
	// sinkOutside reports whether a call of a function outside the set
	// can be a sink; nil when the set is every package analyzed, which
	// also means that no package outside it reads the set's Facts.
	sinkOutside func(*types.Func) bool
	// sees memoizes which packages see which framework packages.
	sees map[seeKey]bool
	// shapes memoizes which objects have the shapes of internal/core/shape.
	shapes map[types.Object]bool
	// ifaceMethods are the names of the methods of the interfaces the
	// packages declare that return an error.
	ifaceMethods map[string]bool
}

// A piece is a function declaration or a package-level initializer.
type piece struct {
	node  ast.Node      // the *ast.FuncDecl, or the initializer's right-hand side
	info  *types.Info   // of its package
	fn    *types.Func   // the declared function (nil for initializers)
	calls []*types.Func // functions of the set it names
	sink  bool          // it may hold a sink
	// fields are the text fields of structs it names: where code
	// holding a sink reads one, code naming it may fill a relayed
	// field (internal/core/sinks/relays.go).
	fields []*types.Var
	root   bool // the core looks at it without a call leading there
	keep   bool
}

// prune returns the sources with the function bodies that cannot matter
// removed from their files and the initializers that cannot matter
// removed from their type information, sharing everything unchanged.
func (pr *pruner) prune(srcs []ssautil.Source) []ssautil.Source {
	pieces, byFunc, inits := pr.pieces(srcs)
	markKept(pieces, byFunc)
	out := make([]ssautil.Source, len(srcs))
	for i, src := range srcs {
		out[i] = withoutBodies(src, func(fn *types.Func) bool { return !byFunc[fn.Origin()].keep })
		kept := slices.DeleteFunc(slices.Clone(src.Info.InitOrder), func(in *types.Initializer) bool { return !inits[in].keep })
		if len(kept) < len(src.Info.InitOrder) {
			shallow := *src.Info
			shallow.InitOrder = kept
			out[i].Info = &shallow
		}
	}
	return out
}

// markKept sets keep on the pieces that stay: code that may hold a sink
// and its callers, the roots, and everything they reach.
func markKept(pieces []*piece, byFunc map[*types.Func]*piece) {
	// Code that may hold a sink, and the callers of such code.
	callers := map[*types.Func][]*piece{}
	var queue []*piece
	for _, p := range pieces {
		for _, fn := range p.calls {
			callers[fn] = append(callers[fn], p)
		}
		if p.sink {
			queue = append(queue, p)
		}
	}
	sinky := map[*piece]bool{}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if sinky[p] {
			continue
		}
		sinky[p] = true
		if p.fn != nil {
			queue = append(queue, callers[p.fn.Origin()]...)
		}
	}
	relayed := map[*types.Var]bool{}
	for _, p := range pieces {
		if p.sink {
			for _, v := range p.fields {
				relayed[v] = true
			}
		}
	}
	for _, p := range pieces {
		p.root = p.root || slices.ContainsFunc(p.fields, func(v *types.Var) bool { return relayed[v] })
	}
	// Everything a root reaches.
	for _, p := range pieces {
		if p.root || sinky[p] {
			queue = append(queue, p)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p.keep {
			continue
		}
		p.keep = true
		for _, fn := range p.calls {
			queue = append(queue, byFunc[fn])
		}
	}
}

// withoutBodies returns src with the bodies of the functions drop
// reports left out: the files holding one are shallow copies, src's own
// syntax is not changed.
func withoutBodies(src ssautil.Source, drop func(*types.Func) bool) ssautil.Source {
	out := src
	out.Files = slices.Clone(src.Files)
	for j, f := range src.Files {
		for k, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			obj, _ := src.Info.Defs[fd.Name].(*types.Func)
			if obj == nil || !drop(obj) {
				continue
			}
			if out.Files[j] == f {
				shallow := *f
				shallow.Decls = slices.Clone(f.Decls)
				out.Files[j] = &shallow
			}
			bodiless := *fd
			bodiless.Body = nil
			out.Files[j].Decls[k] = &bodiless
		}
	}
	return out
}

// pieces cuts the sources into pieces, noting for each the functions of
// the set it names and whether its syntax makes it a root.
func (pr *pruner) pieces(srcs []ssautil.Source) ([]*piece, map[*types.Func]*piece, map[*types.Initializer]*piece) {
	var pieces []*piece
	byFunc := map[*types.Func]*piece{}
	inits := map[*types.Initializer]*piece{}
	pr.ifaceMethods = pr.interfaceMethods(srcs)
	for _, src := range srcs {
		for _, f := range src.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					obj, _ := src.Info.Defs[fd.Name].(*types.Func)
					p := &piece{node: fd, info: src.Info, fn: obj}
					p.root = obj == nil || pr.rootByDecl(fd, obj, src.Info)
					pieces = append(pieces, p)
					if obj != nil {
						byFunc[obj.Origin()] = p
					}
				}
			}
		}
		for _, in := range src.Info.InitOrder {
			p := &piece{node: in.Rhs, info: src.Info}
			for _, v := range in.Lhs {
				p.root = p.root || (mayCarry(v.Type()) && !holdsFuncField(v.Type()))
			}
			pieces = append(pieces, p)
			inits[in] = p
		}
	}
	outside := map[*types.Func]bool{} // sinkOutside's answers, asked once per function
	for _, p := range pieces {
		ast.Inspect(p.node, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				if sig, ok := p.info.TypeOf(n).(*types.Signature); ok {
					_, handler := shape.ShapeOf(pr.index, sig)
					p.sink = p.sink || handler
				}
			case *ast.AssignStmt:
				// A tool struct's function is a handler (shape.RunsTool).
				p.root = p.root || assignsTextGlobal(p.info, n) || shape.SetsToolFunc(p.info, n)
			case *ast.CompositeLit:
				p.root = p.root || shape.SetsToolFunc(p.info, n)
			case *ast.Ident:
				obj := p.info.Uses[n]
				if obj == nil || obj.Pkg() == nil {
					break
				}
				if v, ok := obj.(*types.Var); ok && v.IsField() && shape.IsKindString(v.Type()) {
					p.fields = append(p.fields, v)
				}
				if fn, ok := obj.(*types.Func); ok && byFunc[fn.Origin()] != nil {
					p.calls = append(p.calls, fn.Origin())
				} else if ok && pr.sinkOutside != nil {
					sink, asked := outside[fn]
					if !asked {
						sink = pr.sinkOutside(fn)
						outside[fn] = sink
					}
					p.sink = p.sink || sink
				}
				p.sink = p.sink || pr.index.Names(obj) || pr.shaped(obj)
			}
			return true
		})
	}
	return pieces, byFunc, inits
}

// rootByDecl reports whether a function declaration is a root for what
// it declares: a handler found without a registration, an Error method,
// or, when other packages read the Facts, an exported function that
// returns text or functions.
func (pr *pruner) rootByDecl(fd *ast.FuncDecl, fn *types.Func, info *types.Info) bool {
	if _, handler := shape.ShapeOf(pr.index, fn.Signature()); handler || shape.HasDirective(fd.Doc) {
		return true
	}
	if fd.Recv != nil && (fd.Name.Name == "Error" || pr.implementsTool(fd.Name.Name, fn.Pkg())) {
		return true
	}
	if fd.Recv != nil && fd.Name.Name == "Name" && pr.ifaceMethods["Name"] {
		// It may name the tool a module interface's implementation is
		// (its constant names the tool in messages).
		return true
	}
	if fd.Recv != nil && pr.ifaceMethods[fd.Name.Name] && (resultsMayCarry(info, fd.Type) || returnsErrorInterface(fn.Signature())) {
		// It may implement an interface of the module that an adapter
		// calls (internal/core/trace/funcvalues.go), or a factory of
		// such (the one type it returns is FuncFact.Concrete): nothing
		// names it.
		return true
	}
	return pr.sinkOutside != nil && fn.Exported() && resultsMayCarry(info, fd.Type)
}

// interfaceMethods returns the names of the methods of the module's
// interfaces that an adapter may call: those returning a tool table (a
// toolset's Tools), and, in packages importing a framework, those
// returning an error (an executor's Execute) or an interface with such
// a method (a factory's NewIngress).
func (pr *pruner) interfaceMethods(srcs []ssautil.Source) map[string]bool {
	out := map[string]bool{}
	for _, src := range srcs {
		adapter := pr.index.Imports(src.Pkg)
		scope := src.Pkg.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok {
				continue
			}
			iface, ok := tn.Type().Underlying().(*types.Interface)
			if !ok {
				continue
			}
			for i := range iface.NumExplicitMethods() {
				m := iface.ExplicitMethod(i)
				if (adapter && (hasErrorResult(m.Signature()) || returnsErrorInterface(m.Signature()))) || returnsTable(m.Signature()) || returnsToolResult(m.Signature()) {
					out[m.Name()] = true
					if iface.NumMethods() > 1 {
						out["Name"] = true // what names the tool, if it describes one
					}
				}
			}
		}
	}
	return out
}

// shaped reports whether obj is a type shaped like an MCP tool result,
// text content or a JSON-RPC error, or a function returning such a
// result (internal/core/shape):
// code naming one may hold a sink of a framework without a table.
func (pr *pruner) shaped(obj types.Object) bool {
	v, ok := pr.shapes[obj]
	if ok {
		return v
	}
	switch obj := obj.(type) {
	case *types.TypeName:
		v = shape.IsToolResultShape(pr.index, obj.Type()) || shape.IsTextContentShape(pr.index, obj.Type()) || shape.IsRPCErrorShape(pr.index, obj.Type())
	case *types.Func:
		sig := obj.Signature()
		v = sig.Results().Len() > 0 && shape.IsToolResultShape(pr.index, sig.Results().At(0).Type())
	}
	if pr.shapes == nil {
		pr.shapes = map[types.Object]bool{}
	}
	pr.shapes[obj] = v
	return v
}

// implementsTool reports whether a method named name, declared in pkg,
// may implement a framework's tool interface: the name is one of its
// methods and pkg sees (imports, directly or not) the interface's
// package. A Run method in a package that never sees fantasy is not a
// fantasy tool.
func (pr *pruner) implementsTool(name string, pkg *types.Package) bool {
	for _, path := range pr.index.ImplementationPkgs(name) {
		key := seeKey{pkg, path}
		v, ok := pr.sees[key]
		if !ok {
			v = sees(pkg, path, map[*types.Package]bool{})
			if pr.sees == nil {
				pr.sees = map[seeKey]bool{}
			}
			pr.sees[key] = v
		}
		if v {
			return true
		}
	}
	return false
}
