package trace

import (
	"go/token"

	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// storedLeaf returns the Stored node for the index-th result (its field
// member, if set) of a call at pos through the func-typed field key.
func storedLeaf(key string, index int, member string, ok bool, pos token.Pos) *origin.Node {
	return (&origin.Node{Op: origin.Stored, Text: key, Result: index, Member: member, Ok: ok}).At(pos)
}
