package driver

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/baseline"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"golang.org/x/tools/go/analysis"
)

// options are the command line's settings.
type options struct {
	analyzers []*analysis.Analyzer
	patterns  []string
	json      bool
	sarif     bool
	context   int
	tests     bool
	tags      string
	summary   bool
	baseline  string
	// writeBaseline records the findings in baseline instead of
	// reporting those not in it.
	writeBaseline bool
	trusted       string
	cpuprofile    string
	memprofile    string
	// enabled holds each pass's on/off flag.
	enabled map[*analysis.Analyzer]*bool
	// set holds the flags given on the command line, which override the
	// configuration file.
	set map[string]bool
	// settings is the configuration file's, if any; exclusions apply to
	// the findings.
	settings *config.Options
	fix      *fixFlag
	// diff prints the diff of what -fix would write, and writes nothing.
	diff bool
	// recorded is the -baseline file's findings, read before the
	// packages load.
	recorded map[baseline.Entry]bool
}

const usageHead = `usage: toolerrlint [flags] packages...
       toolerrlint help [PASS]

Exit codes: 0 no findings, 3 findings, 1 errors (load, type-check,
configuration), 2 usage. With -json, -sarif, -diff and -write-baseline
the findings are the output: the code is 0 unless there are errors.
With -fix, 3 means findings are left for a human.

Findings go to standard output, paths relative to the working
directory; errors, progress, the summary and what -fix did go to
standard error.

Settings come from .toolerrlint.yaml in the package's directory or the
nearest parent that has one; flags override it.

Flags (go vet's protocol is served by x/tools' multichecker):
`

// parseFlags parses args. It returns nil options and the exit code when
// the command should stop. -h prints the usage on standard output, as it
// was asked for; a usage error is one line on standard error.
func parseFlags(analyzers []*analysis.Analyzer, args []string) (*options, int) {
	o := &options{analyzers: analyzers, enabled: map[*analysis.Analyzer]*bool{}, set: map[string]bool{}, fix: &fixFlag{}}
	fs := o.flagSet()
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fs.SetOutput(os.Stdout)
			fmt.Fprint(os.Stdout, usageHead)
			fs.PrintDefaults()
			return nil, exitClean
		}
		return nil, usageError(err)
	}
	fs.Visit(func(f *flag.Flag) { o.set[f.Name] = true })
	o.patterns = fs.Args()
	if len(o.patterns) == 0 {
		return nil, usageError(fmt.Errorf("no packages named: give patterns such as ./..."))
	}
	if err := o.check(); err != nil {
		return nil, usageError(err)
	}
	if o.set["trusted"] {
		if err := o.setAnalyzerFlag("trusted", o.trusted); err != nil {
			return nil, usageError(err)
		}
	}
	// A bad -fix value, trusted pattern or baseline is an error, not a
	// usage error: nothing is loaded or written.
	for _, check := range []func() error{o.fix.validate, o.checkTrusted, o.readBaseline} {
		if err := check(); err != nil {
			fmt.Fprintln(os.Stderr, "toolerrlint:", err)
			return nil, exitError
		}
	}
	return o, exitClean
}

// usageError prints err, one line with a pointer to -h, and returns the
// usage exit code.
func usageError(err error) int {
	fmt.Fprintf(os.Stderr, "toolerrlint: %v (toolerrlint -h lists the flags)\n", err)
	return exitUsage
}

// flagSet returns the command's flags, bound to o. It prints nothing
// itself: parseFlags says what is wrong in one line.
func (o *options) flagSet() *flag.FlagSet {
	fs := flag.NewFlagSet("toolerrlint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	fs.BoolVar(&o.json, "json", false, "emit JSON output (go vet's format) on standard output")
	fs.BoolVar(&o.sarif, "sarif", false, "emit SARIF 2.1.0 output (for GitHub code scanning) on standard output")
	fs.IntVar(&o.context, "c", -1, "display offending line with this many lines of context")
	fs.BoolVar(&o.tests, "test", false, "also analyze test packages")
	fs.StringVar(&o.tags, "tags", "", "comma-separated build tags, as go build's -tags")
	fs.BoolVar(&o.summary, "summary", false, "print only the summary: counts per pass, the functions most findings pass through, the packages with the most (with -json, as JSON)")
	fs.StringVar(&o.baseline, "baseline", "", "report only findings not recorded in this file (with -write-baseline, record them there)")
	fs.BoolVar(&o.writeBaseline, "write-baseline", false, "record the findings in the -baseline file and report nothing")
	fs.StringVar(&o.trusted, "trusted", "", "comma-separated functions whose error text is written for the model (as -toolerrcore.trusted)")
	fs.StringVar(&o.cpuprofile, "cpuprofile", "", "write a CPU profile to this file")
	fs.StringVar(&o.memprofile, "memprofile", "", "write a memory profile to this file once the packages are analyzed (what is live at the peak: syntax, types, SSA, results)")
	fs.Var(o.fix, "fix", "apply the fix the code's evidence supports to each finding, and list the findings left for a human (exit 3 when some are)")
	fs.BoolVar(&o.diff, "diff", false, "print on standard output the diff of what -fix would write, and write nothing (exit 0 unless there are errors)")
	fs.Bool("V", false, "print the version and exit (-V=full: with the build's details)")
	for _, a := range o.analyzers {
		if len(a.FactTypes) == 0 {
			o.enabled[a] = fs.Bool(a.Name, true, "enable "+a.Name+" analysis")
		}
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(f.Value, a.Name+"."+f.Name, f.Usage)
		})
	}
	return fs
}

