package handlers

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Handler is a function whose results a framework hands to the model.
type Handler struct {
	Tool   string
	Errors frameworks.ErrorMode
	// Results says which other results are model-visible: string
	// results (//toolerrlint:handler, langchaingo), or whole serialized
	// values (genkit, ADK); errorKey is the key marking a serialized
	// value as an error report, if the framework has one.
	Results  frameworks.ResultMode
	ErrorKey string
	// ErrorPath: the handler only runs on failure (an error handler), so
	// every text it returns reports an error.
	ErrorPath bool
	// Params gives the text of parameters that are not request data,
	// by index (the error an error handler receives).
	Params map[int]*origin.Node
	// Middleware: the handler is a tool-call middleware's endpoint
	// (HandlerType.Chain), whose text stands in for every tool's.
	Middleware bool
	// DecodedArgs: its map parameters hold arguments the framework
	// decoded from JSON (Registration.DecodedArgs).
	DecodedArgs bool
	// shared: registrations named it after different tools (see name).
	shared bool
}

// FindHandlers finds the package's tool handlers and, where the code
// shows it, their tools' names.
func (a *Set) FindHandlers() {
	// By directive.
	for _, f := range a.Pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && shape.HasDirective(fd.Doc) {
				if obj, ok := a.Pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					if fn := a.Prog.FuncValue(obj); fn != nil {
						a.markHandler(fn, frameworks.ErrorToolResult, frameworks.ResultsText, "")
					}
				}
			}
		}
	}
	// By shape: a function with the signature of a framework handler
	// type, unless it is a client's method of that shape, or written in
	// a function nothing can reach (live); an unexported helper the
	// package only calls waits for its callers (below).
	var helpers []*ssa.Function
	for _, fn := range a.LiveFuncs() {
		if ht, ok := shape.ShapeOf(a.Index, fn.Signature); ok && !a.clientWrapper(fn) {
			if a.calledHelper(fn) {
				helpers = append(helpers, fn)
			} else {
				a.markHandler(fn, ht.Errors, ht.Values, ht.ErrorKey)
			}
		}
	}
	// By implementing a framework's tool interface.
	a.implementations()
	// By conversion to a handler type, and by registration (for names),
	// in code that may run.
	for _, fn := range a.LiveFuncs() {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				a.handlerInstr(instr)
			}
		}
	}
	a.handlersCalledHelpers(helpers)
}

// handlersCalledHelpers marks as handlers, by their shape, the helpers
// of that shape a handler calls (a registered closure calling
// handleX(ctx, req, logger)), or a helper so marked calls: they work on
// the handler's request and context. A helper only the module's own
// code calls (a client wrapper's callTool) serves no tool.
func (a *Set) handlersCalledHelpers(helpers []*ssa.Function) {
	for changed := true; changed; {
		changed = false
		for _, fn := range helpers {
			if a.Handlers[fn] != nil {
				continue
			}
			if called, tool := a.calledByHandler(fn); called {
				ht, _ := shape.ShapeOf(a.Index, fn.Signature)
				a.markHandler(fn, ht.Errors, ht.Values, ht.ErrorKey).Tool = tool
				changed = true
			}
		}
	}
}

// calledByHandler reports whether a handler (or a function inside one)
// calls fn, and the tool those handlers serve, where they serve one.
func (a *Set) calledByHandler(fn *ssa.Function) (called bool, tool string) {
	mixed := false
	for _, caller := range a.Funcs {
		h, t := a.Enclosing(caller)
		if h == nil {
			continue
		}
		ssautil.StaticCalls(caller, func(_ ssa.CallInstruction, callee *ssa.Function) {
			if callee == fn {
				mixed = mixed || called && t != tool
				called, tool = true, t
			}
		})
	}
	if mixed {
		tool = ""
	}
	return called, tool
}

