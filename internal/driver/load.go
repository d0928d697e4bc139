package driver

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/summary"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// load returns the packages matching the patterns, type-checked from
// source together with every package of their modules (or of the owned
// prefixes) that they depend on; other dependencies come from export
// data. Before the second, costly load it reads the configuration file
// and checks that each owned prefix names loaded code.
func (o *options) load(prog *progress) ([]*packages.Package, error) {
	var buildFlags []string
	if o.tags != "" {
		buildFlags = []string{"-tags=" + o.tags}
	}
	queries, files := fileQueries(o.patterns)
	o.files = files
	// A cheap first pass: the import graph, without types.
	graph, err := listPackages(prog, &packages.Config{
		Mode:       packages.NeedName | packages.NeedModule | packages.NeedImports | packages.NeedDeps | packages.NeedFiles,
		Tests:      o.tests,
		BuildFlags: buildFlags,
	}, queries)
	// Named files outside a module load as a package of their own
	// (command-line-arguments) the second load cannot name.
	if err != nil || slices.ContainsFunc(graph, func(p *packages.Package) bool {
		return len(p.Errors) > 0 || p.PkgPath == "command-line-arguments"
	}) {
		if err := noModule(); err != nil {
			return nil, err
		}
	}
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
	exported := -len(paths)
	packages.Visit(graph, nil, func(*packages.Package) { exported++ })
	prog.phase(fmt.Sprintf("building dependencies (%s)", summary.Plural(max(exported, 0), "package")))
	// The go command builds the dependencies' export data, then the
	// packages are parsed and type-checked.
	var parsing sync.Once
	all, err := packages.Load(&packages.Config{
		Mode:       packages.LoadSyntax | packages.NeedModule,
		Tests:      o.tests,
		BuildFlags: buildFlags,
		ParseFile: func(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
			parsing.Do(func() { prog.phase("type-checking " + summary.Plural(len(paths), "package")) })
			// What go/packages parses with when given no ParseFile.
			return parser.ParseFile(fset, filename, src, parser.AllErrors|parser.ParseComments)
		},
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

// listPackages loads what cfg asks of the packages queries name, first
// with GOPROXY=off, which succeeds when the module cache holds every
// module needed: where it does not, the progress says that modules are
// downloading before the go command downloads them, in a second load.
func listPackages(prog *progress, cfg *packages.Config, queries []string) ([]*packages.Package, error) {
	prog.phase("listing packages")
	offline := *cfg
	offline.Env = append(os.Environ(), "GOPROXY=off")
	graph, err := packages.Load(&offline, queries...)
	if err == nil && !anyErrors(graph) {
		return graph, nil
	}
	prog.phase("downloading modules and listing packages")
	return packages.Load(cfg, queries...)
}

// anyErrors reports whether any of pkgs or their dependencies has errors.
func anyErrors(pkgs []*packages.Package) bool {
	found := false
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		found = found || len(p.Errors) > 0
	})
	return found
}

// fileQueries returns the patterns as go list queries, with each Go
// file named as go vet takes them (main.go) turned into a query for the
// package it belongs to ("file=/abs/main.go"): loaded by its import path,
// that package is loaded with the module's other packages, where go
// list would make the named files a package of their own
// (command-line-arguments) that the module's packages cannot be loaded
// with. files holds the named files, whose findings alone are reported
// (nil when no file is named).
func fileQueries(patterns []string) (queries []string, files map[string]bool) {
	for _, p := range patterns {
		abs, err := filepath.Abs(p)
		if st, statErr := os.Stat(p); err != nil || statErr != nil || !st.Mode().IsRegular() || !strings.HasSuffix(p, ".go") {
			queries = append(queries, p)
			continue
		}
		if files == nil {
			files = map[string]bool{}
		}
		files[abs] = true
		queries = append(queries, "file="+abs)
	}
	return queries, files
}

// noModule returns the error of a run outside a module: the go command
// is in module mode with neither a go.mod nor a go.work in the working
// directory or above, where go list's own errors do not say what to do.
// It returns nil otherwise, and asks the go command only when a load
// failed.
func noModule() error {
	out, err := exec.Command("go", "env", "GOMOD", "GOWORK").Output()
	lines := strings.Split(string(out), "\n")
	if err != nil || len(lines) < 2 || lines[0] != os.DevNull || (lines[1] != "" && lines[1] != "off") {
		return nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return nil
	}
	return fmt.Errorf("%s is not in a Go module (no go.mod here or above): run go mod init MODULE-PATH, or cd into the module", dir)
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
	o.groups = nil // a -fix round after the first loads again
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

// shareHosts gives every group's core the hosts that the loaded packages
// call (config.Options.HostsOf): a package defining a framework's tools
// is analyzed before, or beside, the package that serves them, and
// cannot see that host itself. A host serves the packages that some
// package importing its caller also imports, directly or not (main
// wiring the tools' package to the server's).
func (o *options) shareHosts(pkgs []*packages.Package) {
	importers := map[*packages.Package][]*packages.Package{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, imp := range p.Imports {
			importers[imp] = append(importers[imp], p)
		}
	})
	hostsOf := map[string][]string{}
	for _, p := range pkgs {
		hosts := hostsCalled(p)
		if len(hosts) == 0 {
			continue
		}
		for _, top := range reachable([]*packages.Package{p}, func(q *packages.Package) []*packages.Package { return importers[q] }) {
			for _, served := range reachable([]*packages.Package{top}, importsOf) {
				for _, host := range hosts {
					if !slices.Contains(hostsOf[served.PkgPath], host) {
						hostsOf[served.PkgPath] = append(hostsOf[served.PkgPath], host)
					}
				}
			}
		}
	}
	for _, hosts := range hostsOf {
		sort.Strings(hosts)
	}
	for _, g := range o.groups {
		if g.opts != nil {
			g.opts.HostsOf = hostsOf
		}
	}
}

// hostsCalled returns the hosts of frameworks.Known that p calls, by
// name, in order.
func hostsCalled(p *packages.Package) []string {
	if p.TypesInfo == nil {
		return nil
	}
	var hosts []string
	for f := range frameworks.Known.HostsUsed(p.TypesInfo) {
		hosts = append(hosts, f.String())
	}
	sort.Strings(hosts) // (a map)
	return hosts
}

// importsOf returns the packages p imports that were loaded from source.
func importsOf(p *packages.Package) []*packages.Package {
	var out []*packages.Package
	for _, imp := range p.Imports {
		if imp.TypesInfo != nil {
			out = append(out, imp)
		}
	}
	return out
}

// reachable returns from and what next leads to from it, each once.
func reachable(from []*packages.Package, next func(*packages.Package) []*packages.Package) []*packages.Package {
	seen := map[*packages.Package]bool{}
	var out []*packages.Package
	for len(from) > 0 {
		p := from[len(from)-1]
		from = from[:len(from)-1]
		if seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
		from = append(from, next(p)...)
	}
	return out
}
