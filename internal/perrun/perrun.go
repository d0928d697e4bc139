// Package perrun finds the values a tool's failure text holds that are
// computed anew on every run: a time, a generated id, a random number,
// a memory address, a list in a map's order. Such text breaks the
// provider's prompt cache and the grouping of failures; the unstable
// pass reports it, and every fix that rewrites a format call leaves
// these operands out of the text and logs them, in the same edit as the
// foreign errors it drops, so that the fixes of two passes at one call
// agree.
package perrun

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/locals"
	"golang.org/x/tools/go/types/typeutil"
)

// MapRange names the source of a list filled in a map's order: it wants
// sorting, not a log line.
const MapRange = "range over a map"

// maxDepth bounds how far the finder follows variables and calls.
const maxDepth = 6

// A Finder finds values computed per run in the expressions of one file.
type Finder struct {
	defs *locals.Defs
	file *ast.File
}

// New returns a Finder for file, whose local variables defs knows.
func New(defs *locals.Defs, file *ast.File) Finder { return Finder{defs: defs, file: file} }

// Operands returns, for a printf-style call, which operands vary per
// run and what the first one holds (what) and where from (fn): a
// run-time value, a pointer printed with %p, or a struct printed with
// %v whose fields are pointers.
func (f Finder) Operands(fm *sink.Format) (what, fn string, drop map[int]bool) {
	args := fm.Call.Args[fm.Index+1:]
	verbs := map[int]rune{}
	if tv, ok := f.defs.Info.Types[fm.Call.Args[fm.Index]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		for _, p := range trace.ParseFormat(constant.StringVal(tv.Value)) {
			if p.Verb != 0 && p.Arg >= 0 {
				verbs[p.Arg] = p.Verb
			}
		}
	}
	for i, arg := range args {
		w, g, ok := f.Varies(arg)
		if !ok {
			w, g, ok = f.address(arg, verbs[i])
		}
		if !ok {
			continue
		}
		if drop == nil {
			drop, what, fn = map[int]bool{}, w, g
		}
		drop[i] = true
	}
	return what, fn, drop
}

// Logged returns the operands of a printf-style call that a fix moves
// into a log line: those Operands finds, unless the first holds a list
// in a map's order, which wants sorting instead.
func (f Finder) Logged(fm *sink.Format) map[int]bool {
	if _, fn, drop := f.Operands(fm); fn != MapRange {
		return drop
	}
	return nil
}

// address reports an operand printed as a memory address: any pointer
// with %p, and with %v a pointer to a struct that holds pointers (fmt
// prints the outer struct's fields, and the inner pointers as numbers).
func (f Finder) address(arg ast.Expr, verb rune) (what, fn string, ok bool) {
	t := f.defs.Info.TypeOf(arg)
	if t == nil {
		return "", "", false
	}
	if verb == 'p' {
		return "a memory address", "%p", true
	}
	if verb != 'v' || isPrinter(t) {
		return "", "", false
	}
	ptr, isPtr := t.Underlying().(*types.Pointer)
	if !isPtr {
		return "", "", false
	}
	st, isStruct := ptr.Elem().Underlying().(*types.Struct)
	if !isStruct {
		return "", "", false
	}
	for i := range st.NumFields() {
		ft := st.Field(i).Type()
		if _, p := ft.Underlying().(*types.Pointer); p && !isPrinter(ft) {
			return "memory addresses", "%v of a pointer to a struct with pointer fields", true
		}
	}
	return "", "", false
}

// isPrinter reports whether fmt prints a value of type t by its own
// method (Error, String), not by its fields.
func isPrinter(t types.Type) bool {
	for _, name := range []string{"Error", "String"} {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name); obj != nil {
			if _, ok := obj.(*types.Func); ok {
				return true
			}
		}
	}
	return false
}

// Varies reports whether the text of e holds a value computed per run,
// what it is and the function that computed it.
func (f Finder) Varies(e ast.Expr) (what, fn string, ok bool) { return f.varies(e, maxDepth) }

// varies reports whether the text of e holds a value computed per run,
// what it is and the function that computed it.
func (f Finder) varies(e ast.Expr, depth int) (what, fn string, ok bool) {
	if depth == 0 {
		return "", "", false
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj, isLocal := locals.Local(f.defs.Info, e)
		if !isLocal {
			return "", "", false // package-level or a field: configured, not computed here
		}
		if f.mapOrder(obj) {
			return "the order of a map's iteration", MapRange, true
		}
		for _, rhs := range f.defs.Of(f.file, obj) {
			if what, fn, ok := f.varies(rhs, depth-1); ok {
				return what, fn, true
			}
		}
	case *ast.BinaryExpr:
		if what, fn, ok := f.varies(e.X, depth-1); ok {
			return what, fn, true
		}
		return f.varies(e.Y, depth-1)
	case *ast.CallExpr:
		return f.call(e, depth)
	}
	return "", "", false
}

// call reports a call whose result holds a value computed per run: a
// source itself, a method of a value that holds one, a conversion of
// one, or a carrier's function given one.
func (f Finder) call(c *ast.CallExpr, depth int) (what, fn string, ok bool) {
	info := f.defs.Info
	if tv, isType := info.Types[c.Fun]; isType && tv.IsType() && len(c.Args) == 1 {
		return f.varies(c.Args[0], depth-1) // a conversion: time.Duration(n)
	}
	callee, _ := typeutil.Callee(info, c).(*types.Func)
	if callee == nil || callee.Pkg() == nil {
		return "", "", false
	}
	name := callee.Pkg().Path() + "." + callee.Name()
	sig, _ := callee.Type().(*types.Signature)
	if sig != nil && sig.Recv() != nil {
		if sel, isSel := ast.Unparen(c.Fun).(*ast.SelectorExpr); isSel {
			return f.varies(sel.X, depth-1) // t.Format(...), id.String()
		}
		return "", "", false
	}
	if w, known := frameworks.RunTimeValues[name]; known {
		return w, shortName(name), true
	}
	if !frameworks.RunTimeCarriers[callee.Pkg().Path()] {
		return "", "", false
	}
	for _, arg := range c.Args {
		if what, fn, ok := f.varies(arg, depth-1); ok {
			return what, fn, true
		}
	}
	return "", "", false
}

// sorts are the calls that put a slice in a fixed order.
var sorts = []string{"sort.Strings", "sort.Ints", "sort.Slice", "sort.SliceStable", "sort.Sort", "sort.Stable",
	"slices.Sort", "slices.SortFunc", "slices.SortStableFunc"}

// mapOrder reports whether the slice v is filled by ranging over a map
// and never sorted in this file: its elements come in a different order
// on every run.
func (f Finder) mapOrder(v *types.Var) bool {
	info := f.defs.Info
	if _, isSlice := v.Type().Underlying().(*types.Slice); !isSlice {
		return false
	}
	filled := false
	for _, loop := range locals.AppendLoops(info, f.file, v) {
		if _, isMap := info.TypeOf(loop.X).Underlying().(*types.Map); isMap {
			filled = true
		}
	}
	if !filled {
		return false
	}
	return !locals.Calls(info, locals.Holder(f.file, v), v, sorts...)
}

// shortName names a function by its package's last element: uuid.New.
func shortName(full string) string {
	dot := strings.LastIndex(full, ".")
	pkg := full[:dot]
	if i := strings.LastIndex(pkg, "/"); i >= 0 {
		pkg = pkg[i+1:]
	}
	return pkg + full[dot:]
}
