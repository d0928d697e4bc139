package trace

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// callValue traces the index-th result of calling the function value fv
// with args.
func (a *Tracer) callValue(fv ssa.Value, index int, ok bool, args []ssa.Value, at *ssa.BasicBlock, pos token.Pos) *origin.Node {
	fns := a.FuncsOf(fv)
	if len(fns) == 0 {
		if n := a.chainError(fv, index, pos); n != nil {
			return n
		}
		if n := a.paramCall(fv, index, ""); n != nil {
			return n
		}
		// A tool table: the functions stored into the field called,
		// filled in where the text is shown.
		if key := fieldOf(fv); key != "" {
			return storedLeaf(key, index, "", ok, pos)
		}
		return Unknown
	}
	var alts []*origin.Node
	for _, fn := range fns {
		alts = append(alts, a.resultOf(a.Summary(fn), index, ok, args, at, fn.Name(), pos))
	}
	return origin.NewChoice(alts...)
}

// chainError returns the foreign leaf for the error result (index) of
// calling fv, a framework's tool-call endpoint (HandlerType.Chain) the
// framework hands a middleware of the module: any tool's error, which
// the middleware did not write; nil for other calls.
func (a *Tracer) chainError(fv ssa.Value, index int, pos token.Pos) *origin.Node {
	ht, ok := a.Index.HandlerTypeOf(fv.Type())
	if !ok || !ht.Chain {
		return nil
	}
	res := fv.Type().Underlying().(*types.Signature).Results()
	if index != res.Len()-1 || !ssautil.IsError(res.At(index).Type()) {
		return nil
	}
	return origin.Leaf(origin.Foreign, types.TypeString(types.Unalias(fv.Type()), nil)).At(pos)
}

// paramCall returns the Call node for the index-th result of calling v
// (its method, if method is set), when v is (through conversions and the
// free variables of closures) a parameter of a package-level function or
// method; nil otherwise.
func (a *Tracer) paramCall(v ssa.Value, index int, method string) *origin.Node {
	for range 16 {
		v = unconverted(v)
		switch x := v.(type) {
		case *ssa.FreeVar, *ssa.UnOp:
			if b := captured(x); b != nil {
				v = b
				continue
			}
		case *ssa.Parameter:
			fn := x.Parent()
			if fn.Parent() == nil {
				return &origin.Node{Op: origin.Call, Index: slices.Index(fn.Params, x), Result: index, Text: method}
			}
		}
		return nil
	}
	return nil
}

// reflectResult traces v.Interface() where v is out[k] of
// out := reflect.ValueOf(f).Call(args): the k-th result of calling f.
func (a *Tracer) reflectResult(v ssa.Value, pos token.Pos) *origin.Node {
	var slice ssa.Value
	var k int64 = -1
	switch x := v.(type) {
	case *ssa.UnOp:
		if ia, ok := x.X.(*ssa.IndexAddr); ok {
			if c, ok := ia.Index.(*ssa.Const); ok {
				slice, k = ia.X, c.Int64()
			}
		}
	case *ssa.Index:
		if c, ok := x.Index.(*ssa.Const); ok {
			slice, k = x.X, c.Int64()
		}
	}
	call, ok := slice.(*ssa.Call)
	if !ok || k < 0 || !isReflectMethod(call, "Call", "CallSlice") {
		return nil
	}
	recv := call.Call.Args[0]
	if b := captured(recv); b != nil {
		recv = b
	}
	of, ok := recv.(*ssa.Call)
	if !ok || !paths.IsFunc(of, "reflect.ValueOf") || len(of.Call.Args) != 1 {
		return nil
	}
	return a.funcResult(of.Call.Args[0], int(k), "", pos)
}

// captured returns the value a closure's captured variable holds when
// the closure is made: the binding of a free variable, or the value
// stored once into the variable a free variable points to (SSA captures
// variables by reference; a closure inside a closure gets the pointer
// its parent captured, bound to a free variable of the parent).
func captured(v ssa.Value) ssa.Value {
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		fv, ok := u.X.(*ssa.FreeVar)
		if !ok {
			return nil
		}
		b := ssautil.Binding(fv)
		for range 16 {
			outer, ok := b.(*ssa.FreeVar)
			if !ok {
				break
			}
			b = ssautil.Binding(outer)
		}
		if alloc, ok := b.(*ssa.Alloc); ok {
			if st := ssautil.StoresTo(alloc); len(st) == 1 {
				return st[0].Val
			}
		}
		return nil
	}
	if fv, ok := v.(*ssa.FreeVar); ok {
		return ssautil.Binding(fv)
	}
	return nil
}

