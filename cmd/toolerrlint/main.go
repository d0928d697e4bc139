// Command toolerrlint reports tool-error hygiene problems in Go code that
// hands text to LLM agents: foreign error text, stack traces, panic
// values and upstream bodies reaching the model, and tool errors that do
// not say whether retrying can help.
//
// Usage:
//
//	toolerrlint [flags] ./...
//	toolerrlint help [PASS]
//	go vet -vettool="$(go env GOPATH)/bin/toolerrlint" ./...
//
// Passes are chosen as go vet chooses its analyzers (-rawerr alone runs
// only rawerr, -rawerr=false leaves it out) and configured
// (-rawerr.strict), here or in the nearest .toolerrlint.yaml in or above
// each package's directory. -toolerrcore.module=PREFIX[,PREFIX] names the code
// whose text counts as owned when it is not the module being analyzed.
// -summary says where to start; -baseline FILE reports only findings not
// recorded in FILE (-write-baseline records them). -json and -sarif print
// machine-readable results; -fix applies the fix the code's evidence
// supports to each finding and lists the findings it leaves for a human;
// -diff prints the diff of what -fix would write and writes nothing.
// Findings go to standard output, errors and the summary to standard
// error. Exit codes: 0 no findings, 3 findings (with -fix: findings
// left), 1 errors, 2 usage.
package main

import (
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/driver"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
)

func main() {
	// The core is listed so that its flags (-toolerrcore.module) exist
	// in every mode; it reports nothing.
	driver.Main(append([]*analysis.Analyzer{core.Analyzer}, suite.Default...)...)
}
