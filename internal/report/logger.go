package report

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// The loggers a fix writes its log line with, so that what the fix
// stops showing the model lands where the module's other logs do: a
// logger value the function already has (a parameter or local variable,
// else a field of its receiver: h.logger), else the module's own
// structured logger where the file or package already logs with one
// (slog, logrus, zap, zerolog's global logger, klog), the log package
// otherwise.
const (
	stdLog  = "log"
	slogPkg = "log/slog"
	logrus  = "github.com/sirupsen/logrus"
	zapPkg  = "go.uber.org/zap"
	zerolog = "github.com/rs/zerolog/log"
	klog    = "k8s.io/klog/v2"
)

// preferred lists the structured loggers in the order a fix picks them.
var preferred = []string{slogPkg, logrus, zapPkg, zerolog, klog}

// A logger is the package a log line calls and the name it has in the
// file; imported says the file imports it already. value, where set, is
// the expression of a logger value the line calls methods of instead.
type logger struct {
	path, name string
	imported   bool
	value      string
	printf     string // the function of a module's logging package called as log.Printf is
}

// loggerTypes are the logger types whose values a log line calls, by
// the package of their methods: "pkgpath.Name".
var loggerTypes = map[string]string{
	"log/slog.Logger":                        slogPkg,
	"github.com/sirupsen/logrus.Logger":      logrus,
	"github.com/sirupsen/logrus.Entry":       logrus,
	"github.com/sirupsen/logrus.FieldLogger": logrus,
	"go.uber.org/zap.Logger":                 zapPkg,
	"github.com/rs/zerolog.Logger":           zerolog,
}

// logger returns the logger a fix at pos in this file uses: a logger
// value in scope there (see valueLogger), else one the file imports
// (under its name there), else a logging package of the module's own
// the file imports (see moduleLogger), else one the package imports
// (added to the file), else the log package, or slog where the file's
// "log" is another package.
func (f Fixer) logger(pos token.Pos) logger {
	if l, ok := f.valueLogger(pos); ok {
		return l
	}
	for _, want := range preferred {
		for _, spec := range f.file.Imports {
			if path, err := strconv.Unquote(spec.Path.Value); err == nil && path == want {
				if spec.Name != nil && (spec.Name.Name == "_" || spec.Name.Name == ".") {
					continue
				}
				return logger{path: path, name: importName(spec, path), imported: true}
			}
		}
	}
	if l, ok := f.moduleLogger(false); ok {
		return l
	}
	for _, want := range preferred {
		for _, p := range f.pass.Pkg.Imports() {
			if p.Path() == want {
				return logger{path: want, name: p.Name()}
			}
		}
	}
	if l, ok := f.moduleLogger(true); ok {
		return l
	}
	// A structured logger the module logs with behind a logging helper
	// of its own (kubernetes-mcp-server's klogutil over klog): a package
	// the package imports, whose name says it logs, imports it.
	for _, want := range preferred {
		for _, p := range f.pass.Pkg.Imports() {
			if !loggingPackage(p) {
				continue
			}
			for _, q := range p.Imports() {
				if q.Path() == want {
					return logger{path: want, name: q.Name()}
				}
			}
		}
	}
	if l, ok := f.dependedLogger(); ok {
		return l
	}
	for _, spec := range f.file.Imports {
		if path, err := strconv.Unquote(spec.Path.Value); err == nil && path != stdLog && importName(spec, path) == "log" {
			// The module's own log package has the name: the standard
			// library's structured logger has another.
			return logger{path: slogPkg, name: "slog"}
		}
	}
	return logger{path: stdLog, name: "log"}
}

// dependedLogger returns the structured logger (of preferred) that a
// package of the module this package depends on, directly or not,
// imports itself: the module logs with it, though not here
// (kubernetes-mcp-server's toolsets reach klog only through its
// klogutil). Only where the driver names the module, and the package
// does not log with the log package already. Found once per package.
func (f Fixer) dependedLogger() (logger, bool) {
	l, ok := f.r.modLogger[f.pass.Pkg]
	if !ok {
		l, _ = f.findDependedLogger()
		if f.r.modLogger == nil {
			f.r.modLogger = map[*types.Package]logger{}
		}
		f.r.modLogger[f.pass.Pkg] = l
	}
	return l, l.path != ""
}

