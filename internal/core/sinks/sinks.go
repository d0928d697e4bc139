package sinks

import (
	"go/ast"
	"go/token"
	"go/types"
	"sync"

	"github.com/toolerrlint/toolerrlint/internal/core/evidence"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/handlers"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// FindSinks hands emit each sink of fn, judged and with its evidence.
func (a *Finder) FindSinks(fn *ssa.Function, emit func(*sink.Sink)) {
	h, tool := a.Enclosing(fn)
	// The function fn hands the errors it shows to, to test their
	// class: read once, for the first sink an adapter shows.
	reader := sync.OnceValue(func() string { return a.ClassReader(fn) })
	for _, found := range a.sinksOf(fn) {
		if h != nil && a.ClientGone(found.Block, h) {
			continue // sent once the client has gone: see outcome.Judge.ClientGone
		}
		for _, s := range a.storedSinks(a.ownSink(fn, found, h, tool), adapterName(fn)) {
			if s.Text = s.Text.Without(origin.Cancel); s.Text == nil {
				continue // only the request's cancellation
			}
			s.ReportsError = wording.ClearlyError(s, h != nil && h.ErrorPath) && wording.HasWords(s.Text)
			s.Failure = wording.Failure(s, h != nil && h.ErrorPath, h != nil)
			var (
				adapted *ssa.Function
				passed  evidence.Passed
			)
			if h == nil && s.Block != nil {
				var names toolNames
				adapted, names = a.adaptedAs(s.Block.Parent())
				switch {
				case s.Tool != "":
				case adapted != nil:
					s.Tool = names.one()
				case s.Through == "":
					s.Tool = a.callersTool(s.Block.Parent(), maxCallerDepth)
				}
				if adapted == nil && s.Through == "" {
					passed = a.PassedBy(s.Block.Parent(), evidence.Callers{Of: a.callersOf, Adapted: a.adaptedFunc}, maxCallerDepth)
				}
			}
			if s.Through != "" {
				s.ChainReader = reader()
			}
			s.Decision, s.Evidence, s.Advice = a.Evidence(s, h, adapted, passed)
			if w := s.Written; w != nil && s.Decision == sink.Undecided && s.Evidence == "" {
				s.Decision, s.Evidence, s.Advice = w.Decision, w.Evidence, w.Advice
			}
			a.OfferSibling(&s.Advice, s.Tool)
			s.Block, s.Result = nil, nil // the passes read the Result after the SSA is gone
			emit(s)
		}
	}
}

// ownSink returns a copy of the sink found in fn, its text in terms of
// what fn is (a handler's parameters are the request).
func (a *Finder) ownSink(fn *ssa.Function, found *sink.Sink, h *handlers.Func, tool string) *sink.Sink {
	s := *found // the original stays in terms of fn's parameters, for templates
	switch {
	case h != nil && h.Fn == fn:
		// A handler's parameters are the request: data.
		s.Text = s.Text.Subst(trace.HandlerParams(fn, h.Handler), nil, "", token.NoPos, false)
	case h != nil || a.adaptedFunc(fn):
		// Inside a handler, or a function an adapter shows as one:
		// its parameters are the request's data.
		s.Text = s.Text.Subst(trace.ContextParams(fn, trace.AllData(fn), trace.UnseenContext), nil, "", token.NoPos, false)
	case fn.Parent() != nil:
		s.Text = s.Text.Subst(trace.ContextParams(fn, allUnknown(fn), trace.UnseenContext), nil, "", token.NoPos, false)
	}
	// What a function value or interface passed in by the callers
	// shows is reported at each call (templates); here it cannot be
	// seen.
	s.Text = s.Text.SubstCalls(func(*origin.Node) *origin.Node { return trace.Unknown })
	if h != nil && s.Recovery == "" {
		s.Tool, s.Handler, s.Middleware = tool, ssautil.FuncName(h.Fn), h.Middleware
	}
	s.File = a.FileOf(s.Pos)
	return &s
}

// adapterName names the package-level function holding fn, for
// messages: "mcp.ServerToolToGoSdkTool".
func adapterName(fn *ssa.Function) string {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return ssautil.ViaName(obj)
	}
	return ssautil.FuncName(fn)
}

func allUnknown(fn *ssa.Function) []*origin.Node { return trace.Fill(len(fn.Params), trace.Unknown) }

// sinksOf returns the sinks inside fn, their text in terms of fn's
// parameters. They are computed once; a function met again while its
// sinks are being collected (recursion) has none.
func (a *Finder) sinksOf(fn *ssa.Function) []*sink.Sink { return a.sinks.Get(fn) }