func isReflectMethod(call *ssa.Call, names ...string) bool {
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Object() == nil {
		return false
	}
	fn := callee.Object().(*types.Func)
	pkg, name := ssautil.NamedOf(recvType(fn))
	return pkg == "reflect" && name == "Value" && slices.Contains(names, fn.Name())
}

func recvType(fn *types.Func) types.Type {
	if r := fn.Signature().Recv(); r != nil {
		return r.Type()
	}
	return types.Typ[types.Invalid]
}

// funcResult returns the text of the index-th result of calling the
// function value v (its method, if method is set), whose arguments the
// caller fills from the request (data): the summary of the module
// function or method v holds, a Call node when v is a parameter, or
// unknown.
func (a *Tracer) funcResult(v ssa.Value, index int, method string, pos token.Pos) *origin.Node {
	fs := a.SummariesOf(v)
	if method != "" {
		fs = a.MethodSummaries(v, method)
	}
	var alts []*origin.Node
	for _, f := range fs {
		if f.Sum == nil || index >= len(f.Sum.Results) {
			alts = append(alts, Unknown)
			continue
		}
		n := f.Sum.Results[index].Text.SubstCalls(func(*origin.Node) *origin.Node { return Unknown })
		alts = append(alts, n.Subst(Fill(f.Params, Data), nil, f.Name, pos, false))
	}
	if len(alts) > 0 {
		return origin.NewChoice(alts...)
	}
	if n := a.paramCall(v, index, method); n != nil {
		return n
	}
	if method != "" {
		// A tool, a value of a module tool interface whose concrete
		// type is not in sight (looked up by name), is passed to an
		// adapter: its method's result is every tool's (dispatch.go).
		// A dependency made out of sight (an executor a constructor
		// wraps) may be any one implementation, and stays unknown.
		if key := a.MethodKey(v.Type(), method); key != "" && a.ToolInterface(key) {
			return storedLeaf(key, index, "", false, pos)
		}
	}
	return Unknown
}

// MethodSummaries returns the summary of the module method name of the
// concrete value the interface value v is made from here
// (CreateToolHandler(&azExecutor{}), NewExecutor() returning a pointer),
// or that the module function or interface method returning v always
// makes it of (FuncFact.Concrete: factory.NewIngress(p) of a factory
// returning &cluster.Ingress{...}).
func (a *Tracer) MethodSummaries(v ssa.Value, name string) []Summarized {
	for range 16 {
		switch x := v.(type) {
		case *ssa.ChangeInterface:
			v = x.X
			continue
		case *ssa.MakeInterface:
			return a.methodOf(x.X.Type(), name)
		case *ssa.Call, *ssa.Extract:
			if t, ok := a.fails.typeOf(x); ok && t != "" {
				if typ := a.moduleType(t); typ != nil {
					return a.methodOf(typ, name)
				}
			}
		}
		return nil
	}
	return nil
}

// methodOf returns the summary of the module method name of type t, or
// nil if t has no such method of the module.
func (a *Tracer) methodOf(t types.Type, name string) []Summarized {
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
	fn, ok := obj.(*types.Func)
	if !ok || fn.Pkg() == nil || !a.Mod.Owns(fn.Pkg().Path()) {
		return nil
	}
	if f := a.Prog.FuncValue(fn); f != nil && f.Blocks != nil && f.Pkg == a.Pkg {
		return []Summarized{{a.Summary(f), len(f.Params), ssautil.ViaName(fn)}}
	}
	return []Summarized{{a.SummaryOf(fn), fn.Signature().Params().Len() + 1, ssautil.ViaName(fn)}}
}

