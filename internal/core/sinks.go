package core

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// summary computes where fn's text results come from, in terms of its
// parameters. For a function met again while being summarized (a helper
// that calls itself, such as a directory walker) it returns recursing:
// the recursive call adds no text of its own to the alternatives its
// other returns give.
func (a *unit) summary(fn *ssa.Function) *FuncFact {
	if s, ok := a.summaries[fn]; ok {
		return s
	}
	if a.inFlight[fn] {
		return recursing
	}
	a.inFlight[fn] = true
	defer delete(a.inFlight, fn)
	res := fn.Signature.Results()
	s := &FuncFact{Results: make([]ResultText, res.Len())}
	for i := range res.Len() {
		if a.isModuleStruct(res.At(i).Type()) {
			s.Results[i].Fields = a.returnedFields(fn, i)
			continue
		}
		if !carriesText(res.At(i).Type()) {
			continue
		}
		var alts []*origin.Node
		for _, ret := range returnsOf(fn) {
			alts = append(alts, a.text(ret.Results[i]))
		}
		s.Results[i].Text = origin.NewChoice(alts...)
	}
	a.summaries[fn] = s
	return s
}

// recursing is the summary of a function being summarized.
var recursing = &FuncFact{}

// findSinks collects the sinks of fn into the result.
func (a *unit) findSinks(fn *ssa.Function) {
	h, tool := a.handlerOf(fn)
	for _, found := range a.sinksOf(fn) {
		s := *found // the original stays in terms of fn's parameters, for templates
		switch {
		case h != nil && h.fn == fn:
			// A handler's parameters are the request: data.
			s.Text = s.Text.Subst(handlerParams(fn, h.handler), nil, "", token.NoPos, false)
		case h != nil:
			s.Text = s.Text.Subst(allData(fn), nil, "", token.NoPos, false)
		case fn.Parent() != nil:
			s.Text = s.Text.Subst(allUnknown(fn), nil, "", token.NoPos, false)
		}
		// What a function value or interface passed in by the callers
		// shows is reported at each call (templates); here it cannot be
		// seen.
		s.Text = s.Text.SubstCalls(func(*origin.Node) *origin.Node { return unknown })
		if h != nil && s.Recovery == "" {
			s.Tool, s.Handler = tool, funcName(h.fn)
		}
		s.ReportsError = clearlyError(&s, h != nil && h.errorPath) && hasWords(s.Text)
		s.block = nil // the passes read the Result after the SSA is gone
		s.File = a.fileOf(s.Pos)
		a.res.Sinks = append(a.res.Sinks, &s)
	}
}

// handlerParams returns the texts of a handler's parameters: the
// request's data, but for errors it receives (of unknown origin, unless
// the framework says whose they are).
func handlerParams(fn *ssa.Function, h *handler) []*origin.Node {
	out := allData(fn)
	for i, p := range fn.Params {
		if t := p.Type(); types.IsInterface(t) && isError(t) {
			out[i] = unknown
		}
		if n, ok := h.params[i]; ok && i < len(out) {
			out[i] = n
		}
	}
	return out
}

func allData(fn *ssa.Function) []*origin.Node    { return fill(len(fn.Params), data) }
func allUnknown(fn *ssa.Function) []*origin.Node { return fill(len(fn.Params), unknown) }

func fill(n int, v *origin.Node) []*origin.Node {
	out := make([]*origin.Node, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// handlerOf returns the handler fn belongs to: fn itself or the nearest
// enclosing function that is a handler.
func (a *unit) handlerOf(fn *ssa.Function) (*handlerFunc, string) {
	for f := fn; f != nil; f = f.Parent() {
		if h := a.handlers[f]; h != nil {
			return &handlerFunc{f, h}, h.tool
		}
	}
	return nil, ""
}

type handlerFunc struct {
	fn *ssa.Function
	*handler
}

// sinksOf returns the sinks inside fn, their text in terms of fn's
// parameters. They are computed once; a function met again while its
// sinks are being collected (recursion) has none.
func (a *unit) sinksOf(fn *ssa.Function) []*Sink {
	if s, ok := a.sinks[fn]; ok {
		return s
	}
	a.sinks[fn] = nil
	var out []*Sink
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.Call:
				out = append(out, a.callSinks(instr)...)
			case *ssa.Store:
				out = append(out, a.fieldSinks(instr)...)
			case *ssa.Return:
				if returnsAll(fn, instr) {
					out = append(out, a.returnSinks(fn, instr)...)
				}
			}
		}
	}
	a.sinks[fn] = out
	return out
}

