package env

import (
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// ShortName names a framework function as its callers write it:
// mcp.NewToolResultError, (*mcp.CallToolResult).SetError.
func (a *Env) ShortName(f frameworks.Func) string {
	pkg := a.PkgName(f.Pkg)
	if f.Recv != "" {
		return "(*" + pkg + "." + f.Recv + ")." + f.Name
	}
	return pkg + "." + f.Name
}

// PkgName returns the name of the package at path ("anthropic" for
// github.com/anthropics/anthropic-sdk-go/v2), or its last element.
func (a *Env) PkgName(path string) string {
	if p := a.Pkgs[path]; p != nil {
		return p.Name()
	}
	return path[ssautil.LastSlash(path)+1:]
}