// moduleType returns the type a FuncFact.Concrete string names
// ("*example.com/m/cluster.Ingress"), found among the packages visible
// from this one; nil for one not found there or of a generic type.
func (a *Tracer) moduleType(name string) types.Type {
	base := strings.TrimPrefix(name, "*")
	dot := strings.LastIndex(base, ".")
	if dot < 0 || strings.ContainsAny(base, "[]") {
		return nil
	}
	p := a.Pkgs[base[:dot]]
	if p == nil {
		return nil
	}
	tn, ok := p.Scope().Lookup(base[dot+1:]).(*types.TypeName)
	if !ok {
		return nil
	}
	if len(base) < len(name) {
		return types.NewPointer(tn.Type())
	}
	return tn.Type()
}

// Summarized is a module function's summary, with its number of
// parameters and its name for messages.
// Summarized is a module function a value may hold: its summary, its
// number of parameters, and its name for messages.
type Summarized struct {
	Sum    *facts.FuncFact
	Params int
	Name   string
}

// SummariesOf returns the summaries of the module functions v may hold:
// those of this package that funcsOf finds (closures included), and a
// function of another package of the module named directly.
func (a *Tracer) SummariesOf(v ssa.Value) []Summarized {
	var out []Summarized
	for _, fn := range a.FuncsOf(v) {
		out = append(out, Summarized{a.Summary(fn), len(fn.Params), ssautil.FuncName(fn)})
	}
	if len(out) > 0 {
		return out
	}
	if x, ok := unconverted(v).(*ssa.Function); ok {
		if obj, ok := x.Object().(*types.Func); ok && obj.Pkg() != nil && a.Mod.Owns(obj.Pkg().Path()) {
			return []Summarized{{a.SummaryOf(obj), obj.Signature().Params().Len(), ssautil.ViaName(obj)}}
		}
	}
	return nil
}

// unconverted returns v with conversions to func and interface types
// taken off.
func unconverted(v ssa.Value) ssa.Value {
	for range 16 {
		if ct, ok := v.(*ssa.ChangeType); ok {
			v = ct.X
		} else if x := ssautil.InterfaceOperand(v); x != nil {
			v = x
		} else {
			return v
		}
	}
	return v
}

// Instantiate returns a callee's summary node n for a call with args at
// pos: Param leaves become the arguments' texts, Call leaves the results
// of the functions the arguments hold. If the call's block at is given,
// an argument known to be nil there has no text.
func (a *Tracer) Instantiate(n *origin.Node, args []ssa.Value, at *ssa.BasicBlock, via string, pos token.Pos, inner bool) *origin.Node {
	if n.HasFailures() {
		// An encoder's error on a value it always encodes is nil: text
		// holding its words exists only where it is not, so never.
		n = n.WithoutNodes(func(f *origin.Node) bool {
			return f.Op == origin.Param && f.Fails && f.Index < len(args) && a.fails.argCannotFail(f.Text, args[f.Index])
		})
		n = n.SubstFailures(func(f *origin.Node) *origin.Node { return origin.Leaf(origin.Foreign, f.Text).At(f.Pos()) })
	}
	texts := a.argTexts(n, args, at, via, pos)
	// The callee's Call leaves are filled in first, each standing in as
	// one more parameter for what the function passed in returns (not
	// the callee's own part, so not Inner): an argument's text may hold
	// Call leaves of its own, of the caller's parameters (a printf
	// wrapper's operand that a captured port returned), and those are
	// the caller's callers' to fill in.
	n = n.SubstCalls(func(c *origin.Node) *origin.Node {
		result := Unknown
		if c.Index < len(args) {
			result = a.funcResult(args[c.Index], c.Result, c.Text, pos)
		}
		texts = append(texts, result)
		return &origin.Node{Op: origin.Param, Index: len(texts) - 1}
	})
	return n.Subst(texts, nil, via, pos, inner)
}

