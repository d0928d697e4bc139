package unbounded

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/locals"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

//go:embed doc.go
var doc string

// Analyzer reports failure text whose size the code does not bound. It
// uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns an unbounded analyzer that uses the given core analyzer.
func New(coreAnalyzer *analysis.Analyzer, _ *config.Options) *analysis.Analyzer {
	return report.NewPass("unbounded", doc, coreAnalyzer, run)
}

// maxOwn is how many characters of its own words a tool error needs at
// most: what failed, whether a retry helps, the next move.
const maxOwn = 400

// maxAlternatives bounds the paths examined per sink.
const maxAlternatives = 16

// maxDepth bounds how far a text expression is followed through
// variables and calls.
const maxDepth = 6

func run(r *report.Reporter, res *sink.Result) {
	defs := locals.New(r.Pass().TypesInfo)
	for _, s := range res.TextSinks() {
		if !s.IsError && !s.ReportsError {
			continue // success output may be as long as it needs
		}
		if n := longestOwn(s.Text); n > maxOwn && isErrorValue(r.Pass().TypesInfo, s) {
			r.Report(analysis.Diagnostic{
				Pos: s.Pos,
				Message: s.Subject() + " " + report.Reaches(s, "failure text of "+strconv.Itoa(n)+" characters of its own") +
					": every later step pays for it again; say what failed, whether a retry helps and the next move within " + strconv.Itoa(maxOwn),
			})
			continue
		}
		if s.Expr == nil || s.File == nil || capped(s.Text) {
			continue
		}
		l := lists{defs: defs, file: s.File}
		if list, ok := l.find(s.Expr, maxDepth); ok {
			r.Report(analysis.Diagnostic{
				Pos: s.Pos,
				Message: s.Subject() + " " + report.Reaches(s, "failure text that joins every element of "+list) +
					" with no cap: it grows with the input, paid again every later step; show the first few and count the rest",
			})
		}
	}
}

// isErrorValue reports whether the sink hands over a Go error value. The
// long-text shape judges only those: an error's text is often operator
// documentation reused (set this variable, see that page), while text
// written straight into a result is often a deliberate instruction to
// the model, as long as its purpose needs.
func isErrorValue(info *types.Info, s *sink.Sink) bool {
	if s.Expr == nil {
		return false
	}
	t := info.TypeOf(s.Expr)
	errType := types.Universe.Lookup("error").Type()
	return t != nil && types.Implements(t, errType.Underlying().(*types.Interface))
}

// longestOwn returns the length of the module's own words on its
// longest path (a callee's template counts in the callee).
func longestOwn(text *origin.Node) int {
	// Every path holds each of its literals once, so all the literals
	// together bound the longest: most texts are far below the limit,
	// and their paths need not be listed.
	bound := 0
	for _, l := range text.Leaves(origin.Lit) {
		if !l.Inner() {
			bound += len(l.Text) // bytes: at least the characters
		}
	}
	if bound <= maxOwn {
		return bound
	}
	alts, _ := text.Alternatives(maxAlternatives)
	longest := 0
	for _, alt := range alts {
		n := 0
		for _, l := range alt {
			if l.Op == origin.Lit && !l.Inner() {
				n += len([]rune(l.Text))
			}
		}
		longest = max(longest, n)
	}
	return longest
}

// capped reports whether the module's words say the list is cut short:
// "and 3 more", "first 10", "truncated".
func capped(text *origin.Node) bool {
	for _, l := range text.Leaves(origin.Lit) {
		lower := strings.ToLower(l.Text)
		if !slices.ContainsFunc(capWords, func(w string) bool { return strings.Contains(lower, w) }) {
			continue // no need to split it into words
		}
		if slices.ContainsFunc(report.Words(l.Text), func(w string) bool { return slices.Contains(capWords, w) }) {
			return true
		}
	}
	return false
}

// capWords say a list is cut short.
var capWords = []string{"more", "first", "truncated", "omitted", "others"}

