package middleware

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/types/typeutil"
)

// Converter is a middleware of the module that turns every handler
// error into a flagged result.
type Converter struct {
	// Name is the middleware's name, in ssautil.ViaName's form, for
	// messages; "" for none.
	Name string
	// Replaces: the result holds the module's own words instead of the
	// error's text (which the middleware may log): the handlers' errors
	// reach no model.
	Replaces bool
}

// ConvertingMiddleware returns a middleware of srcs that turns every
// handler error into a flagged result, or the zero Converter. One such
// middleware counts for every server the packages build: which server a
// handler is added to is not followed.
func ConvertingMiddleware(srcs []ssautil.Source) Converter {
	decls := map[*types.Func]funcSyntax{}
	for _, src := range srcs {
		for _, f := range src.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					if obj, ok := src.Info.Defs[fd.Name].(*types.Func); ok {
						decls[obj] = funcSyntax{fd.Type, fd.Body, src.Info}
					}
				}
			}
		}
	}
	for _, src := range srcs {
		for _, f := range src.Files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				if c := installedConverter(fd, src.Info, decls); c.Name != "" {
					return c
				}
			}
		}
	}
	return Converter{}
}

// funcSyntax is a function's syntax and the types of its package.
type funcSyntax struct {
	typ  *ast.FuncType
	body *ast.BlockStmt
	info *types.Info
}

// installedConverter returns a converting middleware that fd installs
// with a middleware option, or the zero Converter.
func installedConverter(fd *ast.FuncDecl, info *types.Info, decls map[*types.Func]funcSyntax) Converter {
	var found Converter
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found.Name != "" {
			return found.Name == ""
		}
		callee, _ := typeutil.Callee(info, call).(*types.Func)
		if callee == nil {
			return true
		}
		f, ok := frameworks.FuncOf(callee)
		m, isOption := frameworks.Known.Middlewares[f]
		if !ok || !isOption || m.Arg >= len(call.Args) {
			return true
		}
		found = converterOf(call.Args[m.Arg], fd, info, decls)
		return true
	})
	return found
}

// converterOf returns the middleware arg is, when it converts: a
// function literal (named after fd, which holds it), a module function,
// or a call of a module function returning a literal.
func converterOf(arg ast.Expr, fd *ast.FuncDecl, info *types.Info, decls map[*types.Func]funcSyntax) Converter {
	switch e := ast.Unparen(arg).(type) {
	case *ast.FuncLit:
		if obj, ok := info.Defs[fd.Name].(*types.Func); ok {
			return converts(funcSyntax{e.Type, e.Body, info}).named("the middleware of " + ssautil.ViaName(obj))
		}
	case *ast.CallExpr:
		obj, _ := typeutil.Callee(info, e).(*types.Func)
		if fs, ok := decls[obj]; ok && obj != nil {
			for _, st := range fs.body.List {
				if ret, ok := st.(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
					if lit, ok := ret.Results[0].(*ast.FuncLit); ok {
						if c := converts(funcSyntax{lit.Type, lit.Body, fs.info}); c != none {
							return c.named(ssautil.ViaName(obj))
						}
					}
				}
			}
		}
	case *ast.Ident:
		return namedConverter(info.Uses[e], decls)
	case *ast.SelectorExpr:
		return namedConverter(info.Uses[e.Sel], decls)
	}
	return Converter{}
}

// namedConverter returns obj, a module function that is a converting
// middleware itself, or the zero Converter.
func namedConverter(obj types.Object, decls map[*types.Func]funcSyntax) Converter {
	fn, _ := obj.(*types.Func)
	if fs, ok := decls[fn]; ok && fn != nil {
		return converts(fs).named(ssautil.ViaName(fn))
	}
	return Converter{}
}

// conversion is what a middleware makes of a handler's error.
type conversion int

const (
	none     conversion = iota // no result on every path: the error stays one
	shows                      // a flagged result holding the error's text
	replaces                   // a flagged result holding the module's words
)

// named returns the Converter called name that c is, or the zero one
// where c converts nothing.
func (c conversion) named(name string) Converter {
	if c == none {
		return Converter{}
	}
	return Converter{Name: name, Replaces: c == replaces}
}

