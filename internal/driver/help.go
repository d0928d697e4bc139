package driver

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// help prints the passes, or one pass's documentation: what it reports,
// why, bad and good code, its flags and how to suppress it.
func help(w io.Writer, analyzers []*analysis.Analyzer, args []string) int {
	var passes []*analysis.Analyzer
	for _, a := range analyzers {
		if len(a.FactTypes) == 0 { // the core reports nothing
			passes = append(passes, a)
		}
	}
	if len(args) == 0 {
		fmt.Fprintln(w, "toolerrlint reports tool-error hygiene problems in Go code that hands text to LLM agents.")
		fmt.Fprint(w, "\nusage: toolerrlint [flags] packages...   (toolerrlint -h lists the flags)\n\nPasses:\n")
		width := 0
		for _, a := range passes {
			width = max(width, len(a.Name))
		}
		for _, a := range passes {
			short, _, _ := strings.Cut(a.Doc, "\n")
			fmt.Fprintf(w, "  %-*s  %s\n", width, a.Name, strings.TrimPrefix(short, a.Name+": "))
		}
		fmt.Fprintln(w, "\nRun 'toolerrlint help PASS' for a pass's documentation.")
		return exitClean
	}
	var names []string
	for _, a := range passes {
		names = append(names, a.Name)
		if a.Name != args[0] {
			continue
		}
		fmt.Fprintln(w, a.Doc)
		var flags []string
		a.Flags.VisitAll(func(f *flag.Flag) {
			flags = append(flags, fmt.Sprintf("  -%s.%s\n    \t%s", a.Name, f.Name, f.Usage))
		})
		fmt.Fprintf(w, "\nFlags:\n  -%[1]s\n    \trun only the passes so named (as go vet's -NAME flags)\n  -%[1]s=false\n    \tleave the pass out\n", a.Name)
		for _, f := range flags {
			fmt.Fprintln(w, f)
		}
		return exitClean
	}
	fmt.Fprintf(os.Stderr, "toolerrlint: help: no pass %q (passes: %s)\n", args[0], strings.Join(names, ", "))
	return exitUsage
}

// versionAsked reports whether the arguments ask for the version: -V,
// or -V=full as go vet does before it runs a vet tool.
func versionAsked(args []string) (asked, full bool) {
	for _, arg := range args {
		switch strings.TrimLeft(arg, "-") {
		case "V", "V=full":
			return strings.HasPrefix(arg, "-"), strings.HasSuffix(arg, "=full")
		}
	}
	return false, false
}

// version returns what the build information says of the command's
// version: the module version (a release's tag, or the pseudo-version
// the go command stamps from a clone's commit), then the VCS revision
// and whether the tree was modified when the build has them; "devel"
// when it has neither (a build with -buildvcs=false, or outside a
// clone). clean reports a version that names the code exactly: known,
// and not built from a modified tree.
func version() (v string, clean bool) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel", false
	}
	return versionOf(info)
}

// versionOf is version for the build information info.
func versionOf(info *debug.BuildInfo) (v string, clean bool) {
	v = info.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	clean = v != "devel" && !strings.HasSuffix(v, "+dirty")
	settings := map[string]string{}
	for _, s := range info.Settings {
		settings[s.Key] = s.Value
	}
	if rev := settings["vcs.revision"]; rev != "" {
		v += " (revision " + rev[:min(12, len(rev))]
		if settings["vcs.modified"] == "true" {
			v += ", modified"
			clean = false
		}
		v += ")"
	}
	return v, clean
}

// printVersion prints "toolerrlint version VERSION GOVERSION". With
// -V=full, as go vet asks before it runs a vet tool, a build whose
// version does not name the code exactly is printed as go vet parses
// a development build, "devel ... buildID=HASH" with a hash of the
// executable: go vet keys its cache by that hash, and would otherwise
// reuse results across edits of a modified tree.
func printVersion(w io.Writer, full bool) int {
	v, clean := version()
	goVersion := "unknown"
	if info, ok := debug.ReadBuildInfo(); ok {
		goVersion = info.GoVersion
	}
	if !full || clean {
		fmt.Fprintf(w, "toolerrlint version %s %s\n", v, goVersion)
		return exitClean
	}
	exe, err := os.Executable()
	if err != nil {
		return fail(err)
	}
	b, err := os.ReadFile(exe)
	if err != nil {
		return fail(err)
	}
	if !strings.HasPrefix(v, "devel") {
		v = "devel " + v
	}
	fmt.Fprintf(w, "toolerrlint version %s %s buildID=%x\n", v, goVersion, sha256.Sum256(b))
	return exitClean
}
