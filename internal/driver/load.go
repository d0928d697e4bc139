package driver

import (
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// load returns the packages matching the patterns, type-checked from
// source together with every package of their modules (or of the owned
// prefixes) that they depend on; other dependencies come from export
// data. Before the second, costly load it reads the configuration file
// and checks that each owned prefix names loaded code.
func (o *options) load() ([]*packages.Package, error) {
	var buildFlags []string
	if o.tags != "" {
		buildFlags = []string{"-tags=" + o.tags}
	}
	// A cheap first pass: the import graph, without types.
	graph, err := packages.Load(&packages.Config{
		Mode:       packages.NeedName | packages.NeedModule | packages.NeedImports | packages.NeedDeps | packages.NeedFiles,
		Tests:      o.tests,
		BuildFlags: buildFlags,
	}, o.patterns...)
	if err != nil {
		return nil, err
	}
	if len(graph) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(o.patterns, " "))
	}
	if err := o.configure(graph); err != nil {
		return nil, err
	}
	paths, err := o.sourcePaths(graph)
	if err != nil {
		return nil, err
	}
	all, err := packages.Load(&packages.Config{
		Mode:       packages.LoadSyntax | packages.NeedModule,
		Tests:      o.tests,
		BuildFlags: buildFlags,
	}, paths...)
	if err != nil {
		return nil, err
	}
	roots := map[string]bool{}
	for _, p := range graph {
		roots[p.ID] = true
	}
	var out []*packages.Package
	for _, p := range all {
		if roots[p.ID] {
			out = append(out, p)
			g := o.groupOf(p.ID)
			g.pkgs = append(g.pkgs, p)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no package loaded", strings.Join(o.patterns, " "))
	}
	return out, nil
}

// sourcePaths returns the packages to load from source: the roots and
// the owned packages they depend on. It is an error for an owned prefix
// given on the command line or in the configuration to match no package:
// a typo would otherwise silently change what counts as owned.
func (o *options) sourcePaths(graph []*packages.Package) ([]string, error) {
	var prefixes []string
	for _, g := range o.groups {
		prefixes = append(prefixes, g.ownedPrefixes()...)
	}
	roots := map[string]bool{}
	owners := slices.Clone(prefixes)
	for _, p := range graph {
		roots[p.ID] = true
		if len(o.groupOf(p.ID).ownedPrefixes()) == 0 {
			modPath := ""
			if p.Module != nil {
				modPath = p.Module.Path
			}
			owners = append(owners, env.DefaultOwner(modPath, p.PkgPath))
		}
	}
	var paths []string
	seen := map[string]bool{}
	matched := map[string]bool{}
	packages.Visit(graph, nil, func(p *packages.Package) {
		for _, prefix := range prefixes {
			if env.Owns([]string{prefix}, p.PkgPath) {
				matched[prefix] = true
			}
		}
		if (roots[p.ID] || env.Owns(owners, p.PkgPath)) && !seen[p.PkgPath] {
			seen[p.PkgPath] = true
			paths = append(paths, p.PkgPath)
		}
	})
	for _, g := range o.groups {
		from := "-toolerrcore.module"
		if !o.gave("toolerrcore.module") {
			from = "module in " + g.file
		}
		for _, prefix := range g.ownedPrefixes() {
			if !matched[prefix] {
				return nil, fmt.Errorf("owned prefix %q (%s) matches none of the packages loaded; check its spelling", prefix, from)
			}
		}
	}
	sort.Strings(paths)
	return paths, nil
}

// ownedPrefixes returns the value of the -module flag of the core g's
// passes share: the file's module key or -toolerrcore.module.
func (g *group) ownedPrefixes() []string {
	for _, a := range withRequired(g.analyzers) {
		if f := a.Flags.Lookup("module"); f != nil && f.Value.String() != "" {
			return strings.Split(f.Value.String(), ",")
		}
	}
	return nil
}

// group is the root packages one configuration file governs ("" for
// none), and the analyzers built from its settings and the flags.
type group struct {
	file      string
	opts      *config.Options // nil when the analyzers are not suite's
	analyzers []*analysis.Analyzer
	roots     map[string]bool // the packages' IDs
	pkgs      []*packages.Package
}