type lists struct {
	defs *locals.Defs
	file *ast.File
}

// find returns the name of a slice, built by appending in a loop with
// no cap, whose elements e's text joins (strings.Join, errors.Join, a
// %v of the slice), followed through the variables holding the text
// and the calls of fmt, strings and errors building it.
func (l lists) find(e ast.Expr, depth int) (string, bool) {
	if depth == 0 {
		return "", false
	}
	info := l.defs.Info
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := locals.Local(info, e)
		if !ok {
			return "", false
		}
		if isList(v.Type()) {
			return e.Name, l.grown(v)
		}
		for _, rhs := range l.defs.Of(l.file, v) {
			if name, ok := l.find(rhs, depth-1); ok {
				return name, true
			}
		}
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		if name, ok := l.find(e.X, depth-1); ok {
			return name, true
		}
		return l.find(e.Y, depth-1)
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			return "", false
		}
		switch fn.Pkg().Path() {
		case "fmt", "strings", "errors":
		default:
			return "", false
		}
		for _, arg := range e.Args {
			if name, ok := l.find(arg, depth-1); ok {
				return name, true
			}
		}
	}
	return "", false
}

// isList reports whether t is a slice of text or of values printed one
// by one (not bytes: those are one text).
func isList(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, isBasic := s.Elem().Underlying().(*types.Basic)
	return !isBasic || b.Kind() != types.Byte
}

// fixedSet reports whether ranging over x visits a set the code fixes:
// a literal, an array, a package-level table, a number, or a local
// variable only ever assigned such sets (required := []string{"a",
// "b"}), up to depth assignments away.
func (l lists) fixedSet(x ast.Expr, depth int) bool {
	info := l.defs.Info
	switch x := ast.Unparen(x).(type) {
	case *ast.CompositeLit:
		return true
	case *ast.Ident:
		v, local := locals.Local(info, x)
		if !local {
			return true
		}
		if defs := l.defs.Of(l.file, v); depth > 0 && len(defs) > 0 && !slices.ContainsFunc(defs, func(rhs ast.Expr) bool { return !l.fixedSet(rhs, depth-1) }) {
			return true
		}
	case *ast.SelectorExpr:
		if _, field := info.Selections[x]; !field {
			return true // a package's table: pkg.Names
		}
	}
	switch t := info.TypeOf(x).Underlying().(type) {
	case *types.Array, *types.Basic:
		return true
	case *types.Pointer:
		_, isArray := t.Elem().Underlying().(*types.Array)
		return isArray
	}
	return false
}

// grown reports whether v is grown by append inside a range loop of
// this file over a set the code does not fix, whose body neither leaves
// early (a break) nor tests v's length, and is never cut (v[:n]).
func (l lists) grown(v *types.Var) bool {
	info := l.defs.Info
	grows := false
	for _, loop := range locals.AppendLoops(info, l.file, v) {
		if l.fixedSet(loop.X, maxDepth) {
			continue
		}
		if breaks(loop.Body) || locals.Calls(info, loop.Body, v, "len") {
			return false
		}
		grows = true
	}
	return grows && !cut(info, l.file, v)
}

// breaks reports whether body leaves its loop with a break.
func breaks(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if b, ok := n.(*ast.BranchStmt); ok && b.Tok == token.BREAK {
			found = true
		}
		_, lit := n.(*ast.FuncLit)
		return !found && !lit
	})
	return found
}

// cut reports whether file slices v with an upper bound: v[:n].
func cut(info *types.Info, file *ast.File, v *types.Var) bool {
	found := false
	ast.Inspect(locals.Holder(file, v), func(n ast.Node) bool {
		if s, ok := n.(*ast.SliceExpr); ok && s.High != nil {
			if id, isID := ast.Unparen(s.X).(*ast.Ident); isID && info.Uses[id] == v {
				found = true
			}
		}
		return !found
	})
	return found
}
