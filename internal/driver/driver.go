// Package driver is toolerrlint's command-line driver. For reports it
// loads the analyzed module's packages from source and every other
// package from compiler export data, then runs the analyzers with
// golang.org/x/tools/go/analysis/checker. go vet's unit protocol and the
// -fix and -diff modes are served by x/tools' multichecker, unchanged.
//
// Why a driver of its own: the x/tools standalone drivers load every
// dependency from source as soon as an analyzer uses facts, which costs
// 4-8x the type-checking floor. toolerrlint's facts only matter between
// the analyzed module's own packages (the core does nothing elsewhere).
package driver

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/sarif"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/multichecker"
	"golang.org/x/tools/go/packages"
)

// Main runs analyzers on the packages named by the command line and
// exits: 0 when there are no findings (or with -json and -sarif), 3 when
// there are, 1 on errors, 2 on usage errors.
func Main(analyzers ...*analysis.Analyzer) {
	if delegated(os.Args[1:]) {
		multichecker.Main(analyzers...)
		return
	}
	os.Exit(run(analyzers, os.Args[1:]))
}

// delegated reports whether the arguments ask for something the
// multichecker serves: go vet's unit protocol (a .cfg file, -V, -flags)
// or showing fixes as a diff (-diff). -fix is this driver's own (fix.go).
func delegated(args []string) bool {
	for _, arg := range args {
		if strings.HasSuffix(arg, ".cfg") {
			return true
		}
		if !strings.HasPrefix(arg, "-") {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		switch name {
		case "V", "flags", "diff":
			return true
		}
	}
	return false
}

// run is the reporting driver.
func run(analyzers []*analysis.Analyzer, args []string) int {
	fs := flag.NewFlagSet("toolerrlint", flag.ContinueOnError)
	jsonOut := fs.Bool("json", false, "emit JSON output")
	sarifOut := fs.Bool("sarif", false, "emit SARIF 2.1.0 output (for GitHub code scanning) on standard output")
	context := fs.Int("c", -1, "display offending line with this many lines of context")
	tests := fs.Bool("test", false, "also analyze test packages")
	tags := fs.String("tags", "", "comma-separated build tags, as go build's -tags")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile to this file")
	memprofile := fs.String("memprofile", "", "write a memory profile to this file when done")
	fix := &fixFlag{}
	fs.Var(fix, "fix", "apply the fix the code's evidence supports to each finding, and list the findings left for a human (exit 3 when some are)")
	enabled := map[*analysis.Analyzer]*bool{}
	for _, a := range analyzers {
		if len(a.FactTypes) == 0 {
			enabled[a] = fs.Bool(a.Name, true, "enable "+a.Name+" analysis")
		}
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: toolerrlint [flags] packages...\n\nFlags (also -fix, -diff, and go vet's protocol, served by x/tools' multichecker):")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	if err := fix.validate(); err != nil {
		fmt.Fprintln(os.Stderr, "toolerrlint:", err)
		return 1
	}
	if err := checkTrusted(analyzers); err != nil {
		fmt.Fprintln(os.Stderr, "toolerrlint:", err)
		return 1
	}
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "toolerrlint:", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, "toolerrlint:", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	if *memprofile != "" {
		defer func() {
			if f, err := os.Create(*memprofile); err == nil {
				runtime.GC()
				pprof.WriteHeapProfile(f)
				f.Close()
			}
		}()
	}
	var roots []*analysis.Analyzer
	for _, a := range analyzers {
		if on := enabled[a]; on != nil && *on {
			roots = append(roots, a)
		}
	}

	var buildFlags []string
	if *tags != "" {
		buildFlags = []string{"-tags=" + *tags}
	}
	pkgs, err := load(fs.Args(), *tests, buildFlags, ownedPrefixes(analyzers))
	if err != nil {
		fmt.Fprintln(os.Stderr, "toolerrlint:", err)
		return 1
	}
	// Packages that do not load or type-check are reported and skipped
	// (the checker gives their actions an error); the others are
	// analyzed, and the exit code is 1.
	code := 0
	if packages.PrintErrors(pkgs) > 0 {
		code = 1
	}
	var loaded map[string][]byte
	if fix.on {
		loaded = snapshot(pkgs)
	}
	defer core.ShareSSA(pkgs[0].Fset, sources(pkgs))()
	graph, err := checker.Analyze(roots, pkgs, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, "toolerrlint:", err)
		return 1
	}
	if fix.on {
		var all []finding
		for act := range graph.All() {
			if act.IsRoot && act.Err == nil {
				for _, d := range act.Diagnostics {
					all = append(all, finding{act.Package.Fset, d})
				}
			}
		}
		fixer := &fixer{loaded: loaded, out: os.Stderr}
		return max(code, fixer.apply(all))
	}
	if *sarifOut {
		if err := writeSARIF(graph, roots); err != nil {
			fmt.Fprintln(os.Stderr, "toolerrlint:", err)
			return 1
		}
		return code
	}
	if *jsonOut {
		if err := graph.PrintJSON(os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "toolerrlint:", err)
			return 1
		}
		return code
	}
	if err := graph.PrintText(os.Stderr, *context); err != nil {
		fmt.Fprintln(os.Stderr, "toolerrlint:", err)
		return 1
	}
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			if !act.Package.IllTyped { // else reported as it loaded
				fmt.Fprintf(os.Stderr, "toolerrlint: %s: %v\n", act, act.Err)
			}
			code = 1
		} else if len(act.Diagnostics) > 0 && code == 0 {
			code = 3
		}
	}
	return code
}

