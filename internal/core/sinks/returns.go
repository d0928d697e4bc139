package sinks

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/outcome"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// returnSinks returns the sinks of a handler's return: its error result
// where the framework shows it, and its other results where the model
// reads them (string results, or serialized values).
func (a *Finder) returnSinks(fn *ssa.Function, ret *ssa.Return) []*sink.Sink {
	h := a.Handlers[fn]
	if h == nil {
		return nil
	}
	var out []*sink.Sink
	res := fn.Signature.Results()
	// A result returned with a non-nil error is dropped (langchaingo,
	// ADK) or the run aborts (eino, genkit): the model never reads it.
	dropped := h.Results != frameworks.ResultsNone && a.ReturnsError(fn, ret)
	for i := range res.Len() {
		t := res.At(i).Type()
		isErr := types.Identical(t, ssautil.ErrorType) || (ssautil.IsError(t) && types.IsInterface(t))
		switch {
		case isErr:
			if h.Errors == frameworks.ErrorAborts || a.Replaced(h) {
				continue
			}
		case h.Results == frameworks.ResultsNone || dropped:
			continue
		case !shape.CarriesText(t) || types.IsInterface(t):
			if h.Results == frameworks.ResultsValue && ret.Block() != fn.Recover && a.ErrorFieldOf(t) == "" {
				out = append(out, a.OutputFlag(fn, ret, a.valueSinks(h, ret, i))...)
			}
			continue
		}
		how := sink.How{Kind: sink.Returns}
		if ret.Block() == fn.Recover {
			// After a recovered panic: what deferred closures stored.
			if u, ok := ret.Results[i].(*ssa.UnOp); ok {
				if alloc, ok := u.X.(*ssa.Alloc); ok {
					for _, st := range ssautil.ReachingStores(alloc, u) {
						if s := a.storedSink(st, how, isErr); s != nil {
							out = append(out, s)
						}
					}
				}
			}
			continue
		}
		if isErr && (paths.NilAt(ret.Results[i], ret.Block()) || clearedByDefer(ret.Results[i]) || a.ClientError(ret.Results[i])) {
			continue
		}
		if s := a.returnSink(ret, i, isErr, !isErr && h.ErrorKey == ""); s != nil {
			// The framework's channel, whether or not protocolerr may
			// judge the return (ProtocolChannel): a deliberate protocol
			// error or a serialization failure still leaves as a
			// JSON-RPC error, not as the tool's text.
			s.Channel = isErr && a.SendsProtocol(h)
			s.Silenced = s.Channel && !a.ProtocolChannel(fn, h, ret)
			s.Protocol = s.Channel && !s.Silenced && a.ProtocolError(fn, ret, i)
			if s.Protocol && a.Unseen(h) {
				s.Protocol, s.Silenced, s.Unseen = false, true, true
			}
			if isErr && s.Through == "" {
				s.Through = a.Through(h)
			}
			out = append(out, s)
		}
	}
	return out
}

// returnSink returns the sink of the i-th result of ret.
func (a *Finder) returnSink(ret *ssa.Return, i int, isErr, flagless bool) *sink.Sink {
	v := ret.Results[i]
	text := a.textAt(v, ret.Block())
	if text == nil || (!isErr && wording.IsEmpty(text)) {
		return nil
	}
	s := &sink.Sink{Text: text, IsError: isErr, How: sink.How{Kind: sink.Returns}, Pos: ret.Pos(), Format: a.formatOf(v),
		Flagless: flagless, FromErr: !isErr && wording.IsErrorText(v), Block: ret.Block()}
	if rs := a.ReturnAt[ret.Pos()]; rs != nil {
		s.Stmt = rs
		switch {
		case len(rs.Results) == len(ret.Results):
			s.Expr = rs.Results[i]
		case len(rs.Results) == 1:
			s.Expr = rs.Results[0]
		}
		if s.Expr != nil {
			s.Pos = s.Expr.Pos()
		}
	}
	return s
}

// storedSink returns the sink of a value a deferred closure stores into
// a named result.
func (a *Finder) storedSink(st *ssa.Store, how sink.How, isErr bool) *sink.Sink {
	text := a.Text(st.Val)
	if text == nil {
		return nil
	}
	s := &sink.Sink{Text: text, IsError: isErr, How: how, Pos: st.Pos(), Format: a.formatOf(st.Val),
		Flagless: !isErr, Block: st.Block()}
	if call, ok := st.Val.(ssa.CallInstruction); ok {
		if e := a.CallAt[call.Pos()]; e != nil {
			s.Expr, s.Pos = e, e.Pos()
		}
	}
	if mi, ok := st.Val.(*ssa.MakeInterface); ok {
		if call, ok := mi.X.(ssa.CallInstruction); ok {
			if e := a.CallAt[call.Pos()]; e != nil {
				s.Expr, s.Pos = e, e.Pos()
			}
		}
	}
	return s
}

