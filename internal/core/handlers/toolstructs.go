package handlers

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
)

// describedFunc reports whether field, a field of the struct t (or of
// the struct t points to), holds the function of a tool that t describes
// to a model: t is a module struct with a description and a parameter
// schema, and field a function taking the model's arguments (a string,
// bytes or a map) and returning the tool's text first.
func (a *Set) describedFunc(t types.Type, field *types.Var) bool {
	return shape.DescribesTool(t, a.Mod.Owns) && shape.RunsTool(field.Type())
}
