package env

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
)

// TestAwaitSSA checks that a package built early is built once AwaitSSA
// returns, so that its type information can then be dropped: here a
// small package whose analysis needs no SSA, imported by one that holds
// most of the code (which makes the shared program build both early).
func TestAwaitSSA(t *testing.T) {
	fset := token.NewFileSet()
	checked := map[string]*types.Package{}
	imp := importerFunc(func(path string) (*types.Package, error) {
		if p, ok := checked[path]; ok {
			return p, nil
		}
		return importer.Default().Import(path)
	})
	check := func(path, src string) ssautil.Source {
		f, err := parser.ParseFile(fset, path+".go", src, 0)
		require.NoError(t, err)
		info := fullInfo()
		pkg, err := (&types.Config{Importer: imp}).Check(path, fset, []*ast.File{f}, info)
		require.NoError(t, err)
		checked[path] = pkg
		return ssautil.Source{Pkg: pkg, Files: []*ast.File{f}, Info: info}
	}
	// Error methods are kept whatever calls them (prune.go).
	lib := check("example.com/lib", "package lib\n\ntype E struct{ Msg string }\n\nfunc (e E) Error() string { return \"lib: \" + e.Msg }\n")
	var big strings.Builder
	big.WriteString("package tools\n\nimport \"example.com/lib\"\n\n")
	for i := range 50 {
		fmt.Fprintf(&big, "type T%d struct{}\n\nfunc (T%d) Error() string { return lib.E{Msg: \"%d\"}.Error() }\n\n", i, i, i)
	}
	tools := check("example.com/tools", big.String())

	stop := ShareSSA(fset, []ssautil.Source{lib, tools}, true)
	defer stop()
	AwaitSSA(fset, lib.Pkg)
	e := lib.Pkg.Scope().Lookup("E").Type().(*types.Named).Method(0)
	Shared.Lock()
	prog := Shared.runs[fset].Prog // not sharedPackage: it would wait too
	Shared.Unlock()
	fn := prog.FuncValue(e)
	require.NotNil(t, fn)
	require.NotEmpty(t, fn.Blocks, "lib is built once AwaitSSA returns")
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