// findDependedLogger is dependedLogger, without the memo.
func (f Fixer) findDependedLogger() (logger, bool) {
	if f.pass.Module == nil || f.pass.Module.Path == "" || slices.ContainsFunc(f.pass.Pkg.Imports(), func(p *types.Package) bool { return p.Path() == stdLog }) {
		return logger{}, false // the package logs with the log package itself
	}
	mod := f.pass.Module.Path
	own := func(p *types.Package) bool { return p.Path() == mod || strings.HasPrefix(p.Path(), mod+"/") }
	used := map[string]*types.Package{}
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		for _, q := range p.Imports() {
			if slices.Contains(preferred, q.Path()) {
				used[q.Path()] = q
			}
			if own(q) && !seen[q] {
				seen[q] = true
				walk(q)
			}
		}
	}
	walk(f.pass.Pkg)
	for _, want := range preferred {
		if q := used[want]; q != nil && q != f.pass.Pkg {
			return logger{path: want, name: q.Name()}, true
		}
	}
	return logger{}, false
}

// declName names the function declared around the first of args, for
// a log line whose tool is not known: the engineer finds the line by
// it. "" where there is none.
func (f Fixer) declName(args []ast.Expr) string {
	if len(args) == 0 {
		return ""
	}
	if decl := f.funcDecl(args[0].Pos()); decl != nil {
		return decl.Name.Name
	}
	return ""
}

// funcDecl returns the function declared around pos, or nil.
func (f Fixer) funcDecl(pos token.Pos) *ast.FuncDecl {
	for _, n := range enclosing(f.file, pos, pos) {
		if decl, ok := n.(*ast.FuncDecl); ok {
			return decl
		}
	}
	return nil
}

// valueLogger returns a logger value the code at pos can call: a
// variable declared before pos in a scope enclosing it (a parameter, a
// local), else a field of the enclosing method's receiver, of one of
// loggerTypes. A zap value needs the zap package for its fields.
func (f Fixer) valueLogger(pos token.Pos) (logger, bool) {
	for scope := f.pass.Pkg.Scope().Innermost(pos); scope != nil && scope != f.pass.Pkg.Scope(); scope = scope.Parent() {
		for _, name := range scope.Names() {
			v, ok := scope.Lookup(name).(*types.Var)
			if !ok || v.Pos() >= pos || name == "_" {
				continue
			}
			if path := loggerPath(v.Type()); path != "" && !f.nilChecked(v, pos) {
				return f.loggerValue(path, name), true
			}
		}
	}
	if recv := f.receiver(pos); recv != nil && recv.Name() != "_" {
		if st, ok := ssautil.Deref(recv.Type()).Underlying().(*types.Struct); ok {
			for i := 0; i < st.NumFields(); i++ {
				fld := st.Field(i)
				if fld.Embedded() || !fld.Exported() && fld.Pkg() != f.pass.Pkg {
					continue
				}
				if path := loggerPath(fld.Type()); path != "" {
					return f.loggerValue(path, recv.Name()+"."+fld.Name()), true
				}
			}
		}
	}
	return logger{}, false
}

// nilChecked reports whether the function declared around pos compares
// v with nil: it may be nil there (a helper's "if logger != nil"), and
// a line calling it unguarded would panic.
func (f Fixer) nilChecked(v *types.Var, pos token.Pos) bool {
	body := f.funcDecl(pos)
	if body == nil {
		return false
	}
	checked := false
	ast.Inspect(body, func(n ast.Node) bool {
		if b, ok := n.(*ast.BinaryExpr); ok && (b.Op == token.EQL || b.Op == token.NEQ) {
			for _, side := range [][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
				id, isID := ast.Unparen(side[0]).(*ast.Ident)
				nl, isNil := ast.Unparen(side[1]).(*ast.Ident)
				checked = checked || isID && isNil && nl.Name == "nil" && f.pass.TypesInfo.Uses[id] == v
			}
		}
		return !checked
	})
	return checked
}

