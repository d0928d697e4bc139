package evidence

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/types/typeutil"
)

// declarations is what the package's syntax declares of its tools:
// the keys of its JSON schemas' property maps (go-sdk's
// map[string]*jsonschema.Schema{"owner": {Type: "string"}}), and the
// arguments each tool's declaration marks as required, by tool name, in
// the order declared: mcp-go's NewTool("create_mount",
// WithString("path", Required())), or a tool struct whose input schema
// lists them (go-sdk's &mcp.Tool{Name: "create_mount", InputSchema:
// &jsonschema.Schema{Required: []string{"path"}}}). Syntax, not SSA: a
// function that only declares tools keeps no body in toolerrlint's SSA
// (env's pruning).
type declarations struct {
	properties []string
	required   map[string][]string
}

// declarations reads the package's declarations, once.
func (a *Reviewer) declarations() *declarations {
	if a.decls != nil {
		return a.decls
	}
	d := &declarations{required: map[string][]string{}}
	for _, f := range a.Pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				a.requiredByOptions(n, d)
			case *ast.CompositeLit:
				a.schemaKeys(n, d)
				a.requiredBySchema(n, d)
			}
			return true
		})
	}
	a.decls = d
	return d
}

// requiredArgs returns the arguments the declaration of the tool named
// tool marks as required (see declarations).
func (a *Reviewer) requiredArgs(tool string) []string { return a.declarations().required[tool] }

// schemaKeys records the keys of lit where it is a JSON schema's
// property map.
func (a *Reviewer) schemaKeys(lit *ast.CompositeLit, d *declarations) {
	if !schemaProperties(a.Pass.TypesInfo.TypeOf(lit)) {
		return
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if name := a.constString(kv.Key); name != "" && !slices.Contains(d.properties, name) {
				d.properties = append(d.properties, name)
			}
		}
	}
}

// schemaProperties reports whether t is a map of JSON schemas by
// property name, as a tool's input schema declares its arguments: a
// map[string]*Schema of a package named jsonschema (go-sdk's own, and
// google/jsonschema-go it moved to).
func schemaProperties(t types.Type) bool {
	if t == nil {
		return false
	}
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	p, ok := m.Elem().(*types.Pointer)
	if !ok {
		return false
	}
	named, ok := p.Elem().(*types.Named)
	return ok && named.Obj().Name() == "Schema" && named.Obj().Pkg() != nil && named.Obj().Pkg().Name() == "jsonschema"
}

// requiredByOptions records the required arguments of a tool
// constructor's call: the declarations among its options that carry a
// required mark.
func (a *Reviewer) requiredByOptions(call *ast.CallExpr, d *declarations) {
	if !a.calls(call, a.Index.ToolCtors) || len(call.Args) == 0 {
		return
	}
	tool := a.constString(call.Args[0])
	if tool == "" {
		return
	}
	for _, opt := range call.Args[1:] {
		decl, ok := ast.Unparen(opt).(*ast.CallExpr)
		if !ok || !a.calls(decl, a.Index.ArgumentDecls) || len(decl.Args) == 0 {
			continue
		}
		name := a.constString(decl.Args[0])
		for _, mark := range decl.Args[1:] {
			if m, ok := ast.Unparen(mark).(*ast.CallExpr); ok && name != "" && a.calls(m, a.Index.RequiredMarks) {
				d.required[tool] = append(d.required[tool], name)
				break
			}
		}
	}
}

// requiredBySchema records the required arguments a tool struct's
// literal lists in its input schema.
func (a *Reviewer) requiredBySchema(lit *ast.CompositeLit, d *declarations) {
	t := a.Pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	pkg, name := frameworks.NamedType(t)
	nameField, ok := a.Index.ToolTypes[[2]string{pkg, name}]
	if !ok {
		return
	}
	var tool string
	var required []string
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		switch {
		case key.Name == nameField:
			tool = a.constString(kv.Value)
		case key.Name == "InputSchema":
			required = a.schemaRequired(kv.Value)
		}
	}
	if tool != "" && len(required) > 0 {
		d.required[tool] = required
	}
}

// schemaRequired returns the names a JSON schema's literal lists as
// Required.
func (a *Reviewer) schemaRequired(e ast.Expr) []string {
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok {
		e = u.X
	}
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return nil
	}
	var names []string
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if key, isIdent := kv.Key.(*ast.Ident); !ok || !isIdent || key.Name != "Required" {
			continue
		}
		list, ok := ast.Unparen(kv.Value).(*ast.CompositeLit)
		if !ok {
			continue
		}
		for _, v := range list.Elts {
			if s := a.constString(v); s != "" {
				names = append(names, s)
			}
		}
	}
	return names
}

// calls reports whether call calls a function of funcs.
func (a *Reviewer) calls(call *ast.CallExpr, funcs map[frameworks.Func]bool) bool {
	fn := typeutil.StaticCallee(a.Pass.TypesInfo, call)
	if fn == nil {
		return false
	}
	f, ok := frameworks.FuncOf(fn)
	return ok && funcs[f]
}

// constString returns the constant string e is, or "".
func (a *Reviewer) constString(e ast.Expr) string {
	if c := a.Pass.TypesInfo.Types[e].Value; c != nil && c.Kind() == constant.String {
		return constant.StringVal(c)
	}
	return ""
}