// clientWrapper reports whether fn is a method named as a client method
// of frameworks.ClientMethods in a package that imports that client's
// package: a wrapper of the client, whatever its shape.
func (a *Set) clientWrapper(fn *ssa.Function) bool {
	if fn.Signature.Recv() == nil {
		return false
	}
	for _, m := range frameworks.ClientMethods {
		if fn.Name() != m.Name {
			continue
		}
		for _, imp := range a.Pass.Pkg.Imports() {
			if imp.Path() == m.Pkg {
				return true
			}
		}
	}
	return false
}

func (a *Set) markHandler(fn *ssa.Function, mode frameworks.ErrorMode, results frameworks.ResultMode, errorKey string) *Handler {
	h := a.Handlers[fn]
	if h == nil {
		h = &Handler{Errors: mode, Results: results, ErrorKey: errorKey}
		a.Handlers[fn] = h
	}
	return h
}

// name gives h the tool n, the first name it is given; a handler two
// registrations give different names (one middleware closure every
// tool is wrapped in) serves several tools, and is named none.
func (h *Handler) name(n string) {
	switch {
	case n == "" || h.shared:
	case h.Tool == "":
		h.Tool = n
	case h.Tool != n:
		h.Tool, h.shared = "", true
	}
}

// handlerInstr handles one instruction that may reveal a handler or its
// tool's name.
func (a *Set) handlerInstr(instr ssa.Instruction) {
	switch instr := instr.(type) {
	case *ssa.ChangeType:
		if ht, ok := a.Index.HandlerTypeOf(instr.Type()); ok {
			for _, fn := range a.FuncsOf(instr.X) {
				if h := a.markHandler(fn, ht.Errors, ht.Values, ht.ErrorKey); ht.Chain {
					h.Middleware = true
				}
			}
		}
	case *ssa.Call:
		a.registrationCall(instr)
		a.pairedCall(instr)
	case *ssa.Return:
		// A tool factory returns a tool and its handler together.
		var name string
		var handlers []ssa.Value
		for _, r := range instr.Results {
			if n := a.ToolName(r); n != "" {
				name = n
			}
			if _, ok := a.Index.HandlerTypeOf(r.Type()); ok {
				handlers = append(handlers, r)
			}
		}
		for _, h := range handlers {
			a.nameServing(h, name)
		}
	case *ssa.Store:
		// A struct pairing a tool with its handler (mcp-go's ServerTool).
		fa, ok := instr.Addr.(*ssa.FieldAddr)
		if !ok {
			return
		}
		if st, ok := ssautil.Deref(fa.X.Type()).Underlying().(*types.Struct); ok && a.describedFunc(fa.X.Type(), st.Field(fa.Field)) {
			// A hand-written agent's tool struct (toolstructs.go).
			for _, fn := range a.FuncsOf(instr.Val) {
				a.markHandler(fn, frameworks.ErrorAborts, frameworks.ResultsText, "")
			}
			return
		}
		pkg, typ := frameworks.NamedType(fa.X.Type())
		ts, ok := a.Index.ToolStructs[[2]string{pkg, typ}]
		if !ok || ssautil.FieldName(fa) != ts.HandlerField {
			return
		}
		name := ""
		for _, v := range ssautil.StoredFields(fa.X)[ts.ToolField] {
			if n := a.ToolName(v); n != "" {
				name = n
			}
		}
		a.nameServing(instr.Val, name)
	}
}

// registrationCall marks the handlers a call registers with a framework
// (by its tables, or by shape), or installs as a tool's error handler.
func (a *Set) registrationCall(call *ssa.Call) {
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil {
		return
	}
	a.wrapperCall(call, callee.Object().(*types.Func))
	f, ok := frameworks.FuncOf(callee.Object().(*types.Func))
	if !ok {
		return
	}
	args := call.Call.Args
	if callee.Signature.Recv() != nil {
		args = args[1:]
	}
	if eh, ok := a.Index.ErrorHandlers[f]; ok {
		a.errorHandler(eh, args)
		return
	}
	reg, ok := a.Index.Registrations[f]
	if !ok {
		a.shapeRegistration(callee.Object().(*types.Func), f, args)
		return
	}
	if reg.Handler >= len(args) {
		return
	}
	name := ""
	if reg.Tool >= 0 && reg.Tool < len(args) {
		name = a.ToolName(args[reg.Tool])
	}
	for _, fn := range a.FuncsOf(args[reg.Handler]) {
		h := a.markHandler(fn, a.registrationErrors(f, reg.Errors), reg.Results, reg.ErrorKey)
		h.DecodedArgs = h.DecodedArgs || reg.DecodedArgs
	}
	a.nameServing(args[reg.Handler], name)
}

