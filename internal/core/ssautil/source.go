package ssautil

import (
	"go/ast"
	"go/types"
)

// Source is a package's syntax and type information, as SSA is built
// from.
type Source struct {
	Pkg   *types.Package
	Files []*ast.File
	Info  *types.Info
}