// findIn collects the sinks inside fn (see sinksOf).
func (a *Finder) findIn(fn *ssa.Function) []*sink.Sink {
	var out []*sink.Sink
	for _, b := range fn.Blocks {
		if a.Impossible(b) {
			continue
		}
		for _, instr := range b.Instrs {
			switch instr := instr.(type) {
			case *ssa.Call:
				out = append(out, a.callSinks(instr)...)
			case *ssa.Store:
				out = append(out, a.fieldSinks(instr)...)
			case *ssa.Return:
				if ssautil.ReturnsAll(fn, instr) {
					out = append(out, a.returnSinks(fn, instr)...)
				}
			}
		}
	}
	return out
}

// FormedHop begins the message of the trail's hop at the statement of a
// helper that forms a handler's text from what the handler gives it
// (the finding itself is at the handler's call); tools reading the
// findings (tools/corpus/judge) find the statement by it.
const FormedHop = "formed into the tool's text here by "

// moduleTemplates returns the sink templates of obj, a function of the
// module: this package's, or another's from its fact.
func (a *Finder) moduleTemplates(obj *types.Func) []facts.Template {
	if !a.Mod.Owns(obj.Pkg().Path()) {
		return nil
	}
	if obj.Origin().Pkg() == a.Pass.Pkg {
		if fn := a.Prog.FuncValue(obj.Origin()); fn != nil && fn.Blocks != nil {
			return a.Templates(fn)
		}
	} else if f := a.FactOf(obj); f != nil {
		return f.Sinks
	}
	return nil
}