// seen reports whether some path of text is an error's text the core
// can see being built or passed on: not only of unknown origin, nor the
// request's data (which a summary shows for what a caller fills in, not
// for an error some return builds), nor a failure to serialize the
// answer, which the JSON-RPC internal error fits (see
// serializationFailure: the template no longer shows the branch).
func seen(text *origin.Node) bool {
	alts, ok := text.Alternatives(maxSeenPaths)
	if !ok {
		return true // some of so many paths fails in sight
	}
	for _, alt := range alts {
		visible, serializing := false, false
		for _, n := range alt {
			visible = visible || n.Op != origin.Unknown && n.Op != origin.Data
			serializing = serializing || n.Op == origin.Foreign && outcome.SerializerName(n.Text[strings.LastIndex(n.Text, ".")+1:])
		}
		if visible && !serializing {
			return true
		}
	}
	return false
}

// maxSeenPaths bounds the paths seen reads.
const maxSeenPaths = 16

// passedHandler names the function a call passes to the parameter
// whose results the template n shows (an adapter's handler), or "".
func (a *Finder) passedHandler(n *origin.Node, args []ssa.Value) string {
	for _, c := range n.Leaves(origin.Call) {
		if c.Index >= len(args) {
			continue
		}
		fs := a.SummariesOf(args[c.Index])
		if c.Text != "" {
			fs = a.MethodSummaries(args[c.Index], c.Text)
		}
		if len(fs) > 0 {
			return fs[0].Name
		}
	}
	return ""
}

// textAt traces v as read in block b: a result of a call that says
// whether it failed (see indicator), read where the call succeeded, has
// the text of the callee's successful paths only, though v may be read
// elsewhere on the failing side ("if isErr { error(text) }; ok(text)").
func (a *Finder) textAt(v ssa.Value, b *ssa.BasicBlock) *origin.Node {
	e, ok := v.(*ssa.Extract)
	if !ok {
		return a.Text(v)
	}
	call, ok := e.Tuple.(*ssa.Call)
	if !ok || !paths.SucceededAt(call, b) {
		return a.Text(v)
	}
	return a.CallResult(call, e.Index, true)
}

// clearedByDefer reports whether v reads a named result that a deferred
// closure sets to nil: the closure handles the error (turning it into a
// result of its own), so the error itself does not leave the function.
func clearedByDefer(v ssa.Value) bool {
	u, ok := v.(*ssa.UnOp)
	if !ok || u.Op != token.MUL {
		return false
	}
	alloc, ok := u.X.(*ssa.Alloc)
	if !ok {
		return false
	}
	for _, st := range ssautil.ClosureStores(alloc) {
		if ssautil.IsNilConst(st.Val) {
			return true
		}
	}
	return false
}

// shownReturns returns the sinks of an adapter's template t that shows,
// whole, a result of the function a call passes it (mcpgrafana.MustTool
// showing a typed handler's error as the tool's text): one per return of
// that function, at the returned expression, which is then the text the
// model reads, so fixes edit it there. Nil unless t is that result alone,
// shown as a tool's text, and the function's body is in this package.
func (a *Finder) shownReturns(t facts.Template, args []ssa.Value, through string) []*sink.Sink {
	c := t.Text
	if t.Protocol || t.Channel || c.Op != origin.Call || len(c.Kids) > 0 || c.Text != "" || c.Index >= len(args) {
		// A wrapper passing the error on as a protocol error is
		// reported at the call, where protocolerr judges it; the
		// handler's returns are no tool text through it.
		return nil
	}
	fns := a.FuncsOf(args[c.Index])
	if len(fns) != 1 || fns[0].Blocks == nil || fns[0].Pkg != a.Prog.Package(a.Pass.Pkg) {
		return nil
	}
	fn := fns[0]
	// The handler's arguments are the request: data.
	params := trace.ContextParams(fn, trace.AllData(fn), trace.UnseenContext)
	var out []*sink.Sink
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || c.Result >= len(ret.Results) || a.Impossible(b) {
			continue
		}
		v := ret.Results[c.Result]
		isErr := ssautil.IsError(v.Type())
		if isErr && (paths.NilAt(v, b) || clearedByDefer(v) || a.ClientError(v)) {
			continue
		}
		s := a.returnSink(ret, c.Result, isErr, t.Flagless)
		if s == nil {
			continue
		}
		s.Text = s.Text.Subst(params, nil, "", token.NoPos, false)
		s.Text = s.Text.Hop(t.Pos(), "reaches the model here through "+through)
		s.IsError, s.How, s.ReportsError = t.IsError, t.How, t.ReportsError
		s.Handler, s.Through, s.Template = ssautil.FuncName(fn), through, through
		out = append(out, s)
	}
	return out
}