// templates returns the sinks of fn whose text depends on its
// parameters: each call of fn is such a sink.
func (a *unit) templates(fn *ssa.Function) []Template {
	if fn.Parent() != nil || a.handlers[fn] != nil {
		return nil
	}
	var out []Template
	for _, s := range a.sinksOf(fn) {
		if s.Text.HasParams() {
			out = append(out, Template{Text: s.Text, IsError: s.IsError, How: s.How,
				Flagless: s.flagless, ReportsError: clearlyError(s, false)})
		}
	}
	return append(out, a.closureTemplates(fn)...)
}

// closureTemplates returns the sinks of the closures fn makes (at any
// depth) that call a function parameter of the package-level function
// enclosing them: an adapter's registered closure calling the handler it
// was given. Other parameter leaves in a closure are its own (the request),
// and become unknown.
func (a *unit) closureTemplates(fn *ssa.Function) []Template {
	var out []Template
	for _, anon := range fn.AnonFuncs {
		for _, s := range a.sinksOf(anon) {
			if len(s.Text.Leaves(origin.Call)) == 0 {
				continue
			}
			text := s.Text.Subst(allUnknown(anon), nil, "", token.NoPos, false)
			out = append(out, Template{Text: text, IsError: s.IsError, How: s.How,
				Flagless: s.flagless, ReportsError: clearlyError(s, false)})
		}
		out = append(out, a.closureTemplates(anon)...)
	}
	return out
}