// pairedCall names the handlers a call is given beside exactly one
// framework tool description (an mcp.Tool): a registration through an
// interface or a wrapper of the module's own (kai's
// ServerInterface.AddTool(tool, handler)), which registrationCall,
// reading the frameworks' functions only, does not see. It marks no
// handler: what the call does with them is unknown, only that it is
// given the two together, as a tool factory returns them.
func (a *Set) pairedCall(call *ssa.Call) {
	name, tools := "", 0
	var handlers []ssa.Value
	for _, arg := range call.Call.Args {
		if pkg, typ := frameworks.NamedType(arg.Type()); a.Index.ToolTypes[[2]string{pkg, typ}] != "" {
			tools++
			name = a.ToolName(arg)
		} else if _, ok := a.Index.HandlerTypeOf(arg.Type()); ok {
			handlers = append(handlers, arg)
		}
	}
	if tools != 1 || name == "" {
		return
	}
	for _, h := range handlers {
		a.nameServing(h, name)
	}
}

// FuncsOf returns the functions of this package that v may hold.
func (a *Set) FuncsOf(v ssa.Value) []*ssa.Function { return a.funcsOf(v, false) }

// servingFuncs returns FuncsOf(v) and the handlers the module's own
// middlewares in v wrap (withTelemetry("add", handler)): those serve
// the same tool, but their errors reach the framework through the
// middleware, which may change them, so only their tool's name is
// theirs (see nameServing).
func (a *Set) servingFuncs(v ssa.Value) []*ssa.Function { return a.funcsOf(v, true) }

// nameServing names the tool of the handlers v holds, or wraps.
func (a *Set) nameServing(v ssa.Value, name string) {
	for _, fn := range a.servingFuncs(v) {
		if h := a.Handlers[fn]; h != nil {
			h.name(name)
		}
	}
}

// funcsOf is FuncsOf, or servingFuncs if wrapped.
func (a *Set) funcsOf(v ssa.Value, wrapped bool) []*ssa.Function {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) []*ssa.Function) []*ssa.Function {
		switch v := v.(type) {
		case *ssa.Function:
			if v.Synthetic != "" {
				// A bound-method or wrapper: the declared method.
				if obj, ok := v.Object().(*types.Func); ok {
					if fn := a.Prog.FuncValue(obj); fn != nil && fn.Synthetic == "" {
						return a.local(fn)
					}
				}
				return nil
			}
			return a.local(v)
		case *ssa.MakeClosure:
			return follow(v.Fn)
		case *ssa.ChangeType:
			return follow(v.X)
		case *ssa.MakeInterface:
			return follow(v.X)
		case *ssa.Phi:
			return ssautil.AllOf(v.Edges, follow)
		case *ssa.UnOp:
			switch x := v.X.(type) {
			case *ssa.Global:
				return ssautil.AllOf(a.Globals[x], follow)
			case *ssa.FieldAddr:
				return ssautil.AllOf(a.storedInField(x), follow) // reg.Handler
			}
		case *ssa.Extract:
			if call, ok := v.Tuple.(*ssa.Call); ok {
				return a.returnedFuncs(call, v.Index, wrapped, follow)
			}
		case *ssa.Call:
			return a.returnedFuncs(v, 0, wrapped, follow)
		}
		return nil
	})
}