// converts returns what mw, a middleware func(next) handler, makes of a
// handler's error: a handler literal that calls next and, where next's
// error is not nil, returns a result flagged as an error with a nil
// error on every path converts it, showing its text
// (`res, err := next(ctx, req); if err != nil { ...; return
// mcp.NewToolResultError(err.Error()), nil }`) or replacing it by words
// that do not read the error at all (which it may log first).
func converts(mw funcSyntax) conversion {
	if mw.typ.Params.NumFields() != 1 || len(mw.typ.Params.List[0].Names) != 1 {
		return none
	}
	next := mw.info.Defs[mw.typ.Params.List[0].Names[0]]
	for _, st := range mw.body.List {
		ret, ok := st.(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		if h, ok := ret.Results[0].(*ast.FuncLit); ok {
			if c := convertsNext(h.Body.List, next, mw.info); c != none {
				return c
			}
		}
	}
	return none
}

// convertsNext returns what the statements of a handler make of the
// error of their call of next (see converts).
func convertsNext(list []ast.Stmt, next types.Object, info *types.Info) conversion {
	for i, st := range list {
		ifs, ok := st.(*ast.IfStmt)
		if ok && ifs.Init != nil {
			if errObj := nextError(ifs.Init, next, info); errObj != nil {
				return convertsOn(ifs, errObj, info)
			}
		}
		if errObj := nextError(st, next, info); errObj != nil {
			if ifs, ok := nextStmt(list, i).(*ast.IfStmt); ok && ifs.Init == nil {
				return convertsOn(ifs, errObj, info)
			}
			return none
		}
	}
	return none
}

func nextStmt(list []ast.Stmt, i int) ast.Stmt {
	if i+1 < len(list) {
		return list[i+1]
	}
	return nil
}

// nextError returns the variable st assigns next's error to, in `res,
// err := next(...)` or `_, err = next(...)`, or nil.
func nextError(st ast.Stmt, next types.Object, info *types.Info) types.Object {
	as, ok := st.(*ast.AssignStmt)
	if !ok || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
		return nil
	}
	call, ok := as.Rhs[0].(*ast.CallExpr)
	if !ok {
		return nil
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); !ok || info.Uses[id] != next {
		return nil
	}
	id, ok := as.Lhs[1].(*ast.Ident)
	if !ok {
		return nil
	}
	if obj := info.Defs[id]; obj != nil {
		return obj
	}
	return info.Uses[id]
}

// convertsOn returns what ifs makes of err: it tests `err != nil` and
// its body returns a nil error on every return, the last statement
// returning a flagged result holding err.Error() alone (shows) or words
// that do not read err (replaces).
func convertsOn(ifs *ast.IfStmt, errObj types.Object, info *types.Info) conversion {
	cond, ok := ifs.Cond.(*ast.BinaryExpr)
	if !ok || cond.Op != token.NEQ || !isObj(cond.X, errObj, info) || !info.Types[cond.Y].IsNil() {
		return none
	}
	nilErrors := true
	ast.Inspect(ifs.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			nilErrors = nilErrors && len(n.Results) == 2 && info.Types[n.Results[1]].IsNil()
		}
		return true
	})
	if !nilErrors || len(ifs.Body.List) == 0 {
		return none
	}
	last, ok := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(last.Results) != 2 {
		return none
	}
	return resultText(last.Results[0], errObj, info)
}

// resultText returns what e, a result flagged as an error, holds of err:
// its whole text, err.Error() (shows), or words that do not read err
// (replaces); none for another result or text.
func resultText(e ast.Expr, errObj types.Object, info *types.Info) conversion {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return none
	}
	callee, _ := typeutil.Callee(info, call).(*types.Func)
	if callee == nil {
		return none
	}
	f, _ := frameworks.FuncOf(callee)
	cs, ok := frameworks.Known.CallSinks[f]
	if !ok || cs.Flag != frameworks.FlagSet || cs.Text >= len(call.Args) {
		return none
	}
	if _, appends := cs.Appends.Index(); appends {
		return none
	}
	if !readsObj(call, errObj, info) {
		return replaces
	}
	if cs.Format {
		return none
	}
	text, ok := ast.Unparen(call.Args[cs.Text]).(*ast.CallExpr)
	if !ok || len(text.Args) != 0 {
		return none
	}
	if sel, ok := text.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && isObj(sel.X, errObj, info) {
		return shows
	}
	return none
}

// readsObj reports whether n refers to obj anywhere.
func readsObj(n ast.Node, obj types.Object, info *types.Info) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == obj {
			found = true
		}
		return !found
	})
	return found
}

func isObj(e ast.Expr, obj types.Object, info *types.Info) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && info.Uses[id] == obj
}

// Servers returns the calls of src that return a server whose options
// may install a tool-handler middleware (mcp-go's NewMCPServer, or a
// module function returning the *server.MCPServer it built), in source
// order: the package making one sees the server its handlers are added
// to, and whether their errors are converted.
func Servers(src ssautil.Source) []*ast.CallExpr {
	var calls []*ast.CallExpr
	for _, f := range src.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sig, ok := types.Unalias(src.Info.TypeOf(call.Fun)).(*types.Signature); ok {
				for v := range sig.Results().Variables() {
					if frameworks.Known.IsServer(v.Type()) {
						calls = append(calls, call)
						break
					}
				}
			}
			return true
		})
	}
	return calls
}
