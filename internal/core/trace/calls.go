package trace

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// callText traces the index-th result of a call.
func (a *Tracer) callText(call *ssa.Call, index int) *origin.Node {
	return a.CallResult(call, index, false)
}

// CallResult traces the index-th result of a call; ok says the result is
// read only where the call's error is nil, so a module callee's text on
// its error paths does not count (see paths.go).
func (a *Tracer) CallResult(call *ssa.Call, index int, ok bool) *origin.Node {
	c := call.Common()
	if c.IsInvoke() {
		return a.invokeText(call, index, ok)
	}
	if b, ok := c.Value.(*ssa.Builtin); ok {
		switch b.Name() {
		case "recover":
			return origin.Leaf(origin.Panic, "recover").At(call.Pos())
		case "append":
			return origin.NewConcat(a.Text(c.Args[0]), a.elems(c.Args[1]))
		}
		return Data
	}
	callee := c.StaticCallee()
	if callee == nil {
		// A call of a func value: follow it if it is one of ours, a
		// parameter, or a field of a tool table (funcvalues.go).
		return a.callValue(c.Value, index, ok, c.Args, call.Block(), call.Pos())
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil {
		if callee.Pkg == a.Pkg && callee.Blocks != nil {
			return a.resultOf(a.Summary(callee), index, ok, c.Args, call.Block(), callee.Name(), call.Pos())
		}
		return Unknown
	}
	if a.Mod.Owns(obj.Pkg().Path()) {
		if a.Trusted.Match(obj.FullName()) {
			return trustedText(obj.FullName())
		}
		if cleansText(obj.Name()) {
			return Data
		}
		return cutBy(obj, a.resultOf(a.SummaryOf(obj), index, ok, c.Args, call.Block(), ssautil.ViaName(obj), call.Pos()))
	}
	if obj.FullName() == frameworks.ContextCause && len(c.Args) == 1 {
		if n := a.errText(c.Args[0]); n != nil {
			return n
		}
	}
	return wrapHop(cutBy(obj, a.foreignCall(call, obj, index)), call, obj, index)
}

// cutBy returns n, the text a call of fn returns, cut short if fn's name
// says it truncates its input (truncate, truncateBody, shorten,
// ellipsize): on every path it returns a bounded part of it, which its
// body may show only through length checks the tracing does not read.
func cutBy(fn *types.Func, n *origin.Node) *origin.Node {
	name := strings.ToLower(fn.Name())
	for _, w := range []string{"truncat", "shorten", "ellipsi", "abbreviat"} {
		if strings.Contains(name, w) {
			return n.CutShort()
		}
	}
	return n
}

// wrapHop records, as a hop of the text n carries, a foreign call whose
// error result wraps the text of its arguments (fmt.Errorf, errors.Join,
// pkgerrors.Wrap): a report can then point at each wrap on the way.
func wrapHop(n *origin.Node, call *ssa.Call, obj *types.Func, index int) *origin.Node {
	res := obj.Signature().Results()
	if index >= res.Len() || !ssautil.IsError(res.At(index).Type()) {
		return n
	}
	return n.Hop(call.Pos(), origin.WrappedBy+ssautil.ViaName(obj))
}

// foreignCall traces a result of a function outside the module.
func (a *Tracer) foreignCall(call *ssa.Call, obj *types.Func, index int) *origin.Node {
	c := call.Common()
	name := obj.FullName()
	if a.Trusted.Match(name) {
		return trustedText(name)
	}
	if index == 0 && a.serializes(obj) {
		return a.serializerText(call, name, index)
	}
	if n, ok := a.libraryText(call, name, index); ok {
		return n
	}
	res := obj.Signature().Results()
	if index >= res.Len() {
		return Unknown
	}
	rt := res.At(index).Type()
	if !shape.CarriesText(rt) {
		return Data
	}
	if f, ok := frameworks.FuncOf(obj); ok && ssautil.IsError(rt) {
		if ae, ok := a.Index.ArgumentErrors[f]; ok {
			return frameworkWords(ae.Words)
		}
	}
	var parts []*origin.Node
	for _, arg := range ssautil.CallArgs(c) {
		if IsContext(arg.Type()) {
			continue // a context's text is what its Err says (cancel.go), not part of what a call returns
		}
		if from := a.bodies.bodySource(arg); from.found() && !ssautil.IsError(rt) {
			// Reading an upstream response body.
			return a.bodies.bodyLeaf(from, arg, call.Pos())
		}
		switch {
		case shape.CarriesText(arg.Type()) && ssautil.IsError(rt) && !ssautil.IsError(arg.Type()):
			// errors.New(err.Error()): words, not the error.
			parts = append(parts, a.Text(arg).Flattened())
		case shape.CarriesText(arg.Type()):
			parts = append(parts, a.Text(arg))
		case ssautil.IsBuffer(arg):
			parts = append(parts, a.Text(arg))
		default:
			if body := a.sdkBody(arg); body != nil {
				parts = append(parts, body) // resp.Bytes.String()
			}
		}
	}
	if resp := responseArg(c, obj); resp != nil && ssautil.IsError(rt) && index == res.Len()-1 {
		// taikungoclient.CreateError(resp, err), CheckResponse(resp):
		// the error a library builds from the response it is given
		// holds what the service answered, words an outsider wrote,
		// beside what else it is given, or its own words.
		body := a.bodies.bodyLeaf(a.bodies.responseBody(resp), resp, call.Pos())
		if isErrorConstructor(obj) {
			return origin.NewConcat(append(parts, body)...)
		}
		if n := a.fails.failureText(call, name); n != nil {
			return origin.NewConcat(n, body)
		}
		return nil
	}
	if ssautil.IsError(rt) {
		if isErrorConstructor(obj) && len(parts) > 0 {
			// errors.New("..."), status.Error(code, msg),
			// pkgerrors.Wrap(err, "..."): the text is made of the
			// arguments.
			return origin.NewConcat(parts...)
		}
		if index == res.Len()-1 {
			// An error that is always nil is no source of text,
			// wherever it goes (a variable other errors share, a
			// helper's result).
			return a.fails.failureText(call, name)
		}
		// Anything else that fails (os.Open, (*sql.Row).Scan) writes
		// its own text.
		return origin.Leaf(origin.Foreign, name).At(call.Pos())
	}
	if len(parts) == 0 {
		return Data
	}
	// A string function of its arguments (strings.ToLower(err.Error()),
	// (*bytes.Buffer).String()): it carries their origins, though not
	// the module's wording.
	return origin.NewConcat(parts...).AsData()
}

// responseArg returns the HTTP response c passes a library function
// obj (not its receiver, not the standard library's own: a response's
// Write fails on the writer), or nil.
func responseArg(c *ssa.CallCommon, obj *types.Func) ssa.Value {
	if obj.Pkg() == nil || env.Standard(obj.Pkg().Path()) {
		return nil
	}
	args := c.Args
	if obj.Signature().Recv() != nil && !c.IsInvoke() && len(args) > 0 {
		args = args[1:]
	}
	for _, arg := range args {
		if paths.IsResponse(ssautil.Deref(arg.Type())) {
			return arg
		}
	}
	return nil
}

// libraryText returns the text that result index of a call of the
// library function name holds, where the library table says how that
// function makes its text (frameworks.TextFuncs); ok is false where the
// table has nothing to say about it.
func (a *Tracer) libraryText(call *ssa.Call, name string, index int) (n *origin.Node, ok bool) {
	c := call.Common()
	switch frameworks.TextFuncs[name] {
	case frameworks.TextFormat:
		if len(c.Args) == 2 {
			return a.Format(call, c.Args[0], c.Args[1]), true
		}
	case frameworks.TextConcat:
		return a.elems(c.Args[0]), true
	case frameworks.TextLines:
		return a.join(c.Args[0], origin.Leaf(origin.Lit, "\n")), true
	case frameworks.TextJoin:
		return a.join(c.Args[0], a.Text(c.Args[1])), true
	case frameworks.TextBody:
		if index == 0 && len(c.Args) > 0 {
			return a.bodies.bodyLeaf(a.bodies.responseBody(c.Args[0]), c.Args[0], call.Pos()), true
		}
	case frameworks.TextStack:
		return origin.Leaf(origin.Stack, name).At(call.Pos()), true
	case frameworks.TextOutput:
		if index == 0 {
			return origin.Leaf(origin.Output, name).At(call.Pos()), true
		}
	case frameworks.TextReflect:
		n := a.reflectResult(c.Args[0], call.Pos())
		return n, n != nil
	}
	return nil, false
}

// cleansText reports whether a module function's name says it cleans
// the text it is given (sanitizeMessage, RedactError, scrubPaths): what
// it returns is what the module decided the model may read, the
// module's own choice even where its body keeps part of its input.
func cleansText(name string) bool {
	name = strings.ToLower(name)
	for _, w := range []string{"sanitiz", "sanitis", "redact", "scrub"} {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// trustedText stands for the text of a function or variable the
// configuration trusts: written for a model, though not readable here.
func trustedText(name string) *origin.Node { return origin.Leaf(origin.Unknown, "trusted "+name) }

// frameworkWords is the text of a framework's argument error: its
// words, "…" standing for data.
func frameworkWords(words string) *origin.Node {
	var parts []*origin.Node
	for i, w := range strings.Split(words, "…") {
		if i > 0 {
			parts = append(parts, Data)
		}
		leaf := origin.Leaf(origin.Lit, w)
		leaf.Framework = true
		parts = append(parts, leaf)
	}
	return origin.NewConcat(parts...)
}

// isErrorConstructor reports whether a foreign function builds an error
// from its arguments rather than failing at an operation: a package-level
// function whose name or package name speaks of errors (errors.New,
// status.Errorf, echo.NewHTTPError, pkgerrors.Wrap). Methods such as
// (*sql.Rows).Err report a failure; they are not constructors.
func isErrorConstructor(fn *types.Func) bool {
	if fn.Signature().Recv() != nil {
		return false
	}
	pkg := fn.Pkg().Path()
	last := pkg[strings.LastIndex(pkg, "/")+1:]
	return strings.Contains(strings.ToLower(fn.Name()), "err") || strings.Contains(strings.ToLower(last), "err")
}

// elems traces the concatenation of a slice's elements.
func (a *Tracer) elems(slice ssa.Value) *origin.Node {
	return a.join(slice, nil)
}

// join traces strings.Join-like concatenation of a slice's elements.
func (a *Tracer) join(slice ssa.Value, sep *origin.Node) *origin.Node {
	if c, ok := slice.(*ssa.Const); ok && c.IsNil() {
		return nil
	}
	vals := ssautil.Elements(slice)
	if vals == nil {
		return a.Text(slice)
	}
	var parts []*origin.Node
	for i, v := range vals {
		if i > 0 {
			parts = append(parts, sep)
		}
		parts = append(parts, a.Text(v))
	}
	return origin.NewConcat(parts...)
}

// Format traces fmt.Sprintf/Errorf-like formatting.
func (a *Tracer) Format(call ssa.CallInstruction, format, args ssa.Value) *origin.Node {
	vals := ssautil.Elements(args)
	if c, ok := args.(*ssa.Const); ok && c.IsNil() {
		vals = []ssa.Value{}
	}
	fc, ok := format.(*ssa.Const)
	if !ok || fc.Value == nil || fc.Value.Kind() != constant.String || vals == nil {
		parts := []*origin.Node{a.Text(format)}
		for _, v := range vals {
			parts = append(parts, a.Text(v))
		}
		if vals == nil {
			parts = append(parts, a.Text(args))
		}
		return origin.NewConcat(parts...)
	}
	// fmt.Errorf keeps in the chain of the error it makes only what %w
	// wraps.
	res := call.Common().Signature().Results()
	makesError := res.Len() > 0 && ssautil.IsError(res.At(res.Len()-1).Type())
	var parts []*origin.Node
	for _, p := range ParseFormat(constant.StringVal(fc.Value)) {
		if p.Verb == 0 {
			parts = append(parts, origin.Leaf(origin.Lit, p.Lit))
			continue
		}
		if p.Arg < 0 || p.Arg >= len(vals) || p.Hidden {
			continue
		}
		part := a.Verb(p, vals[p.Arg], call.Pos())
		if p.Verb != 'w' && makesError {
			part = part.Flattened()
		}
		parts = append(parts, part)
	}
	return origin.NewConcat(parts...)
}

// Verb traces one formatted operand.
func (a *Tracer) Verb(p Piece, v ssa.Value, pos token.Pos) *origin.Node {
	switch p.Verb {
	case 'v', 's', 'q', 'w', 'x', 'X':
	default:
		return Data // %T, %d, %t, %p...: no text of the value
	}
	if IsContext(ssautil.Uninterfaced(v).Type()) {
		return Data // a context prints its description, not its Err (cancel.go)
	}
	t := a.Text(v)
	if p.Verb == 'v' && p.Plus {
		if from := a.recordsFrames(v); from != "" {
			// %+v of an error that records frames prints them.
			return origin.NewConcat(t, origin.Leaf(origin.Stack, "%+v of an error from "+from).At(pos))
		}
	}
	return t
}

// recordsFrames returns the function that created the error v if that
// error records frames, or "". It follows this package's functions to
// what they return.
func (a *Tracer) recordsFrames(v ssa.Value) string {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) string) string {
		if x := ssautil.InterfaceOperand(v); x != nil {
			return follow(x)
		}
		switch v := v.(type) {
		case *ssa.Call:
			if callee := v.Call.StaticCallee(); callee != nil && callee.Object() != nil && callee.Object().Pkg() != nil {
				for _, p := range frameworks.FramePackages {
					if path := callee.Object().Pkg().Path(); path == p || strings.HasPrefix(path, p+"/") {
						return callee.Object().(*types.Func).FullName()
					}
				}
			}
			if callee := v.Call.StaticCallee(); callee != nil && callee.Pkg == a.Pkg {
				return ssautil.FirstOf(ssautil.ReturnedValues(callee), follow)
			}
		case *ssa.Extract:
			return follow(v.Tuple)
		case *ssa.Phi:
			return ssautil.FirstOf(v.Edges, follow)
		}
		return ""
	})
}
