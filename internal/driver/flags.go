package driver

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"runtime/trace"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/baseline"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"golang.org/x/tools/go/analysis"
)

// options are the command line's settings.
type options struct {
	analyzers []*analysis.Analyzer
	patterns  []string
	// files are the Go files the command line names (absolute), whose
	// findings alone are reported; nil when it names packages only.
	files    map[string]bool
	json     bool
	sarif    bool
	context  int
	tests    bool
	tags     string
	summary  bool
	baseline string
	// writeBaseline records the findings in baseline instead of
	// reporting those not in it.
	writeBaseline bool
	cpuprofile    string
	memprofile    string
	traceFile     string
	// on and off are the passes the command line turns on (-rawerr) and
	// off (-rawerr=false); config.Options.Choose lays them over each
	// configuration file's choice.
	on, off []string
	// given are the analyzer flags the command line gives, by name (so
	// -trusted comes after -toolerrcore.trusted and wins), set again on
	// the analyzers built for each configuration file, whose settings
	// they override.
	given []setting
	// groups are the root packages by the configuration file that
	// governs them, with their analyzers (configure).
	groups []*group
	fix    *fixFlag
	// diff prints the diff of what -fix would write, and writes nothing.
	diff bool
	// recorded is the -baseline file's findings, read before the
	// packages load.
	recorded map[baseline.Entry]bool
}

// setting is an analyzer flag as the command line gives it: -NAME.FLAG
// for analyzer NAME's, or a bare name (-trusted) for every analyzer's
// flag of that name.
type setting struct{ name, value string }

const usageHead = `usage: toolerrlint [flags] packages...
       toolerrlint help [PASS]

Exit codes: 0 no findings, 3 findings, 1 errors (load, type-check,
configuration), 2 usage. With -json, -sarif, -diff and -write-baseline
the findings are the output: the code is 0 unless there are errors.
With -fix, 3 means findings are left for a human.

Findings go to standard output, paths relative to the working
directory; errors, progress, the summary and what -fix did go to
standard error.

A package's settings come from the nearest .toolerrlint.yaml in its
directory or above; flags override them. -NAME alone runs only the
passes so named, as go vet chooses its analyzers; -NAME=false leaves one
out.

Flags (go vet's protocol is served by x/tools' multichecker):
`

// parseFlags parses args. It returns nil options and the exit code when
// the command should stop. -h prints the usage on standard output, as it
// was asked for; a usage error is one line on standard error.
func parseFlags(analyzers []*analysis.Analyzer, args []string) (*options, int) {
	o := &options{analyzers: analyzers, fix: &fixFlag{}}
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
	// The analyzers' flags (-NAME.FLAG, and -trusted for the core's)
	// checked their values; the analyzers that run are built later, for
	// each configuration file, and take them from given.
	fs.Visit(func(f *flag.Flag) {
		if strings.Contains(f.Name, ".") || f.Name == "trusted" {
			o.given = append(o.given, setting{f.Name, f.Value.String()})
		}
	})
	o.patterns = fs.Args()
	if len(o.patterns) == 0 {
		return nil, usageError(fmt.Errorf("no packages named: give patterns such as ./..."))
	}
	if err := o.check(); err != nil {
		return nil, usageError(err)
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
	fs.String("trusted", "", "comma-separated `patterns` of functions whose error text is written for the model (as -toolerrcore.trusted)")
	fs.StringVar(&o.cpuprofile, "cpuprofile", "", "write a CPU profile to this file")
	fs.StringVar(&o.memprofile, "memprofile", "", "write a memory profile to this file once the packages are analyzed (what is live at the peak: syntax, types, SSA, results)")
	fs.StringVar(&o.traceFile, "trace", "", "write an execution trace to this file (go tool trace: loading, each package's SSA build, the core's phases and each pass are regions)")
	fs.Var(o.fix, "fix", "apply the fix the code's evidence supports to each finding, and list the findings left for a human (exit 3 when some are)")
	fs.BoolVar(&o.diff, "diff", false, "print on standard output the diff of what -fix would write, and write nothing (exit 0 unless there are errors)")
	fs.Bool("V", false, "print the version and exit (-V=full: with the build's details)")
	for _, a := range o.analyzers {
		if len(a.FactTypes) == 0 {
			fs.Var(choice{o, a.Name}, a.Name, "run "+a.Name+" (alone: only the passes so named; =false: all but it)")
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

// checkTrusted parses the trusted patterns the command line gives, so
// that one that does not parse is an error naming it.
func (o *options) checkTrusted() error {
	for _, g := range o.given {
		if g.name == "trusted" || strings.HasSuffix(g.name, ".trusted") {
			var patterns []string
			config.ListFlag{List: &patterns}.Set(g.value)
			if _, err := config.CompileTrusted(patterns); err != nil {
				return err
			}
		}
	}
	return nil
}

// gave reports whether the command line gave the analyzer flag name.
func (o *options) gave(name string) bool {
	return slices.ContainsFunc(o.given, func(s setting) bool { return s.name == name })
}

// choice is a pass's -NAME flag: it records the pass as turned on or off.
type choice struct {
	o    *options
	name string
}

func (c choice) String() string   { return "" }
func (c choice) IsBoolFlag() bool { return true }

func (c choice) Set(s string) error {
	on, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true or false")
	}
	// The last of two flags for one pass counts.
	c.o.on = slices.DeleteFunc(c.o.on, func(n string) bool { return n == c.name })
	c.o.off = slices.DeleteFunc(c.o.off, func(n string) bool { return n == c.name })
	if on {
		c.o.on = append(c.o.on, c.name)
	} else {
		c.o.off = append(c.o.off, c.name)
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

// profile starts the profiles asked for and returns what stops them.
func (o *options) profile() (stop func(), err error) {
	var stops []func()
	stop = func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}
	// into starts a profile or trace written to file, stopped by stop.
	into := func(file string, start func(io.Writer) error, end func()) error {
		f, err := os.Create(file)
		if err != nil {
			return err
		}
		if err := start(f); err != nil {
			f.Close()
			return err
		}
		stops = append(stops, func() { end(); f.Close() })
		return nil
	}
	if o.cpuprofile != "" {
		if err := into(o.cpuprofile, pprof.StartCPUProfile, pprof.StopCPUProfile); err != nil {
			return stop, err
		}
	}
	if o.traceFile != "" {
		if err := into(o.traceFile, trace.Start, trace.Stop); err != nil {
			return stop, err
		}
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