func (a *unit) callSinks(call *ssa.Call) []*Sink {
	callee := call.Call.StaticCallee()
	if callee == nil {
		return nil
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil {
		return nil
	}
	args := call.Call.Args
	expr := a.calls[call.Pos()]
	if f, ok := frameworks.FuncOf(obj); ok {
		if pd, ok := a.index.PanicDefaults[f]; ok {
			if callee.Signature.Recv() != nil {
				args = args[1:]
			}
			if s := a.panicDefaultSink(call, pd, args, f); s != nil {
				return []*Sink{s}
			}
			return nil
		}
		cs, ok := a.index.CallSinks[f]
		if !ok && !a.index.Knows(f.Pkg) {
			cs, ok = a.shapeCallSink(obj, f)
		}
		if ok {
			if callee.Signature.Recv() != nil {
				args = args[1:]
			}
			return a.frameworkSink(call, cs, args, expr, f)
		}
	}
	if !a.mod.owns(obj.Pkg().Path()) {
		return nil
	}
	var tmpls []Template
	if obj.Origin().Pkg() == a.pass.Pkg {
		if fn := a.prog.FuncValue(obj.Origin()); fn != nil && fn.Blocks != nil {
			tmpls = a.templates(fn)
		}
	} else {
		var f FuncFact
		if a.pass.ImportObjectFact(obj.Origin(), &f) {
			tmpls = f.Sinks
		}
	}
	var out []*Sink
	for _, t := range tmpls {
		text := a.instantiate(t.Text, args, viaName(obj), call.Pos(), true)
		if text == nil {
			continue
		}
		s := &Sink{Text: text, IsError: t.IsError, How: t.How, Pos: call.Pos(),
			flagless: t.Flagless, ReportsError: t.ReportsError, block: call.Block()}
		if h := a.passedHandler(t.Text, args); h != "" {
			// An adapter showing the results of the handler passed here.
			s.Handler, s.How = h, t.How+" through "+viaName(obj)
		}
		if expr != nil {
			s.Expr, s.Pos = expr, expr.Pos()
		}
		out = append(out, s)
	}
	return out
}

func (a *unit) frameworkSink(call *ssa.Call, cs frameworks.CallSink, args []ssa.Value, expr *ast.CallExpr, f frameworks.Func) []*Sink {
	if cs.Text >= len(args) {
		return nil
	}
	if cs.Map {
		return a.mapSinks(args[cs.Text], "passes to "+a.shortName(f), cs.ErrorKey, false)
	}
	var text *origin.Node
	switch {
	case cs.Format && cs.Text+1 < len(args):
		text = a.format(call, args[cs.Text], args[cs.Text+1])
	default:
		text = a.text(args[cs.Text])
	}
	if cs.Appends >= 0 && cs.Appends < len(args) {
		if app := a.text(args[cs.Appends]); app != nil {
			text = origin.NewConcat(text, origin.Leaf(origin.Lit, ": "), app)
		}
	}
	if text == nil {
		return nil
	}
	s := &Sink{Text: text, How: "passes to " + a.shortName(f), Pos: call.Pos(),
		flagless: cs.Flag == frameworks.FlagAbsent, fromErr: isErrorText(args[cs.Text]), block: call.Block()}
	if cs.Format {
		s.Format = a.formatOperands(expr, cs.Text, args)
	} else {
		s.Format = a.formatOf(args[cs.Text])
	}
	switch {
	case cs.Flag == frameworks.FlagSet:
		s.IsError = true
	case cs.Flag >= 0 && int(cs.Flag) < len(args):
		s.IsError = a.isTrueValue(args[cs.Flag])
	}
	if expr != nil {
		s.Expr, s.Pos = expr, expr.Pos()
		if !cs.Format && cs.Appends < 0 && cs.Text < len(expr.Args) {
			s.Expr, s.Pos = expr.Args[cs.Text], expr.Args[cs.Text].Pos()
		}
	}
	return []*Sink{s}
}

// shortName names a framework function as its callers write it:
// mcp.NewToolResultError, (*mcp.CallToolResult).SetError.
func (a *unit) shortName(f frameworks.Func) string {
	pkg := a.pkgName(f.Pkg)
	if f.Recv != "" {
		return "(*" + pkg + "." + f.Recv + ")." + f.Name
	}
	return pkg + "." + f.Name
}

// pkgName returns the name of the package at path ("anthropic" for
// github.com/anthropics/anthropic-sdk-go/v2), or its last element.
func (a *unit) pkgName(path string) string {
	if p := a.pkgs[path]; p != nil {
		return p.Name()
	}
	return path[lastSlash(path)+1:]
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}

// fieldSinks returns the sinks of a store into a model-visible field:
// one, or one per entry of a map-valued field.
func (a *unit) fieldSinks(st *ssa.Store) []*Sink {
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	pkg, typ := frameworks.NamedType(fa.X.Type())
	fs, ok := a.index.FieldSinks[[3]string{pkg, typ, fieldName(fa)}]
	if !ok {
		if fs, ok = a.shapeFieldSink(fa); !ok {
			return nil
		}
	}
	if len(fs.Within) > 0 && !a.within(fa.X, fs.Within) {
		return nil
	}
	how := "sets " + a.pkgName(pkg) + "." + typ + "." + fs.Field
	if fs.Map {
		return a.mapSinks(st.Val, how, fs.ErrorKey, false)
	}
	val := st.Val
	call, _ := val.(*ssa.Call)
	if call != nil && a.wrapped(call) != nil {
		val = a.wrapped(call) // openai.String(text)
	}
	text := a.text(val)
	if text == nil {
		return nil
	}
	s := &Sink{Text: text, How: how, Pos: st.Pos(), Format: a.formatOf(val),
		flagless: fs.Flag == frameworks.FlagAbsent, fromErr: isErrorText(val), block: st.Block()}
	s.IsError = fs.Flag == frameworks.FlagSet || a.flagged(fa.X)
	a.storeExpr(s, st)
	if ce, ok := s.Expr.(*ast.CallExpr); ok && val != st.Val && len(ce.Args) == 1 {
		s.Expr, s.Pos = ce.Args[0], ce.Args[0].Pos()
	}
	return []*Sink{s}
}

// storeExpr points s at the syntax of the value st stores: a keyed
// element of a composite literal, or the right-hand side of x.f = v or
// m[k] = v.
func (a *unit) storeExpr(s *Sink, st ssa.Instruction) {
	if kv := a.keyed[st.Pos()]; kv != nil {
		s.Expr, s.Pos = kv.Value, kv.Value.Pos()
	} else if rhs := a.assigned[st.Pos()]; rhs != nil {
		s.Expr, s.Pos = rhs, rhs.Pos()
	}
}

// flagged reports whether the content at v ends up in a result whose
// error flag (CallToolResult.IsError) is set to true.
func (a *unit) flagged(v ssa.Value) bool {
	return a.reaches(v, a.errorFlagSet)
}

func (a *unit) errorFlagSet(v ssa.Value) bool {
	if a.flagCallSet(v) || a.shapeFlagSet(v) {
		return true
	}
	pkg, typ := frameworks.NamedType(v.Type())
	if pkg == "" {
		return false
	}
	for field, vals := range storedFields(v) {
		if a.index.ErrorFields[[3]string{pkg, typ, field}] {
			for _, val := range vals {
				if a.isTrueValue(val) {
					return true
				}
			}
		}
	}
	return false
}

// returnSinks returns the sinks of a handler's return: its error result
// where the framework shows it, and its other results where the model
// reads them (string results, or serialized values).
func (a *unit) returnSinks(fn *ssa.Function, ret *ssa.Return) []*Sink {
	h := a.handlers[fn]
	if h == nil {
		return nil
	}
	var out []*Sink
	res := fn.Signature.Results()
	// A result returned with a non-nil error is dropped (langchaingo,
	// ADK) or the run aborts (eino, genkit): the model never reads it.
	dropped := h.results != frameworks.ResultsNone && a.returnsError(fn, ret)
	for i := range res.Len() {
		t := res.At(i).Type()
		isErr := types.Identical(t, errorType) || (isError(t) && types.IsInterface(t))
		switch {
		case isErr:
			if h.errors == frameworks.ErrorAborts {
				continue
			}
		case h.results == frameworks.ResultsNone || dropped:
			continue
		case !carriesText(t) || types.IsInterface(t):
			if h.results == frameworks.ResultsValue && ret.Block() != fn.Recover {
				out = append(out, a.valueSinks(h, ret, i)...)
			}
			continue
		}
		how := "returns"
		if ret.Block() == fn.Recover {
			// After a recovered panic: what deferred closures stored.
			if u, ok := ret.Results[i].(*ssa.UnOp); ok {
				if alloc, ok := u.X.(*ssa.Alloc); ok {
					for _, st := range a.reachingStores(alloc, u) {
						if s := a.storedSink(st, how, isErr); s != nil {
							out = append(out, s)
						}
					}
				}
			}
			continue
		}
		if isErr && (nilAt(ret.Results[i], ret.Block()) || clearedByDefer(ret.Results[i])) {
			continue
		}
		if s := a.returnSink(ret, i, isErr, !isErr && h.errorKey == ""); s != nil {
			out = append(out, s)
		}
	}
	return out
}

// returnSink returns the sink of the i-th result of ret.
func (a *unit) returnSink(ret *ssa.Return, i int, isErr, flagless bool) *Sink {
	v := ret.Results[i]
	text := a.text(v)
	if text == nil || (!isErr && isEmpty(text)) {
		return nil
	}
	s := &Sink{Text: text, IsError: isErr, How: "returns", Pos: ret.Pos(), Format: a.formatOf(v),
		flagless: flagless, fromErr: !isErr && isErrorText(v), block: ret.Block()}
	if rs := a.returns[ret.Pos()]; rs != nil {
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
func (a *unit) storedSink(st *ssa.Store, how string, isErr bool) *Sink {
	text := a.text(st.Val)
	if text == nil {
		return nil
	}
	s := &Sink{Text: text, IsError: isErr, How: how, Pos: st.Pos(), Format: a.formatOf(st.Val),
		flagless: !isErr, block: st.Block()}
	if call, ok := st.Val.(ssa.CallInstruction); ok {
		if e := a.calls[call.Pos()]; e != nil {
			s.Expr, s.Pos = e, e.Pos()
		}
	}
	if mi, ok := st.Val.(*ssa.MakeInterface); ok {
		if call, ok := mi.X.(ssa.CallInstruction); ok {
			if e := a.calls[call.Pos()]; e != nil {
				s.Expr, s.Pos = e, e.Pos()
			}
		}
	}
	return s
}

// nilAt reports whether v is known to be nil in block b: b lies on the
// v == nil side of a comparison of v with nil, as in the final
// "return res, err" after an "if err != nil { ... }".
func nilAt(v ssa.Value, b *ssa.BasicBlock) bool { return nilKnown(v, b, true) }

// nilKnown reports whether block b lies on the side of a comparison of v
// with nil where v is nil (isNil) or non-nil (!isNil), reached only from
// that comparison.
func nilKnown(v ssa.Value, b *ssa.BasicBlock, isNil bool) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		cmp, ok := r.(*ssa.BinOp)
		if !ok || (cmp.Op != token.EQL && cmp.Op != token.NEQ) || !(isNilConst(cmp.X) || isNilConst(cmp.Y)) {
			continue
		}
		crefs := cmp.Referrers()
		if crefs == nil {
			continue
		}
		for _, cr := range *crefs {
			if _, ok := cr.(*ssa.If); !ok {
				continue
			}
			// Succs[0] is where the comparison holds.
			holds := (cmp.Op == token.EQL) == isNil
			side := cr.Block().Succs[1]
			if holds {
				side = cr.Block().Succs[0]
			}
			if len(side.Preds) == 1 && side.Dominates(b) {
				return true
			}
		}
	}
	return false
}

func isNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

// formatOf returns the printf-style call that v is the result of, if any.
func (a *unit) formatOf(v ssa.Value) *Format {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeInterface:
			v = x.X
			continue
		case *ssa.UnOp:
			// A named result read back after deferred calls ran.
			if alloc, ok := x.X.(*ssa.Alloc); ok && x.Op == token.MUL {
				if st := a.reachingStores(alloc, x); len(st) == 1 {
					v = st[0].Val
					continue
				}
			}
		}
		break
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil {
		return nil
	}
	switch name := callee.Object().(*types.Func).FullName(); name {
	case "fmt.Sprintf", "fmt.Errorf":
		return a.formatOperands(a.calls[call.Pos()], 0, call.Call.Args)
	}
	return nil
}

// formatOperands describes the format call expr whose format is
// args[index], followed by its variadic operands.
func (a *unit) formatOperands(expr *ast.CallExpr, index int, args []ssa.Value) *Format {
	if expr == nil || index+1 >= len(args) || expr.Ellipsis.IsValid() {
		return nil
	}
	f := &Format{Call: expr, Index: index}
	vals := elements(args[index+1])
	for _, v := range vals {
		f.Operands = append(f.Operands, a.text(v))
	}
	// An operand formatted with %+v may add the frames it records.
	if format := constString(args[index]); format != "" {
		for _, p := range ParseFormat(format) {
			if p.Verb != 0 && p.Arg >= 0 && p.Arg < len(vals) {
				f.Operands[p.Arg] = a.verb(p, vals[p.Arg], expr.Pos())
			}
		}
	}
	if len(f.Operands) != len(expr.Args)-index-1 {
		return nil
	}
	return f
}
