// Package driver is toolerrlint's command-line driver. For reports it
// loads the analyzed module's packages from source and every other
// package from compiler export data, then runs the analyzers with
// golang.org/x/tools/go/analysis/checker. go vet's unit protocol is
// served by x/tools' multichecker, unchanged.
//
// Why a driver of its own: the x/tools standalone drivers load every
// dependency from source as soon as an analyzer uses facts, which costs
// 4-8x the type-checking floor. toolerrlint's facts only matter between
// the analyzed module's own packages (the core does nothing elsewhere).
//
// The driver also does what a team adopting the linter needs and the
// x/tools drivers do not: configuration files (each package configured
// by the nearest, so the packages are analyzed in one group per file,
// with passes built from its settings), a baseline of accepted
// findings, a summary that says where to start, and errors printed once.
package driver

import (
	"fmt"
	"go/types"
	"os"
	"reflect"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/summary"
	"github.com/toolerrlint/toolerrlint/internal/timeline"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/multichecker"
)

// Exit codes, as usage prints them.
const (
	exitClean    = 0 // no findings
	exitError    = 1 // load, type-check, configuration or analyzer errors
	exitUsage    = 2 // bad flags or arguments
	exitFindings = 3 // findings
)

// Main runs analyzers on the packages named by the command line and
// exits with one of the exit codes above. Under go vet it runs
// them as given; otherwise they give the command its flags, help
// and SARIF rules, and the analyzers that run are suite's, built for
// each configuration file (they must be the same passes: core.Analyzer
// and suite.Default).
func Main(analyzers ...*analysis.Analyzer) {
	args := os.Args[1:]
	asked, full := versionAsked(args)
	switch {
	case len(args) > 0 && args[0] == "help":
		os.Exit(help(os.Stdout, analyzers, args[1:]))
	case asked:
		os.Exit(printVersion(os.Stdout, full))
	case delegated(args):
		multichecker.Main(suite.Rewrapped(analyzers, named)...)
		return
	}
	os.Exit(run(analyzers, args))
}

// delegated reports whether the arguments ask for something the
// multichecker serves: go vet's unit protocol (a .cfg file, -flags).
// -fix and -diff are this driver's own (fix.go).
func delegated(args []string) bool {
	for _, arg := range args {
		if strings.HasSuffix(arg, ".cfg") {
			return true
		}
		if !strings.HasPrefix(arg, "-") {
			continue
		}
		if name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "="); name == "flags" {
			return true
		}
	}
	return false
}

// named returns a copy of a pass that ends each of its messages with its
// name, as the standalone command prints it: go vet's text output names
// no analyzer, and a suppression comment names the pass. go vet asks
// the tool for JSON whatever it prints (since Go 1.26), so its -json
// output carries the name too, beside the key that also names the pass.
// The core, which reports nothing, is returned as it is.
func named(a *analysis.Analyzer) *analysis.Analyzer {
	if len(a.FactTypes) > 0 {
		return a
	}
	b := *a
	b.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			d.Message += " [" + a.Name + "]"
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &b
}

// run is the reporting driver.
func run(analyzers []*analysis.Analyzer, args []string) int {
	o, code := parseFlags(analyzers, args)
	if o == nil {
		return code
	}
	stop, err := o.profile()
	if err != nil {
		return fail(err)
	}
	defer stop()
	prog := newProgress(os.Stderr)
	defer prog.done()
	// -fix runs again after a round that wrote fixes: the next round
	// sees the fixed files, and fixes what overlapped a fix applied or
	// what a fix made visible. A few rounds settle what one finding's
	// fixes do to another's; a round with nothing to fix is the last.
	earlier := &fixTotals{files: map[string]bool{}}
	for round := 1; ; round++ {
		if code := o.once(prog, round < maxFixRounds, earlier); code != errAgain {
			return code
		}
	}
}

// maxFixRounds bounds the rounds of -fix (see run).
const maxFixRounds = 3