// loggerPath returns the package of the methods of a logger of type t
// (see loggerTypes), or "".
func loggerPath(t types.Type) string {
	named, ok := ssautil.Deref(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return ""
	}
	return loggerTypes[named.Obj().Pkg().Path()+"."+named.Obj().Name()]
}

// loggerValue returns the logger that calls the methods of value, a
// logger of the package at path.
func (f Fixer) loggerValue(path, value string) logger {
	l := logger{path: path, name: path[strings.LastIndex(path, "/")+1:], imported: true, value: value}
	if path == zapPkg {
		l.imported = false
		for _, spec := range f.file.Imports {
			if p, err := strconv.Unquote(spec.Path.Value); err == nil && p == zapPkg && spec.Name == nil {
				l.imported = true
			}
		}
	}
	return l
}

// moduleLogger returns a logging package of the module's own that the
// file imports, or with inPkg one the package imports whose name no
// import of the file takes (mcp-gateway's pkg/log, imported by the files
// that log already): its name says it logs ("logger", "log", "logging")
// and it has a printf-style function (printfLoggers), called as the log
// package's Printf is.
func (f Fixer) moduleLogger(inPkg bool) (logger, bool) {
	taken := map[string]bool{}
	for _, spec := range f.file.Imports {
		pn := f.pass.TypesInfo.PkgNameOf(spec)
		if pn == nil {
			continue
		}
		taken[pn.Name()] = true
		if l, ok := printfLogger(pn.Imported(), pn.Name()); ok && !inPkg {
			l.imported = true
			return l, true
		}
	}
	if !inPkg {
		return logger{}, false
	}
	for _, p := range f.pass.Pkg.Imports() {
		if l, ok := printfLogger(p, p.Name()); ok && !taken[p.Name()] {
			return l, true
		}
	}
	return logger{}, false
}

// loggingPackage reports whether p, outside the standard library, has
// a name that says it logs ("logger", "klogutil").
func loggingPackage(p *types.Package) bool {
	return strings.Contains(p.Path(), ".") && strings.Contains(strings.ToLower(p.Name()), "log")
}

// printfLogger returns p, a package of the module's own (one outside
// the standard library) named name in the file, as a logger, if its name
// says it logs and it has one of printfLoggers.
func printfLogger(p *types.Package, name string) (logger, bool) {
	if p.Path() == stdLog || !loggingPackage(p) {
		return logger{}, false // the standard library's, or no logger
	}
	for _, fname := range printfLoggers {
		fn, ok := p.Scope().Lookup(fname).(*types.Func)
		if !ok {
			continue
		}
		sig := fn.Signature()
		if sig.Variadic() && sig.Params().Len() == 2 && types.Identical(sig.Params().At(0).Type(), types.Typ[types.String]) {
			return logger{path: p.Path(), name: name, printf: fname}, true
		}
	}
	return logger{}, false
}

// printfLoggers are the functions of a module's logging package that
// log a failure printf-style, the most fitting first: aks-mcp's
// logger.Errorf, mcp-gateway's log.Logf.
var printfLoggers = []string{"Errorf", "Logf", "Printf"}

// receiver returns the receiver of the method declared around pos, or
// nil.
func (f Fixer) receiver(pos token.Pos) *types.Var {
	decl := f.funcDecl(pos)
	if decl == nil || decl.Recv == nil || len(decl.Recv.List) == 0 || len(decl.Recv.List[0].Names) == 0 {
		return nil
	}
	v, _ := f.pass.TypesInfo.Defs[decl.Recv.List[0].Names[0]].(*types.Var)
	return v
}

// importPath is the path to add to the file's imports, "" if none.
func (l logger) importPath() string {
	if l.imported {
		return ""
	}
	return l.path
}

func importName(spec *ast.ImportSpec, path string) string {
	if spec.Name != nil {
		return spec.Name.Name
	}
	switch path {
	case zerolog:
		return "log"
	case klog:
		return "klog"
	}
	return path[strings.LastIndex(path, "/")+1:]
}

