package core

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/summary"
	"golang.org/x/tools/go/analysis"
)

// expected returns what pass's package shows tool handlers are behind,
// in words, for the report of a run that found none: a registration of
// a framework that reads its handler from a field (or a slice or map
// element) of type any, which only the functions stored there tell
// apart; and a tool interface the module declares itself and implements
// here, whose methods only the module's own loop calls. Each is one
// phrase; none when the package shows neither. (A package importing no
// framework shows ownProtocolHandlers instead.)
func expected(pass *analysis.Pass, own env.Module) []string {
	var out []string
	add := func(s string) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			obj := toolCallee(pass.TypesInfo, own, call)
			if obj == nil {
				return true
			}
			for _, arg := range call.Args {
				if from := anyHolder(pass.TypesInfo, arg); from != "" {
					add(obj.Name() + "'s handler taken from " + from + " of type any")
				}
			}
			return true
		})
	}
	for _, tn := range ownToolInterfaces(pass, own) {
		if n := implementations(pass.Pkg, tn.Type().Underlying().(*types.Interface)); n > 0 {
			add("the tool interface " + tn.Pkg().Name() + "." + tn.Name() + " the module declares, implemented by " + summary.Plural(n, "type") + " of " + pass.Pkg.Name())
		}
	}
	return out
}

// anyHolder names what e reads when it reads a value of type any out of
// a field (pkg.Type.Field) or out of a slice or map of any; "" for
// anything else.
func anyHolder(info *types.Info, e ast.Expr) string {
	tv, ok := info.Types[e]
	if !ok || !isEmptyInterface(tv.Type) {
		return ""
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		sel := info.Selections[e]
		if sel == nil || sel.Kind() != types.FieldVal {
			return ""
		}
		recv := types.Unalias(sel.Recv())
		if p, ok := recv.(*types.Pointer); ok {
			recv = types.Unalias(p.Elem())
		}
		if named, ok := recv.(*types.Named); ok && named.Obj().Pkg() != nil {
			return "field " + named.Obj().Pkg().Name() + "." + named.Obj().Name() + "." + e.Sel.Name
		}
		return "field " + e.Sel.Name
	case *ast.IndexExpr:
		return "an element of " + types.ExprString(e.X)
	}
	return ""
}

// toolsCall is the JSON-RPC method by which an MCP client calls a tool.
const toolsCall = `"tools/call"`

// ownProtocolHandlers names, for a package that answers MCP's tools/call
// itself (the method's name is a constant in it) with no framework, the
// fields of its structs that keep func values in a map by name with
// "tool" in the field's name or in its func type's (toolHandlers
// map[string]ToolHandler): its dispatch looks the handler up there, and
// the functions stored there are the tools, which no table names.
func ownProtocolHandlers(pass *analysis.Pass) []string {
	answers := false
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			answers = answers || ok && lit.Kind == token.STRING && lit.Value == toolsCall
			return !answers
		})
	}
	if !answers {
		return nil
	}
	var out []string
	scope := pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := range st.NumFields() {
			f := st.Field(i)
			m, ok := f.Type().Underlying().(*types.Map)
			if !ok {
				continue
			}
			_, isFunc := m.Elem().Underlying().(*types.Signature)
			key, _ := m.Key().Underlying().(*types.Basic)
			_, elem := ssautil.NamedOf(m.Elem())
			if isFunc && key != nil && key.Kind() == types.String && strings.Contains(strings.ToLower(f.Name()+elem), "tool") {
				out = append(out, "the func values of the map "+pass.Pkg.Name()+"."+tn.Name()+"."+f.Name()+", which the package's own answer to MCP's tools/call calls by tool name")
			}
		}
	}
	return out
}

func isEmptyInterface(t types.Type) bool {
	it, ok := types.Unalias(t).Underlying().(*types.Interface)
	return ok && it.Empty()
}

// ownToolInterfaces returns the interface types with "Tool" in their
// name that the module declares and pass's package refers to.
func ownToolInterfaces(pass *analysis.Pass, own env.Module) []*types.TypeName {
	var out []*types.TypeName
	for _, objs := range []map[*ast.Ident]types.Object{pass.TypesInfo.Defs, pass.TypesInfo.Uses} {
		for id, obj := range objs {
			tn, ok := obj.(*types.TypeName)
			if !ok || tn.Pkg() == nil || !strings.Contains(id.Name, "Tool") || !types.IsInterface(tn.Type()) ||
				!own.Owns(tn.Pkg().Path()) || slices.Contains(out, tn) {
				continue
			}
			out = append(out, tn)
		}
	}
	slices.SortFunc(out, func(a, b *types.TypeName) int {
		return strings.Compare(a.Pkg().Path()+"."+a.Name(), b.Pkg().Path()+"."+b.Name())
	})
	return out
}
