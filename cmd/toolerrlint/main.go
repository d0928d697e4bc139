// Command toolerrlint reports tool-error hygiene problems in Go code that
// hands text to LLM agents: foreign error text, stack traces, panic
// values and upstream bodies reaching the model, and tool errors that do
// not say whether retrying can help.
//
// Usage:
//
//	toolerrlint [flags] ./...
//	go vet -vettool=$(command -v toolerrlint) ./...
//
// Each pass can be turned off (-rawerr=false) and configured
// (-rawerr.strict). -toolerrcore.module=PREFIX[,PREFIX] names the code
// whose text counts as owned when it is not the module being analyzed.
//
// Reporting runs on a driver of its own (see driver.go) that loads only
// the analyzed module's packages from source; go vet's protocol and the
// -fix and -diff modes are served by x/tools' multichecker.
package main

import (
	"os"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	// The core is listed so that its flags (-toolerrcore.module) exist
	// in every mode; it reports nothing.
	analyzers := append([]*analysis.Analyzer{core.Analyzer}, suite.Default...)
	if delegated(os.Args[1:]) {
		multichecker.Main(analyzers...)
		return
	}
	os.Exit(run(analyzers, os.Args[1:]))
}

// delegated reports whether the arguments ask for something the
// multichecker serves: go vet's unit protocol (a .cfg file, -V, -flags)
// or rewriting files (-fix, -diff).
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
		case "V", "flags", "fix", "diff":
			return true
		}
	}
	return false
}
