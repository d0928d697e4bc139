package env

import (
	"go/ast"
	"go/types"
)

// TypeCheckedBodies reports whether the type information of a package's
// files covers its function bodies. go/packages type-checks a package it
// must load from source without being asked for it (with -test, a test
// variant of a dependency, such as "net/http/internal/httpcommon
// [net/http.test]") with IgnoreFuncBodies: its bodies, function literals
// in package-level initializers included, have no types. The SSA builder
// panics on such a body, and a builder that panics leaves the functions
// it had started to build unfinished for good: in a program shared by
// several packages, every other builder that needs one of them waits
// forever. The first body that names anything decides: a checked body
// records each identifier it names in Uses or Defs.
func TypeCheckedBodies(files []*ast.File, info *types.Info) bool {
	id := firstBodyIdent(files)
	if id == nil {
		return true // no body names anything: nothing to build wrong
	}
	_, use := info.Uses[id]
	_, def := info.Defs[id]
	return use || def
}

// firstBodyIdent returns the first identifier other than _ inside a
// function body or function literal of files, or nil.
func firstBodyIdent(files []*ast.File) (found *ast.Ident) {
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			var body *ast.BlockStmt
			switch n := n.(type) {
			case *ast.FuncDecl:
				body = n.Body
			case *ast.FuncLit:
				body = n.Body
			}
			if found != nil || body == nil {
				return found == nil
			}
			ast.Inspect(body, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && id.Name != "_" && found == nil {
					found = id
				}
				return found == nil
			})
			return false
		})
		if found != nil {
			return found
		}
	}
	return nil
}
