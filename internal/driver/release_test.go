package driver

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestDeclaresGeneric checks which packages keep their type information
// after their analysis: those whose generic functions, or methods of
// generic types, the SSA of later packages instantiates from it.
func TestDeclaresGeneric(t *testing.T) {
	for src, want := range map[string]bool{
		"package p; func F[T any](x T) T { return x }":                                              true,
		"package p; type S[T any] struct{ v T }; func (s S[T]) V() T { return s.v }":                true,
		"package p; type S struct{}; func (S) V() int { return 0 }; func F(x int) int { return x }": false,
		"package p; var X = 1": false,
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", src, 0)
		require.NoError(t, err)
		pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
		require.NoError(t, err)
		require.Equal(t, want, declaresGeneric(pkg), src)
	}
}
