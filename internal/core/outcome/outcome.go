package outcome

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

type flagState uint8

const (
	flagUnknown flagState = iota // set to a value not known here, or not found
	flagUnset                    // absent, or false on every store
	flagSet                      // true on some store
)

// resultFlag finds the tool result v is or ends up in (a value of a type
// with an error field: CallToolResult, ToolResultBlockParam) and what
// its flag holds. holder is nil when no such result is in sight.
func (a *Judge) resultFlag(v ssa.Value) (state flagState, holder ssa.Value, field string) {
	holder, field = a.resultOf(v)
	if holder == nil {
		return flagUnknown, nil, ""
	}
	return a.flagOf(holder, field, map[ssa.Value]bool{}), holder, field
}

// resultOf returns the tool result v is or ends up in and the name of
// its error field, or nil.
func (a *Judge) resultOf(v ssa.Value) (holder ssa.Value, field string) {
	a.Reaches(v, func(x ssa.Value) bool {
		if f := a.ErrorFieldOf(x.Type()); f != "" {
			holder, field = x, f
			return true
		}
		return false
	})
	return holder, field
}

// InResultWithError reports whether the value v ends up in a tool
// result that a handler returns only beside a non-nil error (see
// ReturnedWithError): what v holds never reaches the model.
func (a *Judge) InResultWithError(v ssa.Value) bool {
	holder, _ := a.resultOf(v)
	return holder != nil && a.ReturnedWithError(holder)
}

// ErrorFieldOf returns the name of t's error field (through a pointer),
// if the tables name one.
func (a *Judge) ErrorFieldOf(t types.Type) string {
	pkg, typ := frameworks.NamedType(t)
	if pkg == "" {
		return ""
	}
	for k := range a.Index.ErrorFields {
		if k[0] == pkg && k[1] == typ {
			return k[2]
		}
	}
	return ""
}

// flagOf returns what the error field of the result at holder holds:
// its stores, also through the variables (phis) it flows into. A result
// handed to a function of the module may get its flag there: unknown.
func (a *Judge) flagOf(holder ssa.Value, field string, seen map[ssa.Value]bool) flagState {
	if seen[holder] {
		return flagUnset
	}
	seen[holder] = true
	state := flagUnset
	if call, ok := holder.(*ssa.Call); ok {
		// A result built with its flag as an argument (go-mcp's
		// NewCallToolResult(content, isError)).
		fc, _ := a.flagCall(call)
		if i, ok := fc.Flag.Index(); ok && i < len(call.Call.Args) {
			switch b, known := a.boolValue(call.Call.Args[i]); {
			case !known:
				state = flagUnknown
			case b:
				return flagSet
			}
		}
	}
	join := func(s flagState) {
		if s == flagSet || state == flagSet {
			state = flagSet
		} else if s == flagUnknown {
			state = flagUnknown
		}
	}
	for _, val := range ssautil.StoredFields(holder)[field] {
		switch b, ok := a.boolValue(val); {
		case !ok:
			join(flagUnknown)
		case b:
			join(flagSet)
		}
	}
	if refs := holder.Referrers(); refs != nil {
		for _, r := range *refs {
			switch r := r.(type) {
			case *ssa.Phi:
				join(a.flagOf(r, field, seen))
			case *ssa.Call:
				if callee := r.Call.StaticCallee(); callee == nil || callee.Pkg == a.Pkg || a.OwnedFunc(callee) {
					join(flagUnknown)
				}
			}
		}
	}
	return state
}

// OwnedFunc reports whether fn belongs to the module.
func (a *Judge) OwnedFunc(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	return ok && obj.Pkg() != nil && a.Mod.Owns(obj.Pkg().Path())
}

