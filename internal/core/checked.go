package core

import (
	"go/ast"
	"go/types"
)

// typeCheckedBodies reports whether the type information of a package's
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
func typeCheckedBodies(files []*ast.File, info *types.Info) bool {
	checked, decided := true, false
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if decided {
				return false
			}
			var body *ast.BlockStmt
			switch n := n.(type) {
			case *ast.FuncDecl:
				body = n.Body
			case *ast.FuncLit:
				body = n.Body
			}
			if body == nil {
				return true
			}
			ast.Inspect(body, func(n ast.Node) bool {
				id, ok := n.(*ast.Ident)
				if decided || !ok || id.Name == "_" {
					return !decided
				}
				_, use := info.Uses[id]
				_, def := info.Defs[id]
				checked, decided = use || def, true
				return false
			})
			return !decided
		})
		if decided {
			break
		}
	}
	return checked
}