func (a *Finder) callSinks(call *ssa.Call) []*sink.Sink {
	callee := call.Call.StaticCallee()
	if callee == nil {
		return nil
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil {
		return nil
	}
	args := call.Call.Args
	expr := a.CallAt[call.Pos()]
	if f, ok := frameworks.FuncOf(obj); ok {
		if callee.Signature.Recv() != nil {
			args = args[1:]
		}
		if pd, ok := a.Index.PanicDefaults[f]; ok {
			if s := a.PanicDefaultSink(call, pd, args, f); s != nil {
				return []*sink.Sink{s}
			}
			return nil
		}
		cs, ok := a.Index.CallSinks[f]
		if !ok && !a.Index.Knows(f.Pkg) {
			cs, ok = a.shapeCallSink(obj, f)
		}
		if ok {
			return a.frameworkSink(call, cs, args, expr, f)
		}
		args = call.Call.Args
	}
	var out []*sink.Sink
	for _, t := range a.moduleTemplates(obj) {
		out = append(out, a.templateSinks(call, obj, t, args, expr)...)
	}
	return out
}

// templateSinks returns the sinks of the call of obj, a module function
// whose sink template t is: one, or one per return of the handler an
// adapter shows whole (see shownReturns), or none.
func (a *Finder) templateSinks(call *ssa.Call, obj *types.Func, t facts.Template, args []ssa.Value, expr *ast.CallExpr) []*sink.Sink {
	if t.Protocol && a.PassesHandlers(t.Text, args) {
		return nil // their own returns are the sinks, with their fixes
	}
	if rs := a.shownReturns(t, args, ssautil.ViaName(obj)); rs != nil {
		for _, s := range rs {
			a.TemplateFlag(s, t, call)
		}
		return rs
	}
	text := a.Instantiate(withoutNilSides(t.Text, args, call.Block()), args, call.Block(), ssautil.ViaName(obj), call.Pos(), true)
	if text == nil || !t.Protocol && !t.Channel && a.ReturnedWithError(call) {
		// A result the helper builds, returned only beside a non-nil
		// error, is dropped for the error, as a framework's is
		// (frameworkSink).
		return nil
	}
	// A returned error on the protocol channel is known to fail when
	// the function passed in shows some text of its own for it.
	s := &sink.Sink{Text: text, IsError: t.IsError, How: t.How, Pos: call.Pos(), Template: ssautil.ViaName(obj),
		Flagless: t.Flagless, ReportsError: t.ReportsError, Block: call.Block(), Protocol: t.Protocol && seen(text), Channel: t.Protocol || t.Channel,
		Helpers: t.Helpers()}
	if h := a.passedHandler(t.Text, args); h != "" && t.Tool == "" {
		// An adapter showing the results of the handler passed here.
		s.Handler, s.Through, s.Helpers = h, ssautil.ViaName(obj), nil
		s.Text = s.Text.Hop(t.Pos(), "reaches the model here through "+s.Through)
	} else {
		// A helper building the tool's text from what it is given
		// (NewAPIErrorResponse(ctx, msg, resp, err)): its statement
		// is the last place on the way.
		s.Text = s.Text.Hop(t.Pos(), FormedHop+s.Template)
		if t.Handler != "" {
			// A handler registered inside the callee, calling what
			// this call passes in (a port it captured): the tool is
			// the handler's, which the function passed in serves.
			s.Tool, s.Handler, s.Through = t.Tool, t.Handler, ssautil.ViaName(obj)
		}
	}
	if expr != nil {
		s.Expr, s.Pos = expr, expr.Pos()
		if t.Printf > 0 {
			s.Format = a.formatOperands(expr, t.Printf-1, args)
		} else if k, ok := shownWhole(withoutNilArgs(t.Text, args), obj); ok && k < len(expr.Args) && !expr.Ellipsis.IsValid() {
			// The helper shows its argument as it is
			// (utils.NewToolResultError(msg)): the argument is the
			// text, and fixes edit it as they would the framework's.
			s.Expr, s.Pos, s.Format = expr.Args[k], expr.Args[k].Pos(), a.formatOf(args[k])
		}
	}
	a.TemplateFlag(s, t, call)
	return []*sink.Sink{s}
}

func (a *Finder) frameworkSink(call *ssa.Call, cs frameworks.CallSink, args []ssa.Value, expr *ast.CallExpr, f frameworks.Func) []*sink.Sink {
	if cs.Text >= len(args) {
		return nil
	}
	if cs.Map {
		return a.mapSinks(args[cs.Text], sink.How{Kind: sink.PassesTo, To: a.ShortName(f)}, cs.ErrorKey, false)
	}
	var text *origin.Node
	switch {
	case cs.Format && cs.Text+1 < len(args):
		text = a.Format(call, args[cs.Text], args[cs.Text+1])
	case cs.JSON:
		text = a.SerializedJSON(args[cs.Text])
	default:
		text = a.textAt(args[cs.Text], call.Block())
	}
	if app := argAt(args, cs.Appends); app != nil {
		if app := a.Text(app); app != nil {
			text = origin.NewConcat(text, origin.Leaf(origin.Lit, ": "), app)
		}
	}
	if text == nil || a.ReturnedWithError(call) {
		// A result a handler returns only beside a non-nil error is
		// dropped for the error: its words never reach the model.
		return nil
	}
	s := &sink.Sink{Text: text, How: sink.How{Kind: sink.PassesTo, To: a.ShortName(f)}, Pos: call.Pos(),
		Flagless: cs.Flag.NoField(), FromErr: wording.IsErrorText(args[cs.Text]), Block: call.Block()}
	if i, ok := cs.ID.Index(); ok && expr != nil && i < len(expr.Args) && !expr.Ellipsis.IsValid() {
		s.CallID = expr.Args[i]
	}
	if cs.Format {
		s.Format = a.formatOperands(expr, cs.Text, args)
	} else {
		s.Format = a.formatOf(args[cs.Text])
	}
	if cs.Flag == frameworks.FlagSet {
		s.IsError = true
	} else if flag := argAt(args, cs.FlagArg); flag != nil {
		s.IsError = a.IsTrueValue(flag)
		s.FlagFrom = a.FlagRead(flag)
	}
	a.CallFlag(s, call, cs, args)
	if _, appends := cs.Appends.Index(); !cs.Format && !appends {
		a.noteRelay(s, args[cs.Text], argAt(args, cs.FlagArg))
	}
	if expr != nil {
		s.Expr, s.Pos = expr, expr.Pos()
		if _, appends := cs.Appends.Index(); !cs.Format && !appends && cs.Text < len(expr.Args) {
			s.Expr, s.Pos = expr.Args[cs.Text], expr.Args[cs.Text].Pos()
		}
		if i, appends := cs.Appends.Index(); appends && cs.Plain != "" {
			s.Plain = &sink.Plain{Func: cs.Plain, Text: cs.Text, Err: i}
		}
	}
	return []*sink.Sink{s}
}

// argAt returns the argument arg names, or nil.
func argAt(args []ssa.Value, arg frameworks.Arg) ssa.Value {
	if i, ok := arg.Index(); ok && i < len(args) {
		return args[i]
	}
	return nil
}

// fieldSinks returns the sinks of a store into a model-visible field:
// one, or one per entry of a map-valued field.
func (a *Finder) fieldSinks(st *ssa.Store) []*sink.Sink {
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	pkg, typ := frameworks.NamedType(fa.X.Type())
	fs, ok := a.Index.FieldSinks[[3]string{pkg, typ, ssautil.FieldName(fa)}]
	relayed := ""
	if !ok {
		if fs, relayed, ok = a.relaySink(pkg, typ, ssautil.FieldName(fa)); !ok {
			if s := a.rpcErrorSink(st, fa); s != nil {
				return []*sink.Sink{s}
			}
			if fs, ok = a.shapeFieldSink(fa); !ok {
				return nil
			}
		}
	}
	if len(fs.Within) > 0 && !a.Within(fa.X, fs.Within) {
		return nil
	}
	how := sink.How{Kind: sink.Sets, To: a.PkgName(pkg) + "." + typ + "." + fs.Field + relayed}
	if fs.Map {
		return a.mapSinks(st.Val, how, fs.ErrorKey, false)
	}
	val := st.Val
	call, _ := val.(*ssa.Call)
	if call != nil && a.Wrapped(call) != nil {
		val = a.Wrapped(call) // openai.String(text)
	}
	text := a.textAt(val, st.Block())
	if text == nil || fs.Flag != frameworks.FlagAbsent && a.InResultWithError(fa.X) {
		// A result returned only beside a non-nil error is dropped
		// for the error, as in callSinks.
		return nil
	}
	s := &sink.Sink{Text: text, How: how, Pos: st.Pos(), Format: a.formatOf(val),
		Flagless: fs.Flag == frameworks.FlagAbsent, FromErr: wording.IsErrorText(val), Block: st.Block()}
	s.IsError = fs.Flag == frameworks.FlagSet || a.Flagged(fa.X)
	if fs.Flag != frameworks.FlagAbsent {
		a.FieldFlag(s, fa.X, st)
		s.FlagFrom = a.StoredFlagRead(fa.X)
	}
	a.storeExpr(s, st)
	if relayed == "" {
		a.noteRelay(s, val, nil)
	}
	if ce, ok := s.Expr.(*ast.CallExpr); ok && val != st.Val && len(ce.Args) == 1 {
		s.Expr, s.Pos = ce.Args[0], ce.Args[0].Pos()
	}
	return []*sink.Sink{s}
}

// storeExpr points s at the syntax of the value st stores: a keyed
// element of a composite literal, or the right-hand side of x.f = v or
// m[k] = v.
func (a *Finder) storeExpr(s *sink.Sink, st ssa.Instruction) {
	if kv := a.KeyedAt[st.Pos()]; kv != nil {
		s.Expr, s.Pos = kv.Value, kv.Value.Pos()
	} else if rhs := a.AssignedAt[st.Pos()]; rhs != nil {
		s.Expr, s.Pos = rhs, rhs.Pos()
	}
}

// withoutNilSides returns text without the alternatives that exist only
// where an error argument is nil, for a call, in block b, whose argument
// is known not to be (see origin.Node.WhenNil).
func withoutNilSides(text *origin.Node, args []ssa.Value, b *ssa.BasicBlock) *origin.Node {
	pruned := text.WithoutNodes(func(n *origin.Node) bool {
		return n.WhenNil > 0 && n.WhenNil <= len(args) && paths.NonNilAt(args[n.WhenNil-1], b)
	})
	if pruned == nil {
		return text
	}
	return pruned
}

// withoutNilArgs returns text without the alternatives that read a
// parameter the call passes the nil constant: ToolError(logger,
// "module_id cannot be empty", nil) shows its message alone, though
// fmt.Sprintf("%s: %v", message, err) is its text where err is not nil.
func withoutNilArgs(text *origin.Node, args []ssa.Value) *origin.Node {
	pruned := text.WithoutNodes(func(n *origin.Node) bool {
		return n.Op == origin.Param && n.Index < len(args) && ssautil.IsNilConst(args[n.Index])
	})
	if pruned == nil {
		return text
	}
	return pruned
}

// shownWhole returns the index of the argument a function's template
// text is, whole, if it is one: a plain function's parameter, whose
// index is the argument's in the call's syntax.
func shownWhole(text *origin.Node, fn *types.Func) (int, bool) {
	if text == nil || text.Op != origin.Param || text.Encoded || text.Read || text.Fails || fn.Signature().Recv() != nil {
		return 0, false
	}
	return text.Index, true
}