// CallFlag records on s, the sink of a framework call, whether the
// result the call builds or the text goes into is left unflagged.
func (a *Judge) CallFlag(s *sink.Sink, call *ssa.Call, cs frameworks.CallSink, args []ssa.Value) {
	switch {
	case s.IsError || cs.Flag == frameworks.FlagAbsent:
		return
	case cs.Flag == frameworks.FlagByError:
		a.byErrorFlag(s, call)
		return
	}
	expr := a.CallAt[call.Pos()]
	if i, ok := cs.FlagArg.Index(); ok && i < len(args) {
		// A result built with its flag as an argument.
		b, ok := a.boolValue(args[i])
		switch {
		case !ok:
			s.Unflagged = &sink.Unflagged{Pos: call.Pos(), Unseen: true}
		case !b && expr != nil && i < len(expr.Args):
			s.Unflagged = &sink.Unflagged{Pos: expr.Args[i].Pos(), Arg: true}
		case !b:
			s.Unflagged = &sink.Unflagged{Pos: call.Pos()}
		}
		s.Result = call.Block()
		return
	}
	state, holder, field := a.resultFlag(call)
	switch state {
	case flagSet:
		return
	case flagUnknown:
		if holder != nil {
			s.Unflagged = &sink.Unflagged{Pos: call.Pos(), Unseen: true}
		}
		return
	}
	if a.ReturnedWithError(holder) {
		return
	}
	s.Unflagged = a.unflaggedAt(holder, field, call.Pos())
	if holder == ssa.Value(call) && expr != nil {
		s.Unflagged = &sink.Unflagged{Pos: expr.Pos(), Variant: cs.ErrorVariant}
	}
	s.Result = blockOf(holder)
}

// byErrorFlag records on s, the sink of a framework that flags only a
// handler's returned error (frameworks.FlagByError), whether a handler
// returns the result the text v goes into beside a nil error: sent as
// a success. The move is to return the failure as the error. The
// return lies where the text was built (its block dominates the
// return's): the walk through a variadic call's array may lead to
// another return of the same handler. A function whose results a
// handler returns unchanged (handlerBody) is the handler's body: its
// returns are the handler's. A helper of the module that
// returns the result built from text it is given (createError(err))
// leaves the question to its callers: s becomes a template that says
// so (facts.Template.ByError), and each call asks it again.
func (a *Judge) byErrorFlag(s *sink.Sink, call *ssa.Call) {
	a.Reaches(call, func(x ssa.Value) bool {
		refs := x.Referrers()
		if refs == nil {
			return false
		}
		for _, r := range *refs {
			ret, ok := r.(*ssa.Return)
			if !ok || !call.Block().Dominates(ret.Block()) {
				continue
			}
			switch {
			case (a.Handlers[ret.Parent()] != nil || ret.Parent() == call.Parent() && a.handlerBody(ret.Parent())) && ssautil.IsNilConst(a.Resolve(ret.Results[len(ret.Results)-1])):
				s.Unflagged = &sink.Unflagged{Pos: ret.Pos(), ByError: true}
				s.Result = ret.Block()
				return true
			case a.Handlers[ret.Parent()] == nil && ret.Parent() == call.Parent() && ret.Parent().Parent() == nil && s.Text.HasParams() && len(ret.Results) == 1:
				s.Unflagged = &sink.Unflagged{Pos: ret.Pos(), ByError: true, Unseen: true}
				s.Result = ret.Block()
				return true
			}
		}
		return false
	})
}

// FieldFlag records on s, the sink of a store into a text field of the
// value at x, whether the tool result x ends up in is left unflagged.
func (a *Judge) FieldFlag(s *sink.Sink, x ssa.Value, st *ssa.Store) {
	if s.IsError {
		return
	}
	state, holder, field := a.resultFlag(x)
	switch state {
	case flagSet:
		return
	case flagUnknown:
		if holder != nil {
			s.Unflagged = &sink.Unflagged{Pos: st.Pos(), Unseen: true}
			s.Result = blockOf(holder)
		}
		return
	}
	if a.ReturnedWithError(holder) {
		return
	}
	s.Unflagged = a.unflaggedAt(holder, field, st.Pos())
	s.Result = blockOf(holder)
}

// ReturnedWithError reports whether a handler returns the result at
// holder, and on every return together with an error known to be
// non-nil. No framework reads
// such a result as the answer: mcp-go and go-sdk drop it for the error
// (a protocol error, or a flagged result of the error's text), the
// others abort or flag the error. protocolerr or the text passes judge
// that return; the result's words never reach the model.
func (a *Judge) ReturnedWithError(holder ssa.Value) bool {
	refs := holder.Referrers()
	if refs == nil {
		return false
	}
	returned := false
	for _, r := range *refs {
		if ret, ok := r.(*ssa.Return); ok {
			if a.Handlers[ret.Parent()] == nil || !a.ReturnsError(ret.Parent(), ret) {
				return false
			}
			returned = true
		}
	}
	return returned
}

