package env

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

// TestModuleWithoutPassModule checks which code is owned when the driver
// gives no Module (Bazel's nogo): the module of the go.mod nearest the
// package's files, unless that go.mod is a dependency's in the module
// cache (a directory named path@version) or the package's path does not
// lie under the module's.
func TestModuleWithoutPassModule(t *testing.T) {
	root := t.TempDir()
	pass := func(dir, pkgPath string) *analysis.Pass {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		name := filepath.Join(dir, "p.go")
		require.NoError(t, os.WriteFile(name, []byte("package p\n"), 0o644))
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		return &analysis.Pass{Fset: fset, Files: []*ast.File{f}, Pkg: types.NewPackage(pkgPath, "p")}
	}
	gomod := func(dir, content string) {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte(content), 0o644))
	}

	gomod(filepath.Join(root, "own"), "// the service\nmodule \"example.com/svc\" // quoted\n\ngo 1.26\n")
	m := NewModule(pass(filepath.Join(root, "own", "tools"), "example.com/svc/tools"), nil)
	require.True(t, m.Analyzed)
	require.True(t, m.Owns("example.com/svc/store"), "a sibling package of the module is owned")
	require.False(t, m.Owns("example.com/other"))

	gomod(filepath.Join(root, "cache", "example.com", "lib@v1.2.0"), "module example.com/lib\n")
	require.False(t, NewModule(pass(filepath.Join(root, "cache", "example.com", "lib@v1.2.0", "x"), "example.com/lib/x"), nil).Analyzed, "a dependency in the module cache is not analyzed")

	// A GOPATH package below a module's directory is not the module's:
	// its repository owns it, as without a go.mod.
	m = NewModule(pass(filepath.Join(root, "own", "testdata", "src", "a", "b"), "a/b"), nil)
	require.True(t, m.Analyzed)
	require.True(t, m.Owns("a/c"))
	require.False(t, m.Owns("example.com/svc/store"))

	// The flag decides over any go.mod.
	require.False(t, NewModule(pass(filepath.Join(root, "own", "tools"), "example.com/svc/tools"), []string{"example.com/svc/store"}).Analyzed)
}
