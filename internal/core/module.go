package core

import (
	"go/build"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// module decides which code is owned: written by the analyzed module.
// Text from anything else, the standard library included, is foreign.
type module struct {
	prefixes []string
	// analyzed: the package being analyzed is itself owned.
	analyzed bool
}

func newModule(pass *analysis.Pass, flag []string) module {
	m := module{prefixes: flag}
	if len(m.prefixes) == 0 {
		if pass.Module != nil && pass.Module.Path != "" {
			m.prefixes = []string{pass.Module.Path}
		} else if !isStd(pass) {
			// No module (GOPATH mode, analysistest): the packages that
			// share the analyzed package's first path element.
			m.prefixes = []string{strings.SplitN(pass.Pkg.Path(), "/", 2)[0]}
		}
	}
	m.analyzed = m.owns(pass.Pkg.Path())
	return m
}

func (m module) owns(path string) bool {
	path = strings.TrimSuffix(path, "_test")
	for _, p := range m.prefixes {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
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
