package sink

import (
	"go/token"
)

// Unflagged is a tool result whose error flag is known to be left unset,
// and where a fix would set it.
type Unflagged struct {
	// Pos is the flag argument to set true (Arg), the call to rename
	// Variant, or the brace of the composite literal that lacks Field.
	// With none of them, the result is built where no fix can reach
	// (in a helper of the module): Pos is the helper's call.
	Pos     token.Pos
	Arg     bool
	Variant string
	Field   string
	// Wrap names the function of the literal's package that wraps the
	// value true for Field (anthropic.Bool), if it needs one.
	Wrap string
	// Unseen: the flag is set to a value not known here (a variable);
	// only -strict reports such results.
	Unseen bool
	// ByError: the result has no flag, and the framework flags only a
	// handler's returned error (mcp-golang): the handler returns the
	// result at Pos, the return, beside a nil error.
	ByError bool
}
