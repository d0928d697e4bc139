package outcome

import (
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// deliberateProtocolError reports whether a return in block b of fn
// returns its error on purpose: the innermost error check that decides
// whether b runs tests for an error kind the module declares (see
// moduleKindTest), and fn returns a result flagged as an error elsewhere.
func (a *Judge) deliberateProtocolError(fn *ssa.Function, b *ssa.BasicBlock) bool {
	return paths.OnTestedSide(b, a.moduleKindTest) && a.returnsFlagged(fn)
}

// serializationFailure reports whether a return in block b runs because
// the server could not serialize its own answer: the innermost error
// check that decides whether b runs is err != nil on the error of a
// function named Marshal… or a method named Encode (json.Marshal,
// yaml.Marshal, (*json.Encoder).Encode). That failure is the server's,
// not the tool call's, and the JSON-RPC internal error the framework
// sends is the one the specification has for it. Reading the branch, not
// the returned text, keeps the answer when a fix rewrites the text.
func serializationFailure(b *ssa.BasicBlock) bool {
	return paths.OnTestedSide(b, func(ifi *ssa.If) *ssa.BasicBlock {
		if cmp, ok := ifi.Cond.(*ssa.BinOp); ok && (serializerError(cmp.X) || serializerError(cmp.Y)) {
			return paths.ErrSide(ifi)
		}
		return nil
	})
}

// serializerReturn reports whether ret returns, as its error, only the
// error of a call serializing the server's own answer: a Marshal… or
// Encode, a framework call building a result from a value it
// serializes (mcp-go's NewToolResultJSON), or a module function
// returning such a call's error as it is (jsonResult(payload)). That
// failure is the server's, as in serializationFailure, with no check
// in between.
func (a *Judge) serializerReturn(ret *ssa.Return) bool {
	return len(ret.Results) > 0 && a.serializedError(ret.Results[len(ret.Results)-1], trace.MaxFlagDepth)
}

// serializedError reports whether v is the error of a serializing call
// (serializerReturn), looking depth module functions deep.
func (a *Judge) serializedError(v ssa.Value, depth int) bool {
	if serializerError(v) {
		return true
	}
	if ext, ok := v.(*ssa.Extract); ok {
		v = ext.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	callee := call.Call.StaticCallee()
	if callee == nil {
		return false
	}
	if obj, ok := callee.Object().(*types.Func); ok {
		if f, ok := frameworks.FuncOf(obj); ok && a.Index.CallSinks[f].JSON {
			return true
		}
	}
	if depth == 0 || callee.Blocks == nil || callee.Pkg == nil || !a.Mod.Owns(callee.Pkg.Pkg.Path()) {
		return false
	}
	rets := ssautil.ReturnsOf(callee)
	for _, r := range rets {
		if len(r.Results) == 0 || !a.serializedError(r.Results[len(r.Results)-1], depth-1) {
			return false
		}
	}
	return len(rets) > 0
}

// serializerError reports whether v is the error result of a call of a
// function named Marshal… or a method named Encode: the call itself when
// the error is its only result.
func serializerError(v ssa.Value) bool {
	if ext, ok := v.(*ssa.Extract); ok {
		v = ext.Tuple
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	var name string
	if call.Call.IsInvoke() {
		name = call.Call.Method.Name()
	} else if callee := call.Call.StaticCallee(); callee != nil {
		name = callee.Name()
	}
	return SerializerName(name)
}

// SerializerName reports whether a function or method of this name
// serializes an answer: Marshal…, or a method Encode.
func SerializerName(name string) bool {
	return strings.HasPrefix(name, "Marshal") || name == "Encode"
}

// moduleKindTest returns the successor of an if that runs when an error
// is of a kind the module declares, or nil: errors.As into a type of the
// module, errors.Is with an error variable of the module, or the ok of a
// type assertion (a type switch's case) to a type of the module.
func (a *Judge) moduleKindTest(ifi *ssa.If) *ssa.BasicBlock {
	holds := ifi.Block().Succs[0]
	switch c := ifi.Cond.(type) {
	case *ssa.Call:
		callee := c.Call.StaticCallee()
		if callee == nil || callee.Object() == nil || len(c.Call.Args) != 2 {
			return nil
		}
		target := ssautil.Uninterfaced(c.Call.Args[1])
		switch callee.Object().(*types.Func).FullName() {
		case "errors.As":
			if ptr, ok := target.Type().(*types.Pointer); ok && a.ownedType(ptr.Elem()) {
				return holds
			}
		case "errors.Is":
			if u, ok := target.(*ssa.UnOp); ok {
				if g, ok := u.X.(*ssa.Global); ok && g.Pkg != nil && a.Mod.Owns(g.Pkg.Pkg.Path()) {
					return holds
				}
			}
		}
	case *ssa.Extract:
		if ta, ok := c.Tuple.(*ssa.TypeAssert); ok && c.Index == 1 {
			if t := ta.X.Type(); ssautil.IsErrorInterface(t) && a.ownedType(ta.AssertedType) {
				return holds
			}
		}
	}
	return nil
}

// ownedType reports whether t, or what it points to, is a named type
// declared in the module.
func (a *Judge) ownedType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	return ok && named.Obj().Pkg() != nil && a.Mod.Owns(named.Obj().Pkg().Path())
}

// returnsFlagged reports whether some return of fn returns a tool result
// whose error flag is set.
func (a *Judge) returnsFlagged(fn *ssa.Function) bool {
	for _, ret := range ssautil.ReturnsOf(fn) {
		for _, v := range ret.Results {
			if v = a.Resolve(v); a.errorFlagSet(v) || a.flaggedCall(v) {
				return true
			}
		}
	}
	return false
}

// flaggedCall reports whether v is the result of a framework call that
// always builds a result flagged as an error (mcp.NewToolResultError).
func (a *Judge) flaggedCall(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	f, ok := trace.CalledFunc(call)
	return ok && a.Index.CallSinks[f].Flag == frameworks.FlagSet
}

// ClientError reports whether v, a handler's returned error, is one the
// protocol defines for the client to act on: a value of a type of
// frameworks.ClientErrorTypes, or the result of a call of one of
// frameworks.ClientErrorFuncs, returned as it is (a wrapped one loses
// its code in go-sdk's generic handlers, and may in other frameworks).
// No pass reports it: its text is the client's business, not the model's.
func (a *Judge) ClientError(v ssa.Value) bool {
	v = a.Resolve(v)
	if x := ssautil.InterfaceOperand(v); x != nil {
		if frameworks.IsClientErrorType(x.Type()) {
			return true
		}
		v = ssautil.Uninterfaced(x)
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	f, ok := trace.CalledFunc(call)
	return ok && frameworks.IsClientErrorFunc(f)
}
