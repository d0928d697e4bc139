package env

import (
	"go/build"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Module decides which code is owned: written by the analyzed module.
// Text from anything else, the standard library included, is foreign.
type Module struct {
	prefixes []string
	// Analyzed: the package being analyzed is itself owned.
	Analyzed bool
}

// NewModule decides which code pass owns: the prefixes of the module
// flag, else its module, else its repository (DefaultOwner).
func NewModule(pass *analysis.Pass, flag []string) Module {
	m := Module{prefixes: flag}
	if len(m.prefixes) == 0 {
		modPath := ""
		if pass.Module != nil {
			if pass.Module.Version != "" {
				// A dependency's module (it has a version): under go
				// vet the core runs on every dependency, and none of
				// them is the code being checked.
				return m
			}
			modPath = pass.Module.Path
		}
		if modPath != "" || !isStd(pass) {
			m.prefixes = []string{DefaultOwner(modPath, pass.Pkg.Path())}
		}
	}
	m.Analyzed = m.Owns(pass.Pkg.Path())
	return m
}

// DefaultOwner returns the import-path prefix of the code that owns a
// package when no -module flag says otherwise: its module's path or,
// without a module (GOPATH mode, analysistest), its repository, named by
// the first path element, or by three when that is a host name.
// Drivers use it to decide which packages to load from source.
func DefaultOwner(modulePath, pkgPath string) string {
	if modulePath != "" {
		return modulePath
	}
	return repoRoot(pkgPath)
}

// Owns reports whether path lies under one of the prefixes.
func Owns(prefixes []string, path string) bool {
	path = strings.TrimSuffix(path, "_test")
	for _, p := range prefixes {
		// Not HasPrefix(path, p+"/"): every call asks, and the
		// concatenation allocated.
		if rest, ok := strings.CutPrefix(path, p); ok && (rest == "" || rest[0] == '/') {
			return true
		}
	}
	return false
}

// Owns reports whether the package at path is owned.
func (m Module) Owns(path string) bool { return Owns(m.prefixes, path) }

// isStd reports whether the package's files lie in GOROOT.
func isStd(pass *analysis.Pass) bool {
	if len(pass.Files) == 0 {
		return true
	}
	name := pass.Fset.File(pass.Files[0].Pos()).Name()
	root := filepath.Join(build.Default.GOROOT, "src") + string(filepath.Separator)
	return strings.HasPrefix(name, root)
}

// repoRoot guesses the repository of an import path without a module:
// "a" for "a/b", "github.com/o/r" for "github.com/o/r/x".
func repoRoot(path string) string {
	elems := strings.Split(path, "/")
	n := 1
	if strings.Contains(elems[0], ".") {
		n = 3
	}
	return strings.Join(elems[:min(n, len(elems))], "/")
}
