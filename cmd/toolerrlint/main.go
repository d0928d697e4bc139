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
// (-rawerr.strict). -module=PREFIX[,PREFIX] names the code whose text
// counts as owned when it is not the module being analyzed.
package main

import (
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	multichecker.Main(suite.Default...)
}