// readBaseline reads the -baseline file, so that one that is missing or
// not a baseline is an error before the packages load.
func (o *options) readBaseline() error {
	if o.baseline == "" || o.writeBaseline {
		return nil
	}
	recorded, err := baseline.Read(o.baseline)
	if err != nil {
		return fmt.Errorf("-baseline: %v", err)
	}
	o.recorded = recorded
	return nil
}

// fixes reports whether the run applies fixes or prints their diff.
func (o *options) fixes() bool { return o.fix.on || o.diff }

// writing names the flag by which the run writes files, "" for none.
func (o *options) writing() string {
	switch {
	case o.diff:
		return "-diff"
	case o.fix.on:
		return "-fix"
	case o.writeBaseline:
		return "-write-baseline"
	}
	return ""
}

// fixer returns what applies the fixes, or with -diff prints them, to
// the files as loaded. With -diff, standard output holds the diff alone
// (a patch), and the findings left go to standard error.
func (o *options) fixer(loaded map[string][]byte) *fixer {
	wd, _ := os.Getwd()
	fx := &fixer{loaded: loaded, wd: wd, out: os.Stdout, errs: os.Stderr}
	if o.diff {
		fx.out, fx.patch = os.Stderr, os.Stdout
	}
	return fx
}

// checkTrusted parses the core's trusted patterns, so that one that does
// not parse is an error naming it.
func (o *options) checkTrusted() error {
	for _, a := range o.analyzers {
		if f := a.Flags.Lookup("trusted"); f != nil && f.Value.String() != "" {
			if _, err := config.CompileTrusted(strings.Split(f.Value.String(), ",")); err != nil {
				return err
			}
		}
	}
	return nil
}

// check reports flags that do not go together.
func (o *options) check() error {
	switch {
	case o.writeBaseline && o.baseline == "":
		return fmt.Errorf("-write-baseline needs -baseline FILE")
	case o.json && o.sarif:
		return fmt.Errorf("-json and -sarif: choose one")
	case o.summary && o.sarif:
		return fmt.Errorf("-summary and -sarif: choose one")
	case o.fixes() && (o.writeBaseline || o.json || o.sarif || o.summary):
		return fmt.Errorf("-fix and -diff print what they do: not with -write-baseline, -json, -sarif or -summary")
	}
	return nil
}

// setAnalyzerFlag sets the flag named name of every analyzer that has
// one ("strict" of each pass).
func (o *options) setAnalyzerFlag(name, value string) error {
	for _, a := range o.analyzers {
		if f := a.Flags.Lookup(name); f != nil {
			if err := f.Value.Set(value); err != nil {
				return fmt.Errorf("-%s.%s: %v", a.Name, name, err)
			}
		}
	}
	return nil
}

// roots returns the analyzers turned on.
func (o *options) roots() []*analysis.Analyzer {
	var roots []*analysis.Analyzer
	for _, a := range o.analyzers {
		if on := o.enabled[a]; on != nil && *on {
			roots = append(roots, a)
		}
	}
	return roots
}

// profile starts the profiles asked for and returns what stops them.
func (o *options) profile() (stop func(), err error) {
	var stops []func()
	stop = func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}
	if o.cpuprofile != "" {
		f, err := os.Create(o.cpuprofile)
		if err != nil {
			return stop, err
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			return stop, err
		}
		stops = append(stops, func() { pprof.StopCPUProfile(); f.Close() })
	}
	return stop, nil
}

// heapProfile writes the memory profile, if one was asked for. The
// driver calls it after the analysis, while the packages and the
// analyzers' results are still live: at exit they are garbage, and the
// profile would show nothing of the peak.
func (o *options) heapProfile() {
	if o.memprofile != "" {
		writeHeapProfile(o.memprofile, os.Stderr)
	}
}

func writeHeapProfile(file string, errs io.Writer) {
	f, err := os.Create(file)
	if err != nil {
		fmt.Fprintln(errs, "toolerrlint:", err)
		return
	}
	defer f.Close()
	runtime.GC()
	if err := pprof.WriteHeapProfile(f); err != nil {
		fmt.Fprintln(errs, "toolerrlint:", err)
	}
}