// logCall returns the call that logs args for the tool (named by the
// function declared around them if tool is ""): log.Printf("tool: %v",
// err) with verbs, or with a
// structured logger the message "tool call failed", the tool's name, the
// call's id where the framework call takes one, and
// each value keyed by its source ("error" for the first), a []byte as a
// string.
func (f Fixer) logCall(l logger, verbs string, args []ast.Expr, who Who) string {
	if l.path == stdLog || l.printf != "" {
		prefix := cmp.Or(who.Tool, f.declName(args), "tool")
		var list []string
		if who.Tool == "" && who.ToolExpr != "" {
			prefix = "%s"
			list = append(list, who.ToolExpr)
		}
		if who.CallID != nil {
			prefix += " (call %s)"
			list = append(list, f.Source(who.CallID))
		}
		for _, a := range args {
			list = append(list, f.Source(a))
		}
		return fmt.Sprintf("%s.%s(%s, %s)", l.name, cmp.Or(l.printf, "Printf"), strconv.Quote(prefix+": "+verbs), strings.Join(list, ", "))
	}
	attrs := f.logAttrs(args, who)
	msg := `"tool call failed"`
	if name := f.declName(args); who.InHelper && name != "" {
		msg = strconv.Quote(name + " failed")
	}
	var b strings.Builder
	switch {
	case l.value != "" && l.path == zapPkg:
		fmt.Fprintf(&b, "%s.Error(%s", l.value, msg)
		writeZapFields(&b, l.name, attrs)
		b.WriteString(")")
	case l.value != "" && l.path == zerolog:
		fmt.Fprintf(&b, "%s.Error()", l.value)
		writeZerologFields(&b, attrs)
		fmt.Fprintf(&b, ".Msg(%s)", msg)
	case l.path == logrus:
		b.WriteString(cmp.Or(l.value, l.name))
		for _, a := range attrs {
			if a.err {
				fmt.Fprintf(&b, ".WithError(%s)", a.value)
			} else {
				fmt.Fprintf(&b, ".WithField(%s, %s)", a.key, a.value)
			}
		}
		fmt.Fprintf(&b, ".Error(%s)", msg)
	case l.path == zapPkg:
		fmt.Fprintf(&b, "%s.L().Error(%s", l.name, msg)
		writeZapFields(&b, l.name, attrs)
		b.WriteString(")")
	case l.path == zerolog:
		fmt.Fprintf(&b, "%s.Error()", l.name)
		writeZerologFields(&b, attrs)
		fmt.Fprintf(&b, ".Msg(%s)", msg)
	case l.path == klog:
		// klog's structured call takes the error first, nil if none.
		errArg, pairs := "nil", ""
		for _, a := range attrs {
			if a.err && errArg == "nil" {
				errArg = a.value
				continue
			}
			pairs += ", " + a.key + ", " + a.value
		}
		fmt.Fprintf(&b, "%s.ErrorS(%s, %s%s)", l.name, errArg, msg, pairs)
	default: // slog
		fmt.Fprintf(&b, "%s.Error(%s", cmp.Or(l.value, l.name), msg)
		for _, a := range attrs {
			fmt.Fprintf(&b, ", %s, %s", a.key, a.value)
		}
		b.WriteString(")")
	}
	return b.String()
}

// writeZapFields writes attrs as the fields of a zap call, of the zap
// package named zap in the file.
func writeZapFields(b *strings.Builder, zap string, attrs []logAttr) {
	for _, a := range attrs {
		switch {
		case a.err:
			fmt.Fprintf(b, ", %s.Error(%s)", zap, a.value)
		case a.text:
			fmt.Fprintf(b, ", %s.String(%s, %s)", zap, a.key, a.value)
		default:
			fmt.Fprintf(b, ", %s.Any(%s, %s)", zap, a.key, a.value)
		}
	}
}

// writeZerologFields writes attrs as the chain of a zerolog event.
func writeZerologFields(b *strings.Builder, attrs []logAttr) {
	for _, a := range attrs {
		switch {
		case a.err:
			fmt.Fprintf(b, ".Err(%s)", a.value)
		case a.text:
			fmt.Fprintf(b, ".Str(%s, %s)", a.key, a.value)
		default:
			fmt.Fprintf(b, ".Interface(%s, %s)", a.key, a.value)
		}
	}
}

// A logAttr is one value a structured log line records.
type logAttr struct {
	key, value string
	err, text  bool // an error; a string
}

