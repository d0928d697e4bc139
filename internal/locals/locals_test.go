package locals

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

const src = `package p

import "sort"

var names []string

func first() { var v []string; _ = v }

func second(m map[string]int) []string {
	var v []string
	for k := range m {
		v = append(v, k)
	}
	sort.Strings(v)
	return v
}
`

// check type-checks src and returns its file, its info and the local
// variable v of function fn.
func check(t *testing.T, fn string) (*ast.File, *types.Info, *types.Var) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	for id, obj := range info.Defs {
		if v, ok := obj.(*types.Var); ok && id.Name == "v" {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == fn && fd.Pos() <= v.Pos() && v.Pos() < fd.End() {
					return f, info, v
				}
			}
		}
	}
	t.Fatalf("no v in %s", fn)
	return nil, nil, nil
}

// TestHolder checks that a local variable's searches are confined to
// the declaration holding it, and still find what it holds there.
func TestHolder(t *testing.T) {
	f, info, v := check(t, "second")
	if d, ok := Holder(f, v).(*ast.FuncDecl); !ok || d.Name.Name != "second" {
		t.Fatalf("Holder = %v, want func second", Holder(f, v))
	}
	if loops := AppendLoops(info, f, v); len(loops) != 1 {
		t.Errorf("AppendLoops found %d loops, want 1", len(loops))
	}
	if !Calls(info, Holder(f, v), v, "slices.Sort", "sort.Strings") {
		t.Error("Calls missed sort.Strings(v)")
	}
	f, info, w := check(t, "first")
	if AppendLoops(info, f, w) != nil || Calls(info, Holder(f, w), w, "sort.Strings") {
		t.Error("first's v is neither appended to nor sorted: another function's v was searched")
	}
}