// returnedFuncs follows a call: through an adapter to the handler it
// wraps, or into a function of this package to what it returns, and,
// if wrapped, to the handler it wraps if it is a middleware.
func (a *Set) returnedFuncs(call *ssa.Call, index int, wrapped bool, follow func(ssa.Value) []*ssa.Function) []*ssa.Function {
	callee := call.Call.StaticCallee()
	if callee == nil {
		return nil
	}
	if obj, ok := callee.Object().(*types.Func); ok {
		if f, ok := frameworks.FuncOf(obj); ok {
			if ad, ok := a.Index.Adapters[f]; ok && ad.Handler < len(call.Call.Args) {
				return follow(call.Call.Args[ad.Handler])
			}
		}
	}
	if callee.Pkg != a.Pkg {
		return nil
	}
	var out []*ssa.Function
	for _, ret := range ssautil.ReturnsOf(callee) {
		if index < len(ret.Results) {
			out = append(out, follow(ret.Results[index])...)
		}
	}
	// A middleware of the module's (withTelemetry("add", handler)),
	// which returns a function of the type it is given and calls: the
	// handler it wraps serves the same tool.
	if results := callee.Signature.Results(); wrapped && index < results.Len() {
		for i, p := range callee.Params {
			if i < len(call.Call.Args) && types.Identical(p.Type().Underlying(), results.At(index).Type().Underlying()) && calledWithin(p, maxClosureNesting) {
				out = append(out, follow(call.Call.Args[i])...)
			}
		}
	}
	return out
}

// calledWithin reports whether v, a function value, is called where it
// is, or by a closure it is bound into (up to depth steps deep: a
// captured parameter is stored in a cell, which the closure is given
// and loads from).
func calledWithin(v ssa.Value, depth int) bool {
	refs := v.Referrers()
	if refs == nil || depth < 0 {
		return false
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case ssa.CallInstruction:
			if r.Common().Value == v {
				return true
			}
		case *ssa.Store:
			if r.Val == v && calledWithin(r.Addr, depth-1) {
				return true
			}
		case *ssa.UnOp:
			if r.Op == token.MUL && calledWithin(r, depth-1) {
				return true
			}
		case *ssa.MakeClosure:
			fn, ok := r.Fn.(*ssa.Function)
			for j, b := range r.Bindings {
				if ok && b == v && j < len(fn.FreeVars) && calledWithin(fn.FreeVars[j], depth-1) {
					return true
				}
			}
		}
	}
	return false
}

// maxClosureNesting bounds the steps calledWithin follows.
const maxClosureNesting = 6

func (a *Set) local(fn *ssa.Function) []*ssa.Function {
	if fn.Pkg == a.Pkg && fn.Blocks != nil {
		return []*ssa.Function{fn}
	}
	return nil
}

// wrapperCall follows what a module function of another package does
// with the handlers passed to it, rather than what their shape says: a
// wrapper whose parameter has go-sdk's typed handler type but that calls
// it inside a raw handler it registers, returning its error, sends that
// error as a JSON-RPC error (its template on the parameter is on the
// protocol channel). The handlers passed there leave their errors that
// way. The wrapper's facts say so once its package is analysed; one of
// this package is not summarized yet while handlers are found.
func (a *Set) wrapperCall(call *ssa.Call, obj *types.Func) {
	fact := a.FactOf(obj)
	if fact == nil {
		return
	}
	for _, t := range fact.Sinks {
		if !t.Protocol {
			continue
		}
		for _, c := range t.Text.Leaves(origin.Call) {
			if c.Index >= len(call.Call.Args) {
				continue
			}
			for _, fn := range a.FuncsOf(call.Call.Args[c.Index]) {
				if h := a.Handlers[fn]; h != nil {
					h.Errors = frameworks.ErrorProtocol
				}
			}
		}
	}
}

// PassesHandlers reports whether the functions a call passes to the
// parameters whose results the template n shows are all handlers of this
// package: where they leave their errors as protocol errors (see
// wrapperCall), each of their returns is a sink of its own.
func (a *Set) PassesHandlers(n *origin.Node, args []ssa.Value) bool {
	found := false
	for _, c := range n.Leaves(origin.Call) {
		if c.Index >= len(args) {
			return false
		}
		for _, fn := range a.FuncsOf(args[c.Index]) {
			if a.Handlers[fn] == nil {
				return false
			}
			found = true
		}
	}
	return found
}