// unflaggedAt describes the unflagged result at holder: a composite
// literal the fix can add field to, or a result built elsewhere.
func (a *Judge) unflaggedAt(holder ssa.Value, field string, fallback token.Pos) *sink.Unflagged {
	if call, ok := holder.(*ssa.Call); ok {
		if fc, ok := a.flagCall(call); ok {
			if i, ok := fc.Flag.Index(); ok {
				if expr := a.CallAt[call.Pos()]; expr != nil && i < len(expr.Args) {
					return &sink.Unflagged{Pos: expr.Args[i].Pos(), Arg: true}
				}
			}
		}
	}
	if alloc, ok := holder.(*ssa.Alloc); ok && alloc.Pos().IsValid() {
		pkg, typ := frameworks.NamedType(alloc.Type())
		return &sink.Unflagged{Pos: alloc.Pos(), Field: field, Wrap: frameworks.FlagTrue(pkg, typ)}
	}
	return &sink.Unflagged{Pos: fallback}
}

// TemplateFlag records on s, the sink a call of a module helper makes
// of the helper's template t, whether the result stays unflagged where
// the call's result goes: the caller may set the flag itself.
func (a *Judge) TemplateFlag(s *sink.Sink, t facts.Template, call *ssa.Call) {
	s.Failed = t.Failure
	if t.ByError {
		// The callee returns the result: where this call's result
		// goes decides (see byErrorFlag).
		a.byErrorFlag(s, call)
		return
	}
	if !t.Unflagged {
		return
	}
	var state flagState = flagUnset
	for _, v := range trace.ResultValues(call) {
		if st, holder, _ := a.resultFlag(v); holder != nil && st != flagUnset {
			state = st
		}
	}
	if state == flagUnset {
		s.Unflagged = &sink.Unflagged{Pos: s.Pos}
	}
}

func blockOf(v ssa.Value) *ssa.BasicBlock {
	if instr, ok := v.(ssa.Instruction); ok {
		return instr.Block()
	}
	return nil
}

// errorVar reports whether v reads a package-level error variable that
// holds text (errClosed = errors.New(...)): an error, not nil.
func (a *Judge) errorVar(v ssa.Value) bool {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	_, ok = u.X.(*ssa.Global)
	return ok && a.Text(v) != nil
}

// ProtocolChannel reports whether ret, a return of handler fn, hands
// its error to a framework that sends it as a JSON-RPC error, and the
// code did not choose that on purpose (one of the module's own error
// kinds it tests for where its other failures become flagged results, a
// failure to serialize its own answer; errors carrying their own code
// are no sinks at all, see clientError). Whether the error is non-nil is
// protocolError's question: an adapter's closure returning the error of
// the handler it wraps is the channel of that handler's errors.
func (a *Judge) ProtocolChannel(fn *ssa.Function, h *handlers.Handler, ret *ssa.Return) bool {
	return a.SendsProtocol(h) && !paths.ReflectionCheck(ret.Block()) &&
		!a.deliberateProtocolError(fn, ret.Block()) && !serializationFailure(ret.Block()) && !a.serializerReturn(ret)
}

// SendsProtocol reports whether the framework sends h's returned errors
// as JSON-RPC errors: by its mode, or by a mode a middleware of the
// module may change (through, below) when it does not.
func (a *Judge) SendsProtocol(h *handlers.Handler) bool {
	return h.Errors == frameworks.ErrorProtocol || h.Errors == frameworks.ErrorMiddleware && a.Opts.ErrorsAsResults == ""
}

// Unseen reports whether h's returned errors go to a server the
// package cannot see (config.Options.ServerUnseen), which decides whether
// they are protocol errors or text.
func (a *Judge) Unseen(h *handlers.Handler) bool {
	return h.Errors == frameworks.ErrorMiddleware && a.Opts.ServerUnseen
}

