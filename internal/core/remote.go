package core

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// remoteText returns the leaf for v if v is part of a tool result that
// an MCP client call got back from another server (frameworks.
// RemoteResults): its content, an element of it, a text field of one
// (res.Content[0].(*mcp.TextContent).Text). ok is false otherwise.
func remoteText(v ssa.Value) (n *origin.Node, ok bool) {
	call := remoteCall(v)
	if call == nil {
		return nil, false
	}
	return origin.Leaf(origin.Remote, remoteName(call.Common())).At(call.Pos()), true
}

// remoteCall returns the client call whose result v reads a part of,
// following field, element and type-assertion reads back to it, or nil.
// Alternatives (phis) are not followed: each is traced on its own.
func remoteCall(v ssa.Value) ssa.CallInstruction {
	for range maxRemoteSteps {
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil
			}
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		case *ssa.Index:
			v = x.X
		case *ssa.TypeAssert:
			v = x.X
		case *ssa.Extract:
			switch t := x.Tuple.(type) {
			case *ssa.TypeAssert:
				v = t.X
			case *ssa.Call:
				if x.Index == 0 && remoteName(t.Common()) != "" {
					return t
				}
				return nil
			default:
				return nil
			}
		case *ssa.Alloc:
			// A local copy of a part (tc, ok := c.(mcp.TextContent)):
			// what its one store put there.
			st := storesTo(x)
			if len(st) != 1 {
				return nil
			}
			v = st[0].Val
		default:
			return nil
		}
	}
	return nil
}

// maxRemoteSteps bounds remoteCall's walk: a text field is a few reads
// away from the result that holds it.
const maxRemoteSteps = 12

// remoteName returns the name of the client call c if it returns
// another server's tool result, or "".
func remoteName(c *ssa.CallCommon) string {
	var name string
	if c.IsInvoke() {
		name = c.Method.FullName()
	} else if callee := c.StaticCallee(); callee != nil {
		if fn, ok := callee.Object().(*types.Func); ok {
			name = fn.Origin().FullName()
		}
	}
	if frameworks.RemoteResults[name] {
		return name
	}
	return ""
}