// configure puts each root package in the group of the configuration
// file that governs it, the nearest .toolerrlint.yaml in its directory
// or above: a file never configures packages beside or above it. Each
// file is read once, before anything is analyzed.
func (o *options) configure(graph []*packages.Package) error {
	byFile := map[string]*group{}
	for _, p := range graph {
		file := config.Find(packageDir(p))
		g := byFile[file]
		if g == nil {
			opts, analyzers, err := o.build(file)
			if err != nil {
				return err
			}
			g = &group{file: file, opts: opts, analyzers: analyzers, roots: map[string]bool{}}
			byFile[file] = g
			o.groups = append(o.groups, g)
		}
		g.roots[p.ID] = true
	}
	return nil
}

// groupOf returns the group of the root package whose ID is id.
func (o *options) groupOf(id string) *group {
	for _, g := range o.groups {
		if g.roots[id] {
			return g
		}
	}
	return nil
}

// packageDir returns the directory of p's files ("" for the working
// directory when go list names none).
func packageDir(p *packages.Package) string {
	switch {
	case p.Dir != "":
		return p.Dir
	case len(p.GoFiles) > 0:
		return filepath.Dir(p.GoFiles[0])
	}
	return ""
}

// build returns the passes that run under the configuration file ("":
// no file), configured by it and, over it, by the command line's flags,
// and the options they share.
func (o *options) build(file string) (*config.Options, []*analysis.Analyzer, error) {
	if !o.suitePasses() {
		// Another analyzer run by this driver (tools/bench's no-op floor)
		// runs as given: the configuration files choose suite's passes.
		return nil, o.analyzers, o.override(o.analyzers)
	}
	opts := config.Default()
	if file != "" {
		s, err := config.Load(file, suite.Disableable())
		if err != nil {
			return nil, nil, err
		}
		// retry-phrases and -retryable.phrases both add to the
		// defaults; the flag's replace the file's (and so for
		// overreach-phrases and -overreach.phrases).
		if o.gave("retryable.phrases") {
			s.RetryPhrases = nil
		}
		if o.gave("overreach.phrases") {
			s.OverreachPhrases = nil
		}
		s.Apply(opts)
		opts.Root = filepath.Dir(file)
	}
	opts.Choose(o.on, o.off)
	analyzers := suite.Analyzers(opts)
	return opts, analyzers, o.override(analyzers)
}

// suitePasses reports whether the command's analyzers are suite's passes.
func (o *options) suitePasses() bool {
	return slices.ContainsFunc(o.analyzers, func(a *analysis.Analyzer) bool {
		return slices.Contains(suite.Disableable(), a.Name)
	})
}

// override sets the analyzer flags the command line gave on analyzers
// and the core they share.
func (o *options) override(analyzers []*analysis.Analyzer) error {
	all := withRequired(analyzers)
	for _, g := range o.given {
		name, flagName, scoped := strings.Cut(g.name, ".")
		if !scoped {
			flagName = name
		}
		for _, a := range all {
			if f := a.Flags.Lookup(flagName); f != nil && (!scoped || a.Name == name) {
				if err := f.Value.Set(g.value); err != nil {
					return fmt.Errorf("-%s: %v", g.name, err)
				}
			}
		}
	}
	return nil
}

// withRequired returns analyzers and those they require, directly or
// not, once each.
func withRequired(analyzers []*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if !slices.Contains(out, a) {
			out = append(out, a)
			for _, r := range a.Requires {
				visit(r)
			}
		}
	}
	for _, a := range analyzers {
		visit(a)
	}
	return out
}

// sources returns the well-typed packages loaded from source among pkgs
// and their dependencies.
func sources(pkgs []*packages.Package) []ssautil.Source {
	var out []ssautil.Source
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Types != nil && p.TypesInfo != nil && len(p.Syntax) > 0 && !p.IllTyped && len(p.Errors) == 0 {
			out = append(out, ssautil.Source{Pkg: p.Types, Files: p.Syntax, Info: p.TypesInfo})
		}
	})
	return out
}
