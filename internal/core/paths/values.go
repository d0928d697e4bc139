package paths

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// IsInteger reports whether t is an integer type.
func IsInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// GlobalRead names the package-level variable v reads, through
// conversions to interfaces: "io.EOF"; "" if v reads none.
func GlobalRead(v ssa.Value) string {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeInterface:
			v = x.X
			continue
		case *ssa.UnOp:
			if g, ok := x.X.(*ssa.Global); ok && x.Op == token.MUL && g.Object() != nil && g.Object().Pkg() != nil {
				return g.Object().Pkg().Path() + "." + g.Object().Name()
			}
		}
		return ""
	}
}

// IsFunc reports whether call statically calls the function fullName.
func IsFunc(call *ssa.Call, fullName string) bool {
	return ssautil.StaticName(&call.Call) == fullName
}

// IsResponse reports whether t is *http.Response or http.Response.
func IsResponse(t types.Type) bool {
	pkg, name := ssautil.NamedOf(t)
	return pkg == frameworks.HTTPResponse.Pkg && name == frameworks.HTTPResponse.Type
}

// LenOf returns x if v is len(x), or nil.
func LenOf(v ssa.Value) ssa.Value {
	if call, ok := v.(*ssa.Call); ok {
		if b, ok := call.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" {
			return call.Call.Args[0]
		}
	}
	return nil
}
