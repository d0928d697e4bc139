package facts

import (
	"go/ast"
	"go/token"
)

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
}
