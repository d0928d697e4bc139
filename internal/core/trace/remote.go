package trace

import (
	"go/token"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// remoteText returns the leaf for v if v is part of a tool result that
// an MCP client call got back from another server (frameworks.
// RemoteResults): its content, an element of it, a text field of one
// (res.Content[0].(*mcp.TextContent).Text). ok is false otherwise.
func (a *remote) remoteText(v ssa.Value) (n *origin.Node, ok bool) {
	call := a.remoteCall(v)
	if call == nil {
		return nil, false
	}
	return origin.Leaf(origin.Remote, remoteName(call.Common())).At(call.Pos()), true
}

// remoteCall returns the client call whose result v reads a part of,
// following field, element and type-assertion reads back to it, and
// this package's functions returning that result, or nil. Alternatives
// (phis) are not followed: each is traced on its own.
func (a *remote) remoteCall(v ssa.Value) *ssa.Call {
	return ssautil.WalkWithin(v, maxRemoteSteps, func(v ssa.Value, follow func(ssa.Value) *ssa.Call) *ssa.Call {
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op == token.MUL {
				return follow(x.X)
			}
		case *ssa.FieldAddr:
			return follow(x.X)
		case *ssa.Field:
			return follow(x.X)
		case *ssa.IndexAddr:
			return follow(x.X)
		case *ssa.Index:
			return follow(x.X)
		case *ssa.TypeAssert:
			return follow(x.X)
		case *ssa.Alloc:
			// A local copy of a part (tc, ok := c.(mcp.TextContent)):
			// what its one store put there.
			if st := ssautil.StoresTo(x); len(st) == 1 {
				return follow(st[0].Val)
			}
		case *ssa.Extract:
			switch t := x.Tuple.(type) {
			case *ssa.TypeAssert:
				return follow(t.X)
			case *ssa.Call:
				if x.Index == 0 {
					return a.remoteResult(t, follow)
				}
			}
		case *ssa.Call:
			return a.remoteResult(x, follow)
		}
		return nil
	})
}

// remoteResult returns call if it is a client call returning another
// server's result, or the client call whose result the function of this
// package that call calls returns (a client's own CallTool helper).
func (a *remote) remoteResult(call *ssa.Call, follow func(ssa.Value) *ssa.Call) *ssa.Call {
	if remoteName(call.Common()) != "" {
		return call
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Pkg != a.Pkg || callee.Blocks == nil || callee.Signature.Results().Len() == 0 {
		return nil
	}
	for _, ret := range ssautil.ReturnsOf(callee) {
		if r := follow(ret.Results[0]); r != nil {
			return r
		}
	}
	return nil
}

// maxRemoteSteps bounds remoteCall's walk: a text field is a few reads
// away from the result that holds it.
const maxRemoteSteps = 24

// remoteName returns the name of the client call c if it returns
// another server's tool result, or "".
func remoteName(c *ssa.CallCommon) string {
	var name string
	if c.IsInvoke() {
		name = c.Method.FullName()
	} else if fn := ssautil.StaticFunc(c); fn != nil {
		name = fn.Origin().FullName()
	}
	if frameworks.RemoteResults[name] {
		return name
	}
	return ""
}
