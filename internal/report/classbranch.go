package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// A fix that replaces a foreign error by the module's sentence decides
// by the error's class where the error may wrap one that settles the
// question (frameworks.ClassesOf): a file that does not exist will not
// exist on the next call, a Kubernetes resource the API did not find
// will not be there either, while what no class decides gets the
// bounded sentence. Each class is one branch before the return (errors.Is
// of a sentinel, or the class's predicate), returning what the return
// does with the class's own sentence.

// classBranches returns the source of the branches to insert before
// stmt, the return statement holding expr, which shows err to the model
// at sink s (each line after the first starts with indent), and the
// imports they need (see Imports). flag are the edits that mark the
// return's result as an error, made in each copy too; lead says what
// failed, as the return's new sentence does; where operands are given
// (the sources of the values a kept format shows), lead is a format of
// them, and each branch formats its sentence with fmt.Errorf or
// fmt.Sprintf. None where the evidence decided already, where the
// text's foreign errors have no class or different ones, or where stmt
// is no return.
func (f Fixer) classBranches(s *sink.Sink, stmt ast.Stmt, expr, err ast.Expr, asError bool, indent string, flag []Edit, lead string, operands []string) (string, []string) {
	ret, ok := stmt.(*ast.ReturnStmt)
	if !ok || s.Decision != sink.Undecided {
		return "", nil
	}
	classes := foreignClasses(s.Text)
	if len(classes) == 0 || f.usedBeside(ret, expr, err) {
		return "", nil
	}
	src := f.Source(ret)
	if expr.Pos() < ret.Pos() || expr.End() > ret.End() {
		return "", nil
	}
	var (
		b     strings.Builder
		paths []string
	)
	for _, c := range classes {
		dot := strings.LastIndex(c.Test, ".")
		path := c.Test[:dot]
		name, imp := f.importedName(path, expr)
		if !token.IsIdentifier(name) {
			return "", nil // a package the code cannot name here
		}
		paths = append(paths, imp)
		// A predicate is called with the error; a sentinel is found
		// in its chain.
		test := name + c.Test[dot:] + "(" + f.Source(err) + ")"
		sc := *s
		sc.Decision = frameworks.Predicates[c.Test]
		if d, sentinel := frameworks.Sentinels[c.Test]; sentinel {
			test = "errors.Is(" + f.Source(err) + ", " + name + c.Test[dot:] + ")"
			paths = append(paths, "errors")
			sc.Decision = d
		}
		sc.Advice = sink.Advice{}
		if frameworks.Kinds[c.Test] == frameworks.Refused {
			sc.Advice.Move = sink.TellUser
		}
		text := strconv.Quote(Decide(&sc, lead+": "+c.What, sc.Decision, asError))
		switch format := "fmt.Sprintf"; {
		case len(operands) > 0:
			if asError {
				format = "fmt.Errorf"
			}
			text = format + "(" + strings.Join(append([]string{text}, operands...), ", ") + ")"
		case asError:
			text = "errors.New(" + text + ")"
		}
		b.WriteString("if " + test + " {\n")
		// The copy of the return marks its result as an error as the
		// return itself will (flag).
		edits := append([]Edit{{Pos: expr.Pos(), End: expr.End(), NewText: []byte(text)}}, flag...)
		b.WriteString(indent + "\t" + spliced(src, ret.Pos(), edits) + "\n")
		b.WriteString(indent + "}\n" + indent)
	}
	return b.String(), paths
}

// spliced returns src, the source of a node at pos, with the edits that
// lie inside it made; edits elsewhere are left out.
func spliced(src string, pos token.Pos, edits []Edit) string {
	edits = slices.Clone(edits)
	slices.SortFunc(edits, func(x, y Edit) int { return int(y.Pos - x.Pos) })
	for _, e := range edits {
		at, end := int(e.Pos-pos), int(e.End-pos)
		if at >= 0 && end <= len(src) && at <= end {
			src = src[:at] + string(e.NewText) + src[end:]
		}
	}
	return src
}

