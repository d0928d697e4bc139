package env

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
)

// uncheckedSrc is a package whose only bodies are a function literal in
// a package-level initializer and a method: the places go/packages
// leaves without types when it type-checks a dependency from source.
const uncheckedSrc = `package p

import "errors"

var hook = func(err error) string { return errors.Unwrap(err).Error() }

type T struct{}

func (T) Error() string { return hook(errors.New("x")) }
`

// fullInfo returns type information with every map SSA building reads.
func fullInfo() *types.Info {
	return &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
		Implicits: map[ast.Node]types.Object{}, Scopes: map[ast.Node]*types.Scope{},
	}
}

func checkSource(t *testing.T, ignoreBodies bool) (*token.FileSet, ssautil.Source) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", uncheckedSrc, 0)
	require.NoError(t, err)
	info := fullInfo()
	conf := types.Config{Importer: importer.Default(), IgnoreFuncBodies: ignoreBodies}
	pkg, err := conf.Check("p", fset, []*ast.File{f}, info)
	require.NoError(t, err)
	return fset, ssautil.Source{Pkg: pkg, Files: []*ast.File{f}, Info: info}
}

// TestTypeCheckedBodies checks that a package type-checked without its
// bodies is told from one type-checked whole, and that the shared SSA
// program creates the first from its types only: building its syntax
// would panic, and a panicking builder leaves the other packages' builders
// waiting forever.
func TestTypeCheckedBodies(t *testing.T) {
	for _, ignore := range []bool{false, true} {
		fset, src := checkSource(t, ignore)
		require.Equal(t, !ignore, TypeCheckedBodies(src.Files, src.Info), "IgnoreFuncBodies=%v", ignore)

		stop := ShareSSA(fset, []ssautil.Source{src}, true)
		pkg := SharedPackage(fset, src.Pkg)
		if ignore {
			require.Nil(t, pkg, "a package without checked bodies is no source of the shared program")
		} else {
			require.NotNil(t, pkg)
			require.NotPanics(t, pkg.Build)
		}
		stop()
	}
}
