package driver

import (
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
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
	prefixes := o.ownedPrefixes()
	roots := map[string]bool{}
	owners := prefixes
	for _, p := range graph {
		roots[p.ID] = true
		if len(prefixes) == 0 {
			modPath := ""
			if p.Module != nil {
				modPath = p.Module.Path
			}
			owners = append(owners, core.DefaultOwner(modPath, p.PkgPath))
		}
	}
	var paths []string
	seen := map[string]bool{}
	matched := map[string]bool{}
	packages.Visit(graph, nil, func(p *packages.Package) {
		for _, prefix := range prefixes {
			if core.Owns([]string{prefix}, p.PkgPath) {
				matched[prefix] = true
			}
		}
		if (roots[p.ID] || core.Owns(owners, p.PkgPath)) && !seen[p.PkgPath] {
			seen[p.PkgPath] = true
			paths = append(paths, p.PkgPath)
		}
	})
	for _, prefix := range prefixes {
		if !matched[prefix] {
			return nil, fmt.Errorf("owned prefix %q (-toolerrcore.module or module in %s) matches none of the packages loaded; check its spelling", prefix, config.FileName)
		}
	}
	sort.Strings(paths)
	return paths, nil
}

// ownedPrefixes returns the value of the core's -module flag.
func (o *options) ownedPrefixes() []string {
	for _, a := range o.analyzers {
		if f := a.Flags.Lookup("module"); f != nil && f.Value.String() != "" {
			return strings.Split(f.Value.String(), ",")
		}
	}
	return nil
}

// configure applies the configuration file that governs the root
// packages, the nearest .toolerrlint.yaml above each, to every setting
// the command line leaves unset. One run takes one file: packages
// governed by two are an error (run the command once per file).
func (o *options) configure(graph []*packages.Package) error {
	file := ""
	for _, p := range graph {
		if len(p.GoFiles) == 0 {
			continue
		}
		f := config.Find(filepath.Dir(p.GoFiles[0]))
		switch {
		case f == "" || f == file:
		case file != "":
			return fmt.Errorf("the packages are configured by two files, %s and %s: run toolerrlint once for each", file, f)
		default:
			file = f
		}
	}
	if file == "" {
		return nil
	}
	s, err := config.Load(file, o.passNames())
	if err != nil {
		return err
	}
	opts := config.Default()
	s.Apply(opts)
	opts.Root = filepath.Dir(file)
	o.settings = opts
	return o.applySettings(s, opts)
}

// applySettings sets the analyzers' flags from the configuration's
// options s gives, unless the command line set them.
func (o *options) applySettings(s *config.Settings, opts *config.Options) error {
	// retry-phrases are additions, as the -retryable.phrases flag's.
	lists := []struct {
		flag  string
		value []string
	}{
		{"module", s.Module},
		{"trusted", s.Trusted},
		{"phrases", s.RetryPhrases},
		{"retry-fields", s.RetryFields},
	}
	for _, l := range lists {
		if l.value != nil {
			if err := o.setUnlessGiven(l.flag, strings.Join(l.value, ",")); err != nil {
				return err
			}
		}
	}
	if s.Strict != nil {
		if err := o.setUnlessGiven("strict", fmt.Sprint(opts.Strict)); err != nil {
			return err
		}
	}
	for a, on := range o.enabled {
		if slices.Contains(opts.Disable, a.Name) && !o.set[a.Name] {
			*on = false
		}
	}
	return nil
}

// setUnlessGiven sets the analyzers' flag named name to value, except
// where the command line set it (-rawerr.strict, or -trusted for the
// core's trusted).
func (o *options) setUnlessGiven(name, value string) error {
	for _, a := range o.analyzers {
		f := a.Flags.Lookup(name)
		if f == nil || o.set[a.Name+"."+name] || o.set[name] {
			continue
		}
		if err := f.Value.Set(value); err != nil {
			return fmt.Errorf("%s: %v", name, err)
		}
	}
	return nil
}

// passNames returns the names of the analyzers that report: those with
// an on/off flag.
func (o *options) passNames() []string {
	var names []string
	for _, a := range o.analyzers {
		if o.enabled[a] != nil {
			names = append(names, a.Name)
		}
	}
	return names
}

// sources returns the well-typed packages loaded from source among pkgs
// and their dependencies.
func sources(pkgs []*packages.Package) []core.Source {
	var out []core.Source
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Types != nil && p.TypesInfo != nil && len(p.Syntax) > 0 && !p.IllTyped && len(p.Errors) == 0 {
			out = append(out, core.Source{Pkg: p.Types, Files: p.Syntax, Info: p.TypesInfo})
		}
	})
	return out
}
