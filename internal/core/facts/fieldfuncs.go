package facts

import (
	"go/ast"
	"go/token"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
)

// FieldFuncsFact lists the module functions a package stores into
// func-typed fields of module struct types, with their summaries, and
// those its imports list: go vet hands a package the package Facts of
// its direct imports only, and an adapter in pkg/mcp shows the handlers
// that pkg/toolsets/kiali/tools stores through pkg/toolsets/kiali. It
// is sorted by field key, package and index (a Fact's encoding must be
// deterministic).
type FieldFuncsFact struct {
	Stored []StoredFunc
}

// StoredFunc is a function stored into the field Field ("pkg.Type.Field")
// by the package Pkg (an import path), where it is the Index-th such
// function: its name for messages, qualified by its package's name, and
// its summary's results.
type StoredFunc struct {
	Field string
	Pkg   string
	Index int
	Name  string
	// Tool is the tool's name the struct storing the function gives
	// beside it (api.ServerTool{Tool: api.Tool{Name: "x"}, Handler:
	// f}), if one.
	Tool    string
	Params  int
	Results []ResultText
	// OkResults are its results on the paths that report success (see
	// FuncFact.OkResults).
	OkResults []ResultText

	// entries are its results at each of its returns. Like positions,
	// they are not encoded: a Fact read from another process has none.
	entries []Entry
}

// Entries returns its results at each of its returns, as the package
// that stored it found them; none in a Fact read from another process.
func (f StoredFunc) Entries() []Entry { return f.entries }

// WithEntries returns f holding the entries es (not encoded).
func (f StoredFunc) WithEntries(es []Entry) StoredFunc {
	f.entries = es
	return f
}

func (*FieldFuncsFact) AFact() {}

func (f *FieldFuncsFact) String() string { return "fieldfuncs" }

// An Entry is what a function returns at one return statement: the
// statement where the text it returns enters the module's text.
type Entry struct {
	Pos     token.Pos
	File    *ast.File
	Results []ResultText
	// Flags holds, by result, the bool fields of a module struct result
	// set true at this return (see setFlags).
	Flags []map[string]bool
	// Succeeds: the statement reports success (a nil error).
	Succeeds bool
	// Written holds, by result, where the error a module struct result
	// carries is written, if known; like File, it is not encoded.
	Written []*sink.Written
}