// logAttrs returns what a structured log line records: the tool's name,
// the call's id, and each value keyed by its source ("error" for the
// first), a []byte as a string.
func (f Fixer) logAttrs(args []ast.Expr, who Who) []logAttr {
	var attrs []logAttr
	switch {
	case who.Tool != "":
		attrs = append(attrs, logAttr{key: strconv.Quote("tool"), value: strconv.Quote(who.Tool), text: true})
	case who.ToolExpr != "":
		attrs = append(attrs, logAttr{key: strconv.Quote("tool"), value: who.ToolExpr, text: true})
	}
	if who.CallID != nil {
		attrs = append(attrs, logAttr{key: strconv.Quote("call_id"), value: f.Source(who.CallID), text: true})
	}
	for i, a := range args {
		key, value := f.Source(a), f.Source(a)
		if i == 0 {
			key = "error"
		}
		t := f.pass.TypesInfo.TypeOf(a)
		if s, ok := t.(*types.Slice); ok && types.Identical(s.Elem(), types.Typ[types.Byte]) {
			value = "string(" + value + ")"
		}
		// An identifier a fix made up (no position, no type) names the
		// error it declares.
		madeUp := t == nil && !a.Pos().IsValid()
		attrs = append(attrs, logAttr{key: strconv.Quote(key), value: value, err: madeUp || t != nil && types.Identical(t, errorType)})
	}
	return attrs
}

// requestToolName returns an expression that reads the called tool's
// name at stmt, or "": the Params.Name of the MCP request a function
// around stmt is given (mcp-go's mcp.CallToolRequest, the go-sdk's
// *mcp.CallToolRequest), where that parameter is still what its name
// means there.
func (f Fixer) requestToolName(stmt ast.Stmt) string {
	scope := f.pass.Pkg.Scope().Innermost(stmt.Pos())
	if scope == nil {
		return ""
	}
	path := enclosing(f.file, stmt.Pos(), stmt.End())
	for i := len(path) - 1; i >= 0; i-- {
		ft := funcTypeOf(path[i])
		if ft == nil {
			continue
		}
		for _, field := range ft.Params.List {
			for _, name := range field.Names {
				obj := f.pass.TypesInfo.Defs[name]
				if obj == nil || !isToolRequest(obj.Type()) {
					continue
				}
				if _, found := scope.LookupParent(name.Name, stmt.Pos()); found == obj {
					return name.Name + ".Params.Name"
				}
			}
		}
	}
	return ""
}

// isToolRequest reports whether t is an MCP framework's request to call a
// tool (a CallToolRequest, or a pointer to one; the go-sdk's is a
// ServerRequest of CallToolParams) whose Params.Name is the tool's name.
func isToolRequest(t types.Type) bool {
	named, ok := types.Unalias(ssautil.Deref(t)).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !frameworks.ToolRequestPkg(named.Obj().Pkg().Path()) {
		return false
	}
	switch named.Obj().Name() {
	case "CallToolRequest":
	case "ServerRequest":
		// The go-sdk's CallToolRequest is ServerRequest[*CallToolParamsRaw].
		args := named.TypeArgs()
		if args.Len() != 1 {
			return false
		}
		p, ok := types.Unalias(ssautil.Deref(args.At(0))).(*types.Named)
		if !ok || !strings.HasPrefix(p.Obj().Name(), "CallToolParams") {
			return false
		}
	default:
		return false
	}
	params, _, _ := types.LookupFieldOrMethod(t, true, named.Obj().Pkg(), "Params")
	pv, ok := params.(*types.Var)
	if !ok {
		return false
	}
	name, _, _ := types.LookupFieldOrMethod(pv.Type(), true, named.Obj().Pkg(), "Name")
	nv, ok := name.(*types.Var)
	return ok && types.Identical(nv.Type(), types.Typ[types.String])
}

// funcTypeOf returns the type of n, a function literal or declaration,
// or nil for another node.
func funcTypeOf(n ast.Node) *ast.FuncType {
	switch fn := n.(type) {
	case *ast.FuncLit:
		return fn.Type
	case *ast.FuncDecl:
		return fn.Type
	}
	return nil
}
