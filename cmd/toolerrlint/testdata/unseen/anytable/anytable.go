// Package anytable keeps its tools in a table whose handler field is of
// type any and registers them in a loop: which functions are handlers
// only the stores into that field tell, and the framework has no table.
package anytable

import (
	"os"

	"github.com/localrivet/gomcp/pkg/fxctx"
)

// Entry is one tool of the table.
type Entry struct {
	Name    string
	Handler any
}

// Register registers every entry.
func Register(entries []Entry) []fxctx.Tool {
	var out []fxctx.Tool
	for _, e := range entries {
		out = append(out, fxctx.RegisterTool(e.Name, e.Handler))
	}
	return out
}

// Entries are the module's tools.
var Entries = []Entry{{Name: "read", Handler: func(path string) (string, error) { return readFile(path) }}}

func readFile(path string) (string, error) {
	b, err := os.ReadFile(path)
	return string(b), err
}