// invokeText traces the index-th result of a call of an interface
// method: Error's text is the value's; a module implementation made here
// gives its summary; a parameter's method is a Call node for the
// adapter's callers to fill in; a context's Err is what the context
// says (cancel.go); the error of a foreign interface's method on a value
// foreign code made (ctx.Err() of a context from elsewhere, a client an
// SDK returned) is foreign text. ok says the result is read only where
// the call's error is nil (see callResult).
func (a *Tracer) invokeText(call *ssa.Call, index int, ok bool) *origin.Node {
	c := call.Common()
	name := c.Method.Name()
	if name == "Error" && len(c.Args) == 0 {
		return a.Text(c.Value)
	}
	if name == "Err" && len(c.Args) == 0 && IsContext(c.Value.Type()) {
		if n := a.errText(c.Value); n != nil {
			return n
		}
	}
	if a.serializes(c.Method) {
		// jsoniter.ConfigCompatibleWithStandardLibrary.Marshal(v).
		return a.serializerText(call, c.Method.FullName(), index)
	}
	if fs := a.MethodSummaries(c.Value, name); len(fs) > 0 {
		var alts []*origin.Node
		for _, f := range fs {
			alts = append(alts, a.resultOf(f.Sum, index, ok, append([]ssa.Value{c.Value}, c.Args...), call.Block(), f.Name, call.Pos()))
		}
		return origin.NewChoice(alts...)
	}
	if pkg, _ := ssautil.NamedOf(c.Value.Type()); pkg != "" && a.Mod.Owns(pkg) {
		// An interface of the module's own: its implementation is
		// passed in by the adapter's callers.
		if n := a.paramCall(c.Value, index, name); n != nil {
			return n
		}
		if n := a.dispatched(c, index, "", ok, call.Pos()); n != nil {
			return n
		}
	}
	res := c.Signature().Results()
	if f, ok := frameworks.FuncOf(c.Method); ok && index < res.Len() && ssautil.IsError(res.At(index).Type()) {
		// A framework interface's argument check (foxy-contexts'
		// ToolInputSchema.Validate): its words, whoever made the value.
		if ae, ok := a.Index.ArgumentErrors[f]; ok {
			return frameworkWords(ae.Words)
		}
		if a.Index.CheckedReads[f] {
			return Unknown
		}
	}
	if index < res.Len() && ssautil.IsError(res.At(index).Type()) && types.IsInterface(res.At(index).Type()) && a.foreignValue(c.Value) {
		if index == res.Len()-1 && a.fails.cannotFailCall(call) {
			return nil // a lister given labels.Everything()
		}
		return origin.Leaf(origin.Foreign, c.Method.FullName()).At(call.Pos())
	}
	return Unknown
}

// foreignValue reports whether the interface value v is of a foreign
// interface type and was made by foreign code: a context.Context, the
// result of a call of a function outside the module, or a value however
// handed in (a parameter, a closure's captured variable) of an interface
// no module type this package can see implements, so that only the
// library's own implementations stand behind it (meilisearch-go's
// ServiceManager given to the function registering the tools).
func (a *Tracer) foreignValue(v ssa.Value) bool {
	pkg, name := ssautil.NamedOf(v.Type())
	if pkg == "" || a.Mod.Owns(pkg) {
		return false
	}
	if pkg == "context" && name == "Context" {
		return true
	}
	switch x := v.(type) {
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok {
			return a.bodies.isForeignCall(call.Common())
		}
	case *ssa.Call:
		return a.bodies.isForeignCall(x.Common())
	}
	it, ok := v.Type().Underlying().(*types.Interface)
	return ok && !a.moduleImplements(it)
}

// moduleImplements reports whether a type of the module in a package
// visible from this one implements it, by value or by pointer.
func (a *Tracer) moduleImplements(it *types.Interface) bool {
	return len(a.moduleImplementers(it)) > 0
}

// moduleImplementers returns the types of the module, in packages
// visible from this one, that implement it: each named type, or a
// pointer to it where only the pointer does.
func (a *Tracer) moduleImplementers(it *types.Interface) []types.Type {
	var out []types.Type
	for path, p := range a.Pkgs {
		if !a.Mod.Owns(path) {
			continue
		}
		for _, name := range p.Scope().Names() {
			tn, ok := p.Scope().Lookup(name).(*types.TypeName)
			if !ok || types.IsInterface(tn.Type()) {
				continue
			}
			if types.Implements(tn.Type(), it) {
				out = append(out, tn.Type())
			} else if ptr := types.NewPointer(tn.Type()); types.Implements(ptr, it) {
				out = append(out, ptr)
			}
		}
	}
	return out
}
