// Package locals finds what a package's code assigns to its local
// variables, for passes that follow a variable back to the expressions
// that gave it its value (the unstable and unbounded passes).
package locals

import (
	"go/ast"
	"go/types"
	"slices"
)

// Defs indexes the assignments of a package's files, one file at a time,
// as the passes ask.
type Defs struct {
	Info   *types.Info
	byFile map[*ast.File]map[types.Object][]ast.Expr
}

// New returns the index of the package whose types info is given.
func New(info *types.Info) *Defs {
	return &Defs{Info: info, byFile: map[*ast.File]map[types.Object][]ast.Expr{}}
}

// Of returns the expressions assigned to v in file, in order; none for
// a variable set from a call with several results.
func (d *Defs) Of(file *ast.File, v *types.Var) []ast.Expr {
	m, ok := d.byFile[file]
	if !ok {
		m = d.index(file)
		d.byFile[file] = m
	}
	return m[v]
}

func (d *Defs) index(file *ast.File) map[types.Object][]ast.Expr {
	m := map[types.Object][]ast.Expr{}
	add := func(lhs []ast.Expr, rhs []ast.Expr) {
		if len(lhs) != len(rhs) {
			return
		}
		for i, l := range lhs {
			if id, isID := l.(*ast.Ident); isID {
				if obj := d.Info.ObjectOf(id); obj != nil {
					m[obj] = append(m[obj], rhs[i])
				}
			}
		}
	}
	ast.Inspect(file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			add(n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, id := range n.Names {
				lhs[i] = id
			}
			add(lhs, n.Values)
		}
		return true
	})
	return m
}

// Local reports whether the identifier names a variable local to a
// function (not a package-level variable, a field or a constant), and
// returns it.
func Local(info *types.Info, id *ast.Ident) (*types.Var, bool) {
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
		return nil, false
	}
	return v, true
}

// Holder returns the declaration of file that declares the local
// variable v, or file itself if none does. Every use of v is inside it,
// so a search for them need not walk the rest of the file (a pass asks
// for each variable of each sink's text, and a file can hold many).
func Holder(file *ast.File, v *types.Var) ast.Node {
	for _, d := range file.Decls {
		if d.Pos() <= v.Pos() && v.Pos() < d.End() {
			return d
		}
	}
	return file
}

// AppendLoops returns the range loops of file whose body (outside
// function literals) appends to the slice v: v = append(v, ...). A loop
// whose body declares v makes a new one each time, and grows none: it is
// left out.
func AppendLoops(info *types.Info, file *ast.File, v *types.Var) []*ast.RangeStmt {
	var out []*ast.RangeStmt
	ast.Inspect(Holder(file, v), func(n ast.Node) bool {
		if r, ok := n.(*ast.RangeStmt); ok && !(r.Body.Pos() <= v.Pos() && v.Pos() < r.Body.End()) && Calls(info, r.Body, v, "append") {
			out = append(out, r)
		}
		return true
	})
	return out
}

// Calls reports whether body, outside function literals, calls a
// builtin or function of names (append, len, sort.Strings, slices.Sort)
// with v as its first argument.
func Calls(info *types.Info, body ast.Node, v *types.Var, names ...string) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			if len(n.Args) == 0 || !slices.Contains(names, calleeName(info, n.Fun)) {
				return true
			}
			if id, ok := ast.Unparen(n.Args[0]).(*ast.Ident); ok && info.Uses[id] == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// calleeName names what fun calls: a builtin by its name, a package's
// function as pkg.Name (its package's name, not its path).
func calleeName(info *types.Info, fun ast.Expr) string {
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		if b, ok := info.Uses[f].(*types.Builtin); ok {
			return b.Name()
		}
	case *ast.SelectorExpr:
		if fn, ok := info.Uses[f.Sel].(*types.Func); ok && fn.Pkg() != nil {
			return fn.Pkg().Name() + "." + fn.Name()
		}
	}
	return ""
}
