package core

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
)

// Tool structs of a hand-written agent. An agent with its own loop and
// its own model client (no framework a table knows) often keeps its
// tools as values of one struct of its own: what the model is told of
// the tool (a description, a parameter schema) next to the function that
// runs it.
//
//	type Tool struct {
//		Name, Description string
//		Parameters        map[string]any
//		Run               func(ctx context.Context, input string) (string, error)
//	}
//
// The function's string result is, by construction, what the model reads
// next: that is what a tool is. Its error is not known to reach the
// model (loops differ: some abort the run, some print it), so such a
// handler's errors count as aborting. A struct of this kind without a
// schema (a chat program's slash commands, whose output the user reads)
// describes no tool for a model, and is not one.

// describedFunc reports whether field, a field of the struct t (or of
// the struct t points to), holds the function of a tool that t describes
// to a model: t is a module struct with a description and a parameter
// schema, and field a function taking the model's arguments (a string,
// bytes or a map) and returning the tool's text first.
func (a *pkgAnalysis) describedFunc(t types.Type, field *types.Var) bool {
	return shape.DescribesTool(t, a.Mod.Owns) && shape.RunsTool(field.Type())
}
