package report

import (
	"go/ast"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// A fix that replaces a foreign error by the module's sentence decides
// by the error's class where the error may wrap a sentinel that settles
// the question (frameworks.ClassesOf): a file that does not exist will
// not exist on the next call, while what no class decides gets the
// bounded sentence. Each class is one errors.Is branch before the
// return, returning what the return does with the class's own sentence.

// classBranches returns the source of the branches to insert before
// stmt, the return statement holding expr, which shows err to the model
// at sink s (each line after the first starts with indent), and the
// import paths they need. None where the evidence decided already, where
// the text's foreign errors have no class or different ones, or where
// stmt is no return.
func (f Fixer) classBranches(s *sink.Sink, stmt ast.Stmt, expr, err ast.Expr, asError bool, indent string) (string, []string) {
	ret, ok := stmt.(*ast.ReturnStmt)
	if !ok || s.Decision != sink.Undecided {
		return "", nil
	}
	classes := foreignClasses(s.Text)
	if len(classes) == 0 || f.usedBeside(ret, expr, err) {
		return "", nil
	}
	src := f.Source(ret)
	at, end := int(expr.Pos()-ret.Pos()), int(expr.End()-ret.Pos())
	if at < 0 || end > len(src) {
		return "", nil
	}
	var b strings.Builder
	paths := []string{"errors"}
	for _, c := range classes {
		dot := strings.LastIndex(c.Sentinel, ".")
		path := c.Sentinel[:dot]
		name := path[strings.LastIndex(path, "/")+1:] + c.Sentinel[dot:]
		paths = append(paths, path)
		sc := *s
		sc.Decision = frameworks.Sentinels[c.Sentinel]
		sc.Advice = sink.Advice{}
		if frameworks.Kinds[c.Sentinel] == frameworks.Refused {
			sc.Advice.Move = sink.TellUser
		}
		text := strconv.Quote(Decide(&sc, failed(s.Tool)+": "+c.What, sc.Decision, asError))
		if asError {
			text = "errors.New(" + text + ")"
		}
		b.WriteString("if errors.Is(" + f.Source(err) + ", " + name + ") {\n")
		b.WriteString(indent + "\t" + src[:at] + text + src[end:] + "\n")
		b.WriteString(indent + "}\n" + indent)
	}
	return b.String(), paths
}

// foreignClasses returns the classes of the foreign errors text
// consists of, where they all have the same ones.
func foreignClasses(text *origin.Node) []frameworks.Class {
	var classes []frameworks.Class
	for i, l := range text.Leaves(origin.Foreign) {
		cs := frameworks.ClassesOf(l.Text)
		if len(cs) == 0 || i > 0 && (len(classes) == 0 || cs[0] != classes[0]) {
			return nil
		}
		classes = cs
	}
	return classes
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