// Replaced reports whether the module's middleware writes its own words
// in place of h's returned errors (config.Options.ErrorsReplaced): no
// model reads their text.
func (a *Judge) Replaced(h *handlers.Handler) bool {
	return h.Errors == frameworks.ErrorMiddleware && a.Opts.ErrorsReplaced
}

// Through returns the module's middleware that turns h's returned
// errors into flagged results holding their text, if one does.
func (a *Judge) Through(h *handlers.Handler) string {
	if h.Errors == frameworks.ErrorMiddleware {
		return a.Opts.ErrorsAsResults
	}
	return ""
}

// ProtocolError reports whether ret's i-th result, on the protocol
// channel, is an error known to be non-nil, or the error of a call of a
// module function whose results ret hands back whole (return
// client.HandleMCPResult(x)): wherever that call fails, its error leaves
// on the channel. (A middleware's call of the handler it wraps, a func
// value, and a call of a function of a handler's shape forward what
// that handler returns, judged there.)
func (a *Judge) ProtocolError(fn *ssa.Function, ret *ssa.Return, i int) bool {
	if a.ReturnsError(fn, ret) || a.errorVar(a.Resolve(ret.Results[i])) {
		return true
	}
	call := returnedCall(ret)
	if call == nil {
		return false
	}
	obj := ssautil.StaticFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || !a.Mod.Owns(obj.Pkg().Path()) {
		return false
	}
	// A function of a handler's shape is a handler whose own returns
	// are judged (lookupIn(ctx, req, "users")).
	_, handler := shape.ShapeOf(a.Index, obj.Signature())
	return !handler
}

// returnedCall returns the call whose results ret returns, all of them
// in their order (return f(...)), or nil.
func returnedCall(ret *ssa.Return) *ssa.Call {
	var call *ssa.Call
	for j, r := range ret.Results {
		e, ok := r.(*ssa.Extract)
		if !ok || e.Index != j {
			return nil
		}
		c, ok := e.Tuple.(*ssa.Call)
		if !ok || call != nil && c != call {
			return nil
		}
		call = c
	}
	if call == nil || call.Call.Signature().Results().Len() != len(ret.Results) {
		return nil
	}
	return call
}

// OutputFlag records on sinks, the text of an output value a handler
// returns beside a tool result (go-sdk's typed handlers: Out is sent as
// the result's content), whether that result is left unflagged: nil, or
// a result whose flag is unset, with a nil error; text stored on paths
// that cannot reach ret is left to the returns it reaches. A handler
// without such a result leaves the sinks as they are (flagless
// frameworks).
func (a *Judge) OutputFlag(fn *ssa.Function, ret *ssa.Return, sinks []*sink.Sink) []*sink.Sink {
	res := fn.Signature.Results()
	for j := range res.Len() {
		if a.ErrorFieldOf(res.At(j).Type()) == "" {
			continue
		}
		v := a.Resolve(ret.Results[j])
		state := flagUnset
		if !ssautil.IsNilConst(v) {
			state, _, _ = a.resultFlag(v)
		}
		var kept []*sink.Sink
		for _, s := range sinks {
			if s.Block != nil && !paths.BlockReaches(s.Block, ret.Block()) {
				continue // text stored on a path to another return
			}
			s.Flagless = false
			switch {
			case s.IsError || a.ReturnsError(fn, ret) || state == flagSet:
			case state == flagUnknown:
				s.Unflagged = &sink.Unflagged{Pos: s.Pos, Unseen: true}
			default:
				s.Unflagged = &sink.Unflagged{Pos: s.Pos}
			}
			// Text that reaches several returns is one sink, unflagged
			// if one of them leaves it so.
			key := outputKey{s.Pos, s.How.To}
			if prev := a.outputs[key]; prev != nil {
				if s.Unflagged != nil && (prev.Unflagged == nil || prev.Unflagged.Unseen) {
					prev.Unflagged = s.Unflagged
				}
				continue
			}
			a.outputs[key] = s
			kept = append(kept, s)
		}
		return kept
	}
	return sinks
}

// outputKey names a sink of a handler's output: its position and the
// field it sets, as the fields of a struct a helper returned are all
// set at the return.
type outputKey struct {
	pos token.Pos
	to  string
}
