package driver

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"golang.org/x/tools/go/analysis"
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

// TestRelease checks that the last analyzer reads the core's result
// (the passes require the core, it need not be among them) and empties
// it and the type information of a package without generics.
func TestRelease(t *testing.T) {
	coreA := &analysis.Analyzer{Name: "core", ResultType: reflect.TypeFor[*sink.Result]()}
	passA := &analysis.Analyzer{Name: "pass", Requires: []*analysis.Analyzer{coreA}}
	r := release([]*analysis.Analyzer{passA})
	require.ElementsMatch(t, []*analysis.Analyzer{passA, coreA}, r.Requires)

	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", "package p; var X = 1", 0)
	require.NoError(t, err)
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	require.NoError(t, err)
	res := &sink.Result{Sinks: []*sink.Sink{{}}}
	_, err = r.Run(&analysis.Pass{Pkg: pkg, TypesInfo: info, ResultOf: map[*analysis.Analyzer]any{passA: nil, coreA: res}})
	require.NoError(t, err)
	require.Empty(t, res.Sinks)
	require.Empty(t, info.Defs)
}
