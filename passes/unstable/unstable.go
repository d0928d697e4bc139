package unstable

import (
	_ "embed"
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/locals"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

//go:embed doc.go
var doc string

// Analyzer reports failure text holding a value computed per run. It
// uses the default options and core.Analyzer.
var Analyzer = New(core.Analyzer, config.Default())

// New returns an unstable analyzer that uses the given core analyzer.
func New(coreAnalyzer *analysis.Analyzer, _ *config.Options) *analysis.Analyzer {
	return report.NewPass("unstable", doc, coreAnalyzer, run)
}

func run(r *report.Reporter, res *sink.Result) {
	defs := locals.New(r.Pass().TypesInfo)
	for _, s := range res.TextSinks() {
		// Failure text only, written in this package: success output
		// and log lines may carry what they like.
		if !s.IsError && !s.ReportsError || s.Expr == nil || s.File == nil || saysWhenToRetry(s.Text) {
			continue
		}
		f := finder{defs: defs, file: s.File}
		if s.Format != nil {
			if what, fn, drop := f.operands(s.Format); drop != nil {
				d := diagnostic(s, what, fn)
				if fn != mapRange {
					// (A list in a map's order wants sorting, not a log line.)
					d.SuggestedFixes = r.Fixer(s.File).DropOperands(s, func(i int) bool { return drop[i] }, "handling the call")
					report.Settle(&d, s)
				}
				r.Report(d)
				continue
			}
		}
		if what, fn, ok := f.varies(s.Expr, maxDepth); ok {
			r.Report(diagnostic(s, what, fn))
		}
	}
}

// retryAfter matches the phrases that tell the model when to call again.
var retryAfter = report.NewMatcher(frameworks.RetryAfter)

// saysWhenToRetry reports whether the module's own words in text tell
// the model when to call again: the value that changes is the wait.
func saysWhenToRetry(text *origin.Node) bool {
	var own strings.Builder
	for _, l := range text.Leaves(origin.Lit) {
		if !l.Inner() {
			own.WriteString(l.Text + " ")
		}
	}
	return len(retryAfter.Find(report.Words(own.String()))) > 0
}

func diagnostic(s *sink.Sink, what, fn string) analysis.Diagnostic {
	return analysis.Diagnostic{
		Pos: s.Pos,
		Message: s.Subject() + " " + report.Reaches(s, "failure text holding "+what+" ("+fn+")") +
			": text that differs per run breaks the prompt cache and the grouping of failures; log the value, leave it out of the text",
	}
}

// maxDepth bounds how far the finder follows variables and calls.
const maxDepth = 6

type finder struct {
	defs *locals.Defs
	file *ast.File
}

// operands returns, for a printf-style call, which operands vary per
// run and what the first one holds: a run-time value, a pointer printed
// with %p, or a struct printed with %v whose fields are pointers.
func (f finder) operands(fm *sink.Format) (what, fn string, drop map[int]bool) {
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
		w, g, ok := f.varies(arg, maxDepth)
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

// address reports an operand printed as a memory address: any pointer
// with %p, and with %v a pointer to a struct that holds pointers (fmt
// prints the outer struct's fields, and the inner pointers as numbers).
func (f finder) address(arg ast.Expr, verb rune) (what, fn string, ok bool) {
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

// varies reports whether the text of e holds a value computed per run,
// what it is and the function that computed it.
func (f finder) varies(e ast.Expr, depth int) (what, fn string, ok bool) {
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
			return "the order of a map's iteration", mapRange, true
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
func (f finder) call(c *ast.CallExpr, depth int) (what, fn string, ok bool) {
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

// mapRange names the source of a list filled in a map's order.
const mapRange = "range over a map"

// sorts are the calls that put a slice in a fixed order.
var sorts = []string{"sort.Strings", "sort.Ints", "sort.Slice", "sort.SliceStable", "sort.Sort", "sort.Stable",
	"slices.Sort", "slices.SortFunc", "slices.SortStableFunc"}

// mapOrder reports whether the slice v is filled by ranging over a map
// and never sorted in this file: its elements come in a different order
// on every run.
func (f finder) mapOrder(v *types.Var) bool {
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
