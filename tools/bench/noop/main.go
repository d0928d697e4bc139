// Command noop is the floor toolerrlint is measured against: an analyzer
// that does nothing, run by toolerrlint's own driver, so that both load
// and type-check the same packages (its -noop.module flag plays the part
// of -toolerrcore.module).
package main

import (
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/driver"
	"golang.org/x/tools/go/analysis"
)

func main() {
	var module []string
	a := &analysis.Analyzer{
		Name: "noop",
		Doc:  "does nothing: the type-checking floor",
		Run:  func(*analysis.Pass) (any, error) { return nil, nil },
	}
	a.Flags.Var(config.ListFlag{List: &module}, "module", "import-path prefixes loaded from source, as toolerrlint's")
	driver.Main(a)
}