// checkTrusted parses the core's -trusted patterns before anything is
// loaded, so that one that does not parse is an error naming it.
func checkTrusted(analyzers []*analysis.Analyzer) error {
	for _, a := range analyzers {
		if f := a.Flags.Lookup("trusted"); f != nil && f.Value.String() != "" {
			if _, err := config.CompileTrusted(strings.Split(f.Value.String(), ",")); err != nil {
				return err
			}
		}
	}
	return nil
}

// ownedPrefixes returns the value of the core's -module flag.
func ownedPrefixes(analyzers []*analysis.Analyzer) []string {
	for _, a := range analyzers {
		if f := a.Flags.Lookup("module"); f != nil && f.Value.String() != "" {
			return strings.Split(f.Value.String(), ",")
		}
	}
	return nil
}

// load returns the packages matching patterns, type-checked from source
// together with every package of their modules (or of the owned
// prefixes) that they depend on; other dependencies come from export
// data.
func load(patterns []string, tests bool, buildFlags, prefixes []string) ([]*packages.Package, error) {
	// A cheap first pass: the import graph, without types.
	graph, err := packages.Load(&packages.Config{
		Mode:       packages.NeedName | packages.NeedModule | packages.NeedImports | packages.NeedDeps,
		Tests:      tests,
		BuildFlags: buildFlags,
	}, patterns...)
	if err != nil {
		return nil, err
	}
	if len(graph) == 0 {
		return nil, fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
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
	packages.Visit(graph, nil, func(p *packages.Package) {
		if (roots[p.ID] || core.Owns(owners, p.PkgPath)) && !seen[p.PkgPath] {
			seen[p.PkgPath] = true
			paths = append(paths, p.PkgPath)
		}
	})
	sort.Strings(paths)

	all, err := packages.Load(&packages.Config{
		Mode:       packages.LoadSyntax | packages.NeedModule,
		Tests:      tests,
		BuildFlags: buildFlags,
	}, paths...)
	if err != nil {
		return nil, err
	}
	var out []*packages.Package
	for _, p := range all {
		if roots[p.ID] {
			out = append(out, p)
		}
	}
	return out, nil
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

// writeSARIF prints the root actions' diagnostics as SARIF, with paths
// relative to the working directory.
func writeSARIF(graph *checker.Graph, analyzers []*analysis.Analyzer) error {
	var findings []sarif.Finding
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			findings = append(findings, sarif.Finding{Analyzer: act.Analyzer, Fset: act.Package.Fset, Diagnostic: d})
		}
	}
	sort.SliceStable(findings, func(i, j int) bool {
		pi, pj := findings[i].Fset.Position(findings[i].Diagnostic.Pos), findings[j].Fset.Position(findings[j].Diagnostic.Pos)
		if pi.Filename != pj.Filename {
			return pi.Filename < pj.Filename
		}
		if pi.Offset != pj.Offset {
			return pi.Offset < pj.Offset
		}
		return findings[i].Analyzer.Name < findings[j].Analyzer.Name
	})
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	return sarif.Write(os.Stdout, "toolerrlint", "https://github.com/toolerrlint/toolerrlint", analyzers, findings, wd)
}
