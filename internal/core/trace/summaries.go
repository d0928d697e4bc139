package trace

import (
	"go/token"
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Summary computes where fn's text results come from, in terms of its
// parameters. For a function met again while being Summarized (a helper
// that calls itself, such as a directory walker) it returns recursing:
// the recursive call adds no text of its own to the alternatives its
// other returns give.
func (a *Tracer) Summary(fn *ssa.Function) *facts.FuncFact { return a.summaries.Get(fn) }

// summarize computes fn's summary (see Summary).
func (a *Tracer) summarize(fn *ssa.Function) *facts.FuncFact {
	res := fn.Signature.Results()
	s := &facts.FuncFact{Results: make([]facts.ResultText, res.Len())}
	withErr := paths.Indicator(fn.Signature) != paths.NoIndicator
	if withErr {
		s.OkResults = make([]facts.ResultText, res.Len())
	}
	for i := range res.Len() {
		if a.IsModuleStruct(res.At(i).Type()) {
			s.Results[i].Fields = a.returnedFields(fn, i)
			continue
		}
		if !shape.CarriesText(res.At(i).Type()) {
			continue
		}
		var alts, ok []*origin.Node
		for _, ret := range ssautil.ReturnsOf(fn) {
			if a.fails.impossible(ret.Block()) {
				continue
			}
			t := a.Text(ret.Results[i])
			alts = append(alts, t)
			if withErr {
				ok = append(ok, a.successText(fn.Signature, ret, i, t))
			}
		}
		s.Results[i].Text = origin.NewChoice(alts...)
		if withErr {
			s.OkResults[i].Text = origin.NewChoice(ok...)
		}
	}
	s.Decoded = a.resultsWhere(fn, func(t types.Type) bool { return !ssautil.IsError(t) }, a.fails.decoded)
	s.Encodable = a.resultsWhere(fn, types.IsInterface, func(v ssa.Value) bool { return a.fails.plainValue(v, "") })
	s.Concrete = a.fails.concreteResults(fn)
	s.Points = pointsTo(fn)
	s.TestsClass = a.testsClass(fn)
	s.NeverFails = paths.Indicator(fn.Signature) == paths.ErrIndicator && a.neverFails(fn)
	return s
}

// resultsWhere returns, per result of fn of a type of, whether each
// return that can run gives there nil or a value holds says is decoded
// (FuncFact.Decoded) or encodable (FuncFact.Encodable), and one does;
// nil if no result is.
func (a *Tracer) resultsWhere(fn *ssa.Function, of func(types.Type) bool, holds func(ssa.Value) bool) []bool {
	res := fn.Signature.Results()
	out := make([]bool, res.Len())
	some := false
	for i := range res.Len() {
		if !of(res.At(i).Type()) {
			continue
		}
		n := 0
		for _, ret := range ssautil.ReturnsOf(fn) {
			if a.fails.impossible(ret.Block()) || ssautil.IsNilConst(ret.Results[i]) {
				continue
			}
			if !holds(ret.Results[i]) {
				n = 0
				break
			}
			n++
		}
		out[i] = n > 0
		some = some || out[i]
	}
	if !some {
		return nil
	}
	return out
}

// neverFails reports whether fn, whose last result is an error, has a
// return that can run and returns a nil error on each: a nil constant,
// or an error that cannot be there (cannotFail).
func (a *Tracer) neverFails(fn *ssa.Function) bool {
	n := 0
	for _, ret := range ssautil.ReturnsOf(fn) {
		if a.fails.impossible(ret.Block()) {
			continue
		}
		if !a.ReturnsSuccess(fn.Signature, ret) && !a.fails.cannotFail(ret.Results[len(ret.Results)-1]) {
			return false
		}
		n++
	}
	return n > 0
}

// successText returns the text t, the index-th result of ret, carries
// on the paths where ret reports success (see indicator): all of it on
// a return of a nil error (or of the bool meaning success); on a return
// that forwards each result of one call ("return h.fetch(ctx)"), which
// succeeds where that call does, the callee's text on its own successful
// paths; nil on other returns, which report failure or may.
func (a *Tracer) successText(sig *types.Signature, ret *ssa.Return, index int, t *origin.Node) *origin.Node {
	if a.ReturnsSuccess(sig, ret) {
		return t
	}
	flag, isFlag := ret.Results[len(ret.Results)-1].(*ssa.Extract)
	res, isRes := ret.Results[index].(*ssa.Extract)
	if !isFlag || !isRes || flag.Tuple != res.Tuple {
		return nil
	}
	call, isCall := flag.Tuple.(*ssa.Call)
	if !isCall {
		return nil
	}
	if callee := call.Call.Signature(); paths.Indicator(callee) != paths.Indicator(sig) || flag.Index != callee.Results().Len()-1 {
		return nil
	}
	return a.CallResult(call, res.Index, true)
}

// Recursing is the summary of a function being Summarized.
var Recursing = &facts.FuncFact{}

// SummaryOf returns the summary of a module function: computed here for
// this package's functions, imported as a Fact for the others.
func (a *Tracer) SummaryOf(obj *types.Func) *facts.FuncFact {
	obj = obj.Origin()
	if obj.Pkg() == a.Pass.Pkg {
		if fn := a.Prog.FuncValue(obj); fn != nil && fn.Blocks != nil {
			return a.Summary(fn)
		}
		return nil
	}
	return a.FactOf(obj)
}

// pointsTo returns, if every return of fn yields the address of a local
// variable holding one of fn's parameters and nothing else, that
// parameter's index + 1; 0 otherwise.
func pointsTo(fn *ssa.Function) int {
	if fn.Signature.Results().Len() != 1 {
		return 0
	}
	index := 0
	for _, ret := range ssautil.ReturnsOf(fn) {
		alloc, ok := ret.Results[0].(*ssa.Alloc)
		if !ok {
			return 0
		}
		var stored ssa.Value
		for _, ref := range *alloc.Referrers() {
			st, ok := ref.(*ssa.Store)
			if !ok || st.Addr != alloc {
				continue
			}
			if stored != nil {
				return 0
			}
			stored = st.Val
		}
		param, ok := stored.(*ssa.Parameter)
		if !ok {
			return 0
		}
		i := slices.Index(fn.Params, param) + 1
		if i == 0 || (index != 0 && i != index) {
			return 0
		}
		index = i
	}
	return index
}

// resultOf instantiates a callee's summary for the call's arguments:
// the text of its index-th result on the paths that return no error if
// ok, on every path otherwise. An argument known to be nil in the call's
// block at has no text (ToolError(logger, "no versions", err) after err
// was checked: the helper's err != nil side cannot run).
func (a *Tracer) resultOf(sum *facts.FuncFact, index int, ok bool, args []ssa.Value, at *ssa.BasicBlock, via string, pos token.Pos) *origin.Node {
	if sum == Recursing {
		return nil
	}
	if sum == nil || index >= len(sum.Results) {
		return Unknown
	}
	r := sum.Results[index].Text
	if ok && index < len(sum.OkResults) {
		r = sum.OkResults[index].Text
	}
	if r == nil {
		return nil
	}
	return a.Instantiate(r, args, at, via, pos, false).Hop(pos, origin.ReturnedBy+via)
}

// argTexts traces the arguments that a summary node refers to, but
// those known to be nil in block at, if given (an error a handler
// checked before returning NewToolCallResult(text, err) on success). An
// argument the callee reads (a Read leaf: readBody(resp.Body, limit))
// stands for the body it reads from, when it reads one: read at the
// call, pos, through the callee via.
func (a *Tracer) argTexts(n *origin.Node, args []ssa.Value, at *ssa.BasicBlock, via string, pos token.Pos) []*origin.Node {
	out := make([]*origin.Node, len(args))
	for _, p := range n.Leaves(origin.Param) {
		if p.Index >= len(args) || out[p.Index] != nil || at != nil && paths.NilAt(args[p.Index], at) {
			continue
		}
		if from := a.bodies.bodySource(args[p.Index]); p.Read && from.found() {
			body := a.bodies.bodyLeaf(from, args[p.Index], pos)
			if body.Op == origin.Body {
				body.Via = via
			}
			out[p.Index] = body
			continue
		}
		if p.Encoded {
			// The callee marshals the argument (a parameter used both
			// ways takes the first reading found).
			out[p.Index] = a.SerializedJSON(args[p.Index])
			continue
		}
		out[p.Index] = a.Text(args[p.Index])
	}
	return out
}
