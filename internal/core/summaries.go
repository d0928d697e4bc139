package core

import (
	"go/token"
	"go/types"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// summary computes where fn's text results come from, in terms of its
// parameters. For a function met again while being summarized (a helper
// that calls itself, such as a directory walker) it returns recursing:
// the recursive call adds no text of its own to the alternatives its
// other returns give.
func (a *tracer) summary(fn *ssa.Function) *facts.FuncFact {
	if s, ok := a.summaries[fn]; ok {
		return s
	}
	if a.inFlight[fn] {
		return recursing
	}
	a.inFlight[fn] = true
	defer delete(a.inFlight, fn)
	res := fn.Signature.Results()
	s := &facts.FuncFact{Results: make([]facts.ResultText, res.Len())}
	withErr := paths.Indicator(fn.Signature) != paths.NoIndicator
	if withErr {
		s.OkResults = make([]facts.ResultText, res.Len())
	}
	for i := range res.Len() {
		if a.isModuleStruct(res.At(i).Type()) {
			s.Results[i].Fields = a.returnedFields(fn, i)
			continue
		}
		if !shape.CarriesText(res.At(i).Type()) {
			continue
		}
		var alts, ok []*origin.Node
		for _, ret := range ssautil.ReturnsOf(fn) {
			if a.impossible(ret.Block()) {
				continue
			}
			t := a.text(ret.Results[i])
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
	s.Points = pointsTo(fn)
	s.NeverFails = paths.Indicator(fn.Signature) == paths.ErrIndicator && a.neverFails(fn)
	a.summaries[fn] = s
	return s
}

// neverFails reports whether fn, whose last result is an error, has a
// return that can run and returns a nil error on each: a nil constant,
// or an error that cannot be there (cannotFail).
func (a *tracer) neverFails(fn *ssa.Function) bool {
	n := 0
	for _, ret := range ssautil.ReturnsOf(fn) {
		if a.impossible(ret.Block()) {
			continue
		}
		if !a.returnsSuccess(fn.Signature, ret) && !a.cannotFail(ret.Results[len(ret.Results)-1]) {
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
func (a *tracer) successText(sig *types.Signature, ret *ssa.Return, index int, t *origin.Node) *origin.Node {
	if a.returnsSuccess(sig, ret) {
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
	return a.callResult(call, res.Index, true)
}

// recursing is the summary of a function being summarized.
var recursing = &facts.FuncFact{}

// summaryOf returns the summary of a module function: computed here for
// this package's functions, imported as a Fact for the others.
func (a *tracer) summaryOf(obj *types.Func) *facts.FuncFact {
	obj = obj.Origin()
	if obj.Pkg() == a.Pass.Pkg {
		if fn := a.Prog.FuncValue(obj); fn != nil && fn.Blocks != nil {
			return a.summary(fn)
		}
		return nil
	}
	var f facts.FuncFact
	if a.Pass.ImportObjectFact(obj, &f) {
		return &f
	}
	return nil
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
// ok, on every path otherwise.
func (a *tracer) resultOf(sum *facts.FuncFact, index int, ok bool, args []ssa.Value, via string, pos token.Pos) *origin.Node {
	if sum == recursing {
		return nil
	}
	if sum == nil || index >= len(sum.Results) {
		return unknown
	}
	r := sum.Results[index].Text
	if ok && index < len(sum.OkResults) {
		r = sum.OkResults[index].Text
	}
	if r == nil {
		return nil
	}
	return a.instantiate(r, args, nil, via, pos, false).Hop(pos, "returned here by "+via)
}

// argTexts traces the arguments that a summary node refers to, but
// those known to be nil in block at, if given (an error a handler
// checked before returning NewToolCallResult(text, err) on success). An
// argument the callee reads (a Read leaf: readBody(resp.Body, limit))
// stands for the body it reads from, when it reads one: read at the
// call, pos, through the callee via.
func (a *tracer) argTexts(n *origin.Node, args []ssa.Value, at *ssa.BasicBlock, via string, pos token.Pos) []*origin.Node {
	out := make([]*origin.Node, len(args))
	for _, p := range n.Leaves(origin.Param) {
		if p.Index >= len(args) || out[p.Index] != nil || at != nil && paths.NilAt(args[p.Index], at) {
			continue
		}
		if from := a.bodySource(args[p.Index]); p.Read && from.found() {
			body := a.bodyLeaf(from, args[p.Index], pos)
			if body.Op == origin.Body {
				body.Via = via
			}
			out[p.Index] = body
			continue
		}
		if p.Encoded {
			// The callee marshals the argument (a parameter used both
			// ways takes the first reading found).
			out[p.Index] = a.serializedJSON(args[p.Index])
			continue
		}
		out[p.Index] = a.text(args[p.Index])
	}
	return out
}

// templates returns the sinks of fn whose text depends on its
// parameters: each call of fn is such a sink.
func (a *pkgAnalysis) templates(fn *ssa.Function) []facts.Template {
	if fn.Parent() != nil || a.Handlers[fn] != nil {
		return nil
	}
	// Every call of fn asks: a package's error helper has hundreds. A
	// call inside fn's own sinks, or its closures', (recursion) sees
	// them unfinished, and that answer is not kept.
	if t, ok := a.templated[fn]; ok {
		return t
	}
	t := a.templatesOf(fn)
	if !a.sinkingIn(fn) {
		a.templated[fn] = t
	}
	return t
}

// sinkingIn reports whether the sinks of fn or of a closure it makes are
// being found.
func (a *pkgAnalysis) sinkingIn(fn *ssa.Function) bool {
	return a.sinking[fn] || slices.ContainsFunc(fn.AnonFuncs, a.sinkingIn)
}

func (a *pkgAnalysis) templatesOf(fn *ssa.Function) []facts.Template {
	var out []facts.Template
	for _, s := range a.sinksOf(fn) {
		if s.Text.HasParams() {
			out = append(out, facts.Template{Text: s.Text, IsError: s.IsError, How: s.How,
				Flagless: s.Flagless, ReportsError: wording.ClearlyError(s, false),
				Unflagged: s.Unflagged != nil && !s.Unflagged.Unseen,
				Failure:   s.Unflagged != nil && (s.Failed || wording.FailureSigns(s, false, true, false)),
				Protocol:  protocolTemplate(s)}.At(s.Pos))
		}
	}
	return append(out, a.closureTemplates(fn)...)
}

// protocolTemplate reports whether sink s, made a template, stands for
// the errors of what a caller passes in that leave as JSON-RPC errors: a
// returned error on the protocol channel not known to fail here.
func protocolTemplate(s *sink.Sink) bool { return s.Channel && !s.Protocol }

// closureTemplates returns the sinks of the closures fn makes (at any
// depth) that call a function parameter of the package-level function
// enclosing them: an adapter's registered closure calling the handler it
// was given. Other parameter leaves in a closure are its own (the
// request), and become unknown.
func (a *pkgAnalysis) closureTemplates(fn *ssa.Function) []facts.Template {
	var out []facts.Template
	for _, anon := range fn.AnonFuncs {
		for _, s := range a.sinksOf(anon) {
			if len(s.Text.Leaves(origin.Call)) == 0 {
				continue
			}
			text := s.Text.Subst(allUnknown(anon), nil, "", token.NoPos, false)
			out = append(out, facts.Template{Text: text, IsError: s.IsError, How: s.How,
				Flagless: s.Flagless, ReportsError: wording.ClearlyError(s, false), Protocol: protocolTemplate(s)}.At(s.Pos))
		}
		out = append(out, a.closureTemplates(anon)...)
	}
	return out
}

// exportFacts exports the summaries of the package's exported functions
// and methods, and the texts of its exported error and string
// variables, for the packages that import it.
func (a *pkgAnalysis) exportFacts() {
	for _, fn := range a.Funcs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil || !obj.Exported() {
			continue
		}
		s := a.summary(fn)
		if s == nil {
			continue
		}
		// OkResults go too: a caller in another package that reads a
		// result only where the error is nil sees only those paths.
		f := &facts.FuncFact{Results: s.Results, OkResults: s.OkResults, Sinks: a.templates(fn), Points: s.Points, Flags: a.summaryFlags(fn), NeverFails: s.NeverFails}
		if f.Carries() {
			a.Pass.ExportObjectFact(obj, f)
		}
	}
	if ff := a.fieldFuncsHere(); len(ff.Stored) > 0 {
		a.Pass.ExportPackageFact(ff)
	}
	if rf := a.relaysFact(); len(rf.Relays) > 0 {
		a.Pass.ExportPackageFact(rf)
	}
	for g, vals := range a.Globals {
		obj := g.Object()
		if g.Pkg != a.Pkg || obj == nil || !obj.Exported() || !shape.CarriesText(obj.Type()) {
			continue
		}
		var alts []*origin.Node
		for _, v := range vals {
			alts = append(alts, a.text(v))
		}
		if text := origin.NewChoice(alts...); text != nil {
			a.Pass.ExportObjectFact(obj, &facts.VarFact{Text: text})
		}
	}
}