// once loads, analyses and reports (or fixes) the packages once; again
// says that -fix may ask for another round (errAgain), and earlier
// is what the rounds before fixed.
func (o *options) once(prog *progress, again bool, earlier *fixTotals) int {
	endLoad := timeline.Region("load packages", nil)
	pkgs, err := o.load(prog)
	endLoad()
	if err != nil {
		return fail(err)
	}
	code := exitClean
	if printErrors(os.Stderr, pkgs) > 0 {
		code = exitError
	}
	var loaded map[string][]byte
	if o.fixes() {
		loaded = snapshot(pkgs)
	}
	prog.phase("analyzing " + summary.Plural(len(pkgs), "package"))
	if o.suitePasses() {
		// What only the core needs: another analyzer this driver runs
		// (tools/bench's no-op floor) must not pay for it.
		endShare := timeline.Region("share SSA", nil)
		release := env.ShareSSA(pkgs[0].Fset, sources(pkgs), o.analyzedOnce())
		endShare()
		defer release()
	}
	o.shareHosts(pkgs)
	graph, err := o.analyze(prog, len(pkgs))
	if err != nil {
		return fail(err)
	}
	prog.done()
	o.heapProfile()
	if printActionErrors(os.Stderr, graph) > 0 {
		code = exitError
	}
	if mode := o.writing(); code == exitError && mode != "" {
		// A run that fails writes nothing: the fixes or the baseline of
		// the packages that did load would be an incomplete picture.
		fmt.Fprintf(os.Stderr, "toolerrlint: %s: nothing done: the packages have the errors above\n", mode)
		return code
	}
	res, err := o.results(graph)
	if err != nil {
		return fail(err)
	}
	if o.fixes() {
		fx := o.fixer(loaded)
		fx.again, fx.earlier = again, earlier
		applied := fx.apply(res.fixable())
		if applied == errAgain {
			return errAgain
		}
		return max(code, applied)
	}
	defer timeline.Region("write output", nil)()
	if err := o.output(graph, res); err != nil {
		return fail(err)
	}
	if code == exitClean && len(res.findings) > 0 && !o.json && !o.sarif && !o.writeBaseline {
		code = exitFindings
	}
	return code
}

// analyze runs each group's passes on its packages and returns one
// graph of them all. Packages of the module that two groups depend on
// are analyzed for each: the core's summaries depend on the settings.
func (o *options) analyze(prog *progress, total int) (*checker.Graph, error) {
	all := &checker.Graph{}
	var last []*analysis.Analyzer
	if o.analyzedOnce() {
		last = []*analysis.Analyzer{release(o.groups[0].analyzers)}
	}
	for _, g := range o.groups {
		if len(g.pkgs) == 0 || len(g.analyzers) == 0 {
			continue
		}
		graph, err := checker.Analyze(slices.Concat(g.analyzers, prog.counter(g.analyzers, total), last), g.pkgs, nil)
		if err != nil {
			return nil, err
		}
		all.Roots = append(all.Roots, graph.Roots...)
	}
	return all, nil
}

// reports reports whether a is one of the passes that report.
func (o *options) reports(a *analysis.Analyzer) bool {
	return slices.ContainsFunc(o.groups, func(g *group) bool { return slices.Contains(g.analyzers, a) })
}

// fail prints err and returns the error exit code.
func fail(err error) int {
	fmt.Fprintln(os.Stderr, "toolerrlint:", err)
	return exitError
}

// analyzedOnce reports whether each package is analyzed once: by the
// one group there is. With more, a package of the module that two groups
// depend on is analyzed for each, one group after another.
func (o *options) analyzedOnce() bool {
	return len(o.groups) == 1
}

// release returns an analyzer that runs on each package after
// analyzers, and drops what only they read: the package's type
// information (what each expression and identifier of its syntax is)
// and the core's sinks and loop knowledge, which the passes have turned
// into findings. The information goes once the shared SSA program is
// done with it. On a module of a hundred packages these are most of
// what is live. The package's types stay, for the packages that import
// it. A package that
// declares a generic function keeps its type information: the SSA of
// packages analyzed later instantiates the function from its syntax and
// this information; one whose helpers form other packages' tool text
// keeps it for the fixes that edit them (sink.Result.FormsText).
func release(analyzers []*analysis.Analyzer) *analysis.Analyzer {
	requires := slices.Clone(analyzers)
	for _, a := range withRequired(analyzers) {
		if a.ResultType == reflect.TypeFor[*sink.Result]() && !slices.Contains(requires, a) {
			requires = append(requires, a) // for its result in ResultOf
		}
	}
	return &analysis.Analyzer{
		Name:     "release",
		Doc:      "drops a package's type information and the core's sinks once every analyzer has run on it",
		Requires: requires,
		Run: func(pass *analysis.Pass) (any, error) {
			keep := declaresGeneric(pass.Pkg)
			for _, res := range pass.ResultOf {
				if res, ok := res.(*sink.Result); ok {
					res.Sinks, res.Loops = nil, nil
					keep = keep || res.FormsText
				}
			}
			if !keep {
				env.AwaitSSA(pass.Fset, pass.Pkg)
				*pass.TypesInfo = types.Info{}
			}
			return nil, nil
		},
	}
}

// declaresGeneric reports whether pkg declares a generic function, or
// a generic type (whose methods are).
func declaresGeneric(pkg *types.Package) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			if obj.Signature().TypeParams().Len() > 0 {
				return true
			}
		case *types.TypeName:
			if named, ok := types.Unalias(obj.Type()).(*types.Named); ok && named.TypeParams().Len() > 0 {
				return true
			}
		}
	}
	return false
}
