package core

import (
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// shortName names a framework function as its callers write it:
// mcp.NewToolResultError, (*mcp.CallToolResult).SetError.
func (a *env) shortName(f frameworks.Func) string {
	pkg := a.pkgName(f.Pkg)
	if f.Recv != "" {
		return "(*" + pkg + "." + f.Recv + ")." + f.Name
	}
	return pkg + "." + f.Name
}

// pkgName returns the name of the package at path ("anthropic" for
// github.com/anthropics/anthropic-sdk-go/v2), or its last element.
func (a *env) pkgName(path string) string {
	if p := a.pkgs[path]; p != nil {
		return p.Name()
	}
	return path[ssautil.LastSlash(path)+1:]
}
