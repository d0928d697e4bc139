package core

import (
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// recordsFrames returns the function that created the error v if that
// error records frames, or "". It follows this package's functions to
// what they return.
func (a *unit) recordsFrames(v ssa.Value) string {
	return walk(v, func(v ssa.Value, follow func(ssa.Value) string) string {
		switch v := v.(type) {
		case *ssa.Call:
			if callee := v.Call.StaticCallee(); callee != nil && callee.Object() != nil && callee.Object().Pkg() != nil {
				for _, p := range frameworks.FramePackages {
					if path := callee.Object().Pkg().Path(); path == p || strings.HasPrefix(path, p+"/") {
						return callee.Object().(*types.Func).FullName()
					}
				}
			}
			if callee := v.Call.StaticCallee(); callee != nil && callee.Pkg == a.pkg {
				for _, ret := range returnsOf(callee) {
					if s := firstOf(ret.Results, follow); s != "" {
						return s
					}
				}
			}
		case *ssa.Extract:
			return follow(v.Tuple)
		case *ssa.MakeInterface:
			return follow(v.X)
		case *ssa.ChangeInterface:
			return follow(v.X)
		case *ssa.Phi:
			return firstOf(v.Edges, follow)
		}
		return ""
	})
}

// isErrorConstructor reports whether a foreign function builds an error
// from its arguments rather than failing at an operation: a package-level
// function whose name or package name speaks of errors (errors.New,
// status.Errorf, echo.NewHTTPError, pkgerrors.Wrap). Methods such as
// (*sql.Rows).Err report a failure; they are not constructors.
func isErrorConstructor(fn *types.Func) bool {
	if fn.Signature().Recv() != nil {
		return false
	}
	pkg := fn.Pkg().Path()
	last := pkg[strings.LastIndex(pkg, "/")+1:]
	return strings.Contains(strings.ToLower(fn.Name()), "err") || strings.Contains(strings.ToLower(last), "err")
}
