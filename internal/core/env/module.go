package env

import (
	"go/build"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/config"
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
// flag, else its module, else its repository (DefaultOwner). Its module
// is the Pass's or, where the driver gives none (Bazel's nogo, a GOPATH
// build), the go.mod nearest to the package's files.
func NewModule(pass *analysis.Pass, flag []string) Module {
	m := Module{prefixes: flag}
	if len(m.prefixes) == 0 {
		mod := pass.Module
		if mod == nil {
			mod = nearestModule(pass)
		}
		modPath := ""
		if mod != nil {
			if mod.Version != "" {
				// A dependency's module (it has a version): under go
				// vet the core runs on every dependency, and none of
				// them is the code being checked.
				return m
			}
			modPath = mod.Path
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

// nearestModule returns the module of the go.mod nearest to the
// package's files, as the go command finds it, with a version when the
// go.mod lies in the module cache (a directory named path@version). It
// returns nil when there is none, or when the package's import path
// does not lie under the module's path: a GOPATH package below some
// module's directory (analysistest's testdata) is not that module's.
func nearestModule(pass *analysis.Pass) *analysis.Module {
	if len(pass.Files) == 0 {
		return nil
	}
	dir, err := filepath.Abs(filepath.Dir(pass.Fset.File(pass.Files[0].Pos()).Name()))
	if err != nil {
		return nil
	}
	gomod := config.Nearest(dir, "go.mod")
	if gomod == "" {
		return nil
	}
	path := modulePath(gomod)
	if path == "" || !Owns([]string{path}, pass.Pkg.Path()) {
		return nil
	}
	mod := &analysis.Module{Path: path}
	if _, version, ok := strings.Cut(filepath.Base(filepath.Dir(gomod)), "@"); ok {
		mod.Version = version
	}
	return mod
}

// modulePath returns the path the module directive of a go.mod file
// declares, or "" if it cannot be read.
func modulePath(gomod string) string {
	b, err := os.ReadFile(gomod)
	if err != nil {
		return ""
	}
	for line := range strings.Lines(string(b)) {
		line, _, _ = strings.Cut(line, "//")
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			if p, err := strconv.Unquote(f[1]); err == nil {
				return p
			}
			return f[1]
		}
	}
	return ""
}

// Standard reports whether the import path, quoted or not, is of the
// standard library: its first element has no dot.
func Standard(path string) bool {
	first, _, _ := strings.Cut(strings.Trim(path, `"`), "/")
	return !strings.Contains(first, ".")
}

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