// foreignClasses returns the classes of the foreign errors text
// consists of, where they all have the same ones (or predicates only,
// which are joined) and each is still in
// the chain of the error that carries it (not Flat). Errors of no class
// may be there too where the classes are tested by predicates of an
// API's own status errors (apierrors.IsNotFound): those hold only of
// that API's answers. A sentinel such as fs.ErrNotExist may come from
// any file the code reads (a CA file read while building the client), so
// there every error must be of the class's sources.
func foreignClasses(text *origin.Node) []frameworks.Class {
	var classes []frameworks.Class
	unclassed := false
	for _, l := range text.Leaves(origin.Foreign) {
		cs := frameworks.ClassesOf(l.Text)
		switch {
		case len(cs) == 0:
			unclassed = true
			continue
		case l.Flat:
			return nil
		case classes == nil || slices.Equal(cs, classes):
			classes = cs
			continue
		case !predicates(cs) || !predicates(classes):
			return nil
		}
		// One API's statuses, of different calls (a get and a
		// create): each predicate holds only of its own answer, so
		// all of them can be tested.
		for _, c := range cs {
			if !slices.Contains(classes, c) {
				classes = append(slices.Clip(classes), c)
			}
		}
	}
	if unclassed && !predicates(classes) {
		return nil
	}
	return classes
}

// predicates reports whether every class of cs is tested by a
// predicate, not a sentinel.
func predicates(cs []frameworks.Class) bool {
	return !slices.ContainsFunc(cs, func(c frameworks.Class) bool { return frameworks.Predicates[c.Test] == sink.Undecided })
}

// importedName returns the name by which the file holding at refers to
// the package path, and the import it needs for that: the file's own
// name where it imports the package already; else the package's last
// element, or, where that names something else there or may (the
// standard errors, which the fix may import beside Kubernetes'
// api/errors), the last two joined ("apierrors"), imported under that
// name (see Imports).
func (f Fixer) importedName(path string, at ast.Expr) (name, imp string) {
	for _, spec := range f.file.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); p == path {
			if spec.Name == nil {
				return f.pass.TypesInfo.PkgNameOf(spec).Name(), path
			}
			if spec.Name.Name != "_" && spec.Name.Name != "." {
				return spec.Name.Name, path
			}
		}
	}
	elems := strings.Split(path, "/")
	name = elems[len(elems)-1]
	if p := f.r.dependency(f.pass.Pkg, path); p != nil {
		name = p.Name() // go-tfe's package is tfe
	}
	taken := name == "errors" && path != "errors" // the fix may import the standard one
	if scope := f.pass.Pkg.Scope().Innermost(at.Pos()); scope != nil && !taken {
		_, obj := scope.LookupParent(name, at.Pos())
		taken = obj != nil
	}
	if !taken || len(elems) < 2 {
		if name != elems[len(elems)-1] {
			return name, name + " " + path // named as its package is
		}
		return name, path
	}
	name = elems[len(elems)-2] + name
	return name, name + " " + path
}

// dependency returns the package of path among those pkg depends on,
// or nil; found once per package and path.
func (r *Reporter) dependency(pkg *types.Package, path string) *types.Package {
	key := depKey{pkg, path}
	if p, ok := r.deps[key]; ok {
		return p
	}
	if r.deps == nil {
		r.deps = map[depKey]*types.Package{}
	}
	r.deps[key] = findDependency(pkg, path)
	return r.deps[key]
}

// findDependency returns the package of path among those pkg depends
// on, or nil.
func findDependency(pkg *types.Package, path string) *types.Package {
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package) *types.Package
	walk = func(p *types.Package) *types.Package {
		if seen[p] {
			return nil
		}
		seen[p] = true
		if p.Path() == path {
			return p
		}
		for _, q := range p.Imports() {
			if found := walk(q); found != nil {
				return found
			}
		}
		return nil
	}
	return walk(pkg)
}

// usedBeside reports whether stmt uses the variable err outside expr:
// a copy of stmt would show it again where another fix edits only the
// original.
func (f Fixer) usedBeside(stmt ast.Stmt, expr, err ast.Expr) bool {
	id, ok := ast.Unparen(err).(*ast.Ident)
	if !ok {
		return true
	}
	obj := f.pass.TypesInfo.Uses[id]
	used := false
	ast.Inspect(stmt, func(n ast.Node) bool {
		if n == expr {
			return false
		}
		if x, ok := n.(*ast.Ident); ok && f.pass.TypesInfo.Uses[x] == obj {
			used = true
		}
		return !used
	})
	return used
}
