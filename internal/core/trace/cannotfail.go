package trace

import (
	"context"
	"go/token"
	"go/types"
	"net/http"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/sqlrows"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// cannotFailCall reports whether the error a call of a foreign function
// returns is always nil, so that its text is no text: an encoder given
// data it always encodes, a URL parse of a URL that parses, a parser
// given data compiled into the binary (compiledIn), or a
// json.Number method on a value asserted from decoded data, which never
// holds one.
func (a *failures) cannotFailCall(call *ssa.Call) bool {
	name := ssautil.CalledName(call.Common())
	if frameworks.NeverFail[name] || checkedBefore(call, frameworks.CheckedBy[name]) || sqlrows.CannotFail(call, name) ||
		writesToMemory(call.Common(), frameworks.WriterErrors[name]) {
		return true
	}
	if frameworks.Parser(name) && a.parsesCompiledIn(call.Common()) {
		return true
	}
	if frameworks.NumberMethods[name] {
		x := asserted(call.Common().Args[0])
		return x != nil && a.decodedNumbers(x)
	}
	v := encodedValue(call.Common())
	if v == nil {
		return false
	}
	if a.encodes(name, v) || listsAll(call.Common(), v) {
		return true
	}
	if p, ok := frameworks.URLParsers[name]; ok {
		return a.parses(call, p)
	}
	return false
}

// parsesCompiledIn reports whether c, a call of a parser function or
// method (a template's Parse), parses only data compiled into the
// binary: each argument is such data (compiledIn) or a pointer, which
// the parse fills (json.Unmarshal's v) or parses into (the template).
func (a *failures) parsesCompiledIn(c *ssa.CallCommon) bool {
	if c.IsInvoke() || len(c.Args) == 0 {
		return false
	}
	for _, arg := range c.Args {
		if mi, ok := arg.(*ssa.MakeInterface); ok {
			arg = mi.X
		}
		if _, ptr := arg.Type().Underlying().(*types.Pointer); !ptr && !a.compiledIn(arg) {
			return false
		}
	}
	return slices.ContainsFunc(c.Args, a.compiledIn)
}

// compiledIn reports whether v, a parser's input, is data compiled into
// the binary, converted or not ([]byte(s)): a constant, a package
// variable fixed when the binary is built (see fixedAtBuild: the text a
// //go:embed directive gives it), or a file an embed.FS holds
// (frameworks.EmbedReads). Its parse fails on every call or on none: a
// module whose embedded schema does not parse fails its own tests, not
// one tool call.
func (a *failures) compiledIn(v ssa.Value) bool {
	if c, ok := v.(*ssa.Convert); ok {
		v = c.X
	}
	switch v := v.(type) {
	case *ssa.Const:
		return v.Value != nil
	case *ssa.UnOp:
		g, ok := v.X.(*ssa.Global)
		return ok && v.Op == token.MUL && a.fixedAtBuild(g)
	case *ssa.Extract:
		call, ok := v.Tuple.(*ssa.Call)
		if !ok || v.Index != 0 || !frameworks.EmbedReads[ssautil.CalledName(call.Common())] {
			return false
		}
		fsys := call.Call.Args[0]
		if mi, ok := fsys.(*ssa.MakeInterface); ok {
			fsys = mi.X
		}
		return types.TypeString(fsys.Type(), nil) == frameworks.EmbedFS
	}
	return false
}

// fixedAtBuild reports whether g is a package variable of this package
// holding text (a string or bytes) that no function of the package
// assigns or takes the address of: what the build gave it (a //go:embed
// file, or nothing) is what every call reads.
func (a *failures) fixedAtBuild(g *ssa.Global) bool {
	if fixed, ok := a.fixed[g]; ok {
		return fixed
	}
	fixed := g.Pkg == a.Pkg && len(a.Globals[g]) == 0 && holdsText(ssautil.Deref(g.Type())) && !addressTaken(a.Funcs, g)
	a.fixed[g] = fixed
	return fixed
}

// addressTaken reports whether an instruction of funcs uses g other
// than to load it: &g handed on, which another may write through.
func addressTaken(funcs []*ssa.Function, g *ssa.Global) bool {
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if u, ok := instr.(*ssa.UnOp); ok && u.Op == token.MUL {
					continue
				}
				for _, op := range instr.Operands(nil) {
					if *op == ssa.Value(g) {
						return true
					}
				}
			}
		}
	}
	return false
}

// holdsText reports whether t is a string or a slice of bytes.
func holdsText(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

// writesToMemory reports whether the receiver of c was built by the
// constructor named ctor (see frameworks.WriterErrors) on a writer of
// frameworks.MemoryWriters, whose writes cannot fail.
func writesToMemory(c *ssa.CallCommon, ctor string) bool {
	if ctor == "" || len(c.Args) == 0 {
		return false
	}
	built, ok := c.Args[0].(*ssa.Call)
	if !ok || ssautil.StaticName(built.Common()) != ctor || len(built.Call.Args) == 0 {
		return false
	}
	w := built.Call.Args[0]
	if mi, ok := w.(*ssa.MakeInterface); ok {
		w = mi.X
	}
	return frameworks.MemoryWriters[types.TypeString(w.Type(), nil)]
}

// asserted returns the value a json.Number receiver v was asserted
// from (n in "switch n := v.(type) { case json.Number: ... }"), or nil.
func asserted(v ssa.Value) ssa.Value {
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	if ta, ok := v.(*ssa.TypeAssert); ok {
		return ta.X
	}
	return nil
}

// entryOfParam returns the map parameter of the Summarized function v
// is an entry of (args[key], with or without ok), or nil.
func entryOfParam(v ssa.Value) *ssa.Parameter {
	if e, ok := v.(*ssa.Extract); ok && e.Index == 0 {
		v = e.Tuple
	}
	if l, ok := v.(*ssa.Lookup); ok {
		p, _ := l.X.(*ssa.Parameter)
		return p
	}
	return nil
}

// decodedNumbers reports whether v is decoded data (decoded) in which
// no number is a json.Number: no function of the package asks a decoder
// to UseNumber.
func (a *failures) decodedNumbers(v ssa.Value) bool {
	if a.useNumber == nil {
		uses := slices.ContainsFunc(a.Funcs, func(fn *ssa.Function) bool {
			return slices.ContainsFunc(fn.Blocks, func(b *ssa.BasicBlock) bool {
				return slices.ContainsFunc(b.Instrs, func(in ssa.Instruction) bool {
					call, ok := in.(ssa.CallInstruction)
					return ok && ssautil.CalledName(call.Common()) == frameworks.UseNumber
				})
			})
		})
		a.useNumber = &uses
	}
	return !*a.useNumber && a.decoded(v)
}

// checkedBefore reports whether call, a method call, runs where the
// method check of the same receiver value returned nil
// (frameworks.CheckedBy).
func checkedBefore(call *ssa.Call, check string) bool {
	c := call.Common()
	if check == "" || c.IsInvoke() || len(c.Args) == 0 {
		return false
	}
	for _, r := range paths.Referrers(c.Args[0]) {
		if other, ok := r.(*ssa.Call); ok && other != call && len(other.Call.Args) > 0 && other.Call.Args[0] == c.Args[0] {
			if callee := other.Call.StaticCallee(); callee != nil && callee.Name() == check && paths.NilAt(other, call.Block()) {
				return true
			}
		}
	}
	return false
}

// listsAll reports whether c calls a client-go lister's List with the
// selector of every object, v (frameworks.Listers).
func listsAll(c *ssa.CallCommon, v ssa.Value) bool {
	m := ssautil.CalledFunc(c)
	sel, ok := v.(*ssa.Call)
	if m == nil || m.Pkg() == nil || m.Name() != frameworks.Listers.Method || !ok || ssautil.StaticName(sel.Common()) != frameworks.Listers.SelectAll {
		return false
	}
	for _, p := range frameworks.Listers.Pkgs {
		if path := m.Pkg().Path(); path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// encodes reports whether the encoder name always encodes v.
func (a *failures) encodes(name string, v ssa.Value) bool {
	switch frameworks.Encoders[name] {
	case frameworks.EncodesValues:
		tag := "json"
		if frameworks.YAMLTagged[name] {
			tag = "yaml"
		}
		return a.encodable(v, tag)
	case frameworks.EncodesRows:
		return encodableRows(v)
	}
	return false
}

// failureText returns the text of the error a call of a foreign
// function returns: none where it cannot fail (cannotFailCall); where an
// encoder encodes a parameter of the Summarized function (a helper
// NewJSONContent(v any)), or Columns asks rows the function was given
// (processRows(rows *sql.Rows)), the parameter's failure, which each
// call decides by the value it passes (origin.Node.Fails); the
// function's own text otherwise.
func (a *failures) failureText(call *ssa.Call, name string) *origin.Node {
	if a.cannotFailCall(call) {
		return nil
	}
	if _, ok := frameworks.Encoders[name]; ok {
		if p := a.paramLeaf(encodedValue(call.Common())); p != nil {
			p.Fails, p.Text = true, name
			return p.At(call.Pos())
		}
	}
	if frameworks.NumberMethods[name] {
		// getIntArg(args map[string]any, key string): a number
		// asserted from an entry of the map parameter fails only where
		// the caller's map can hold a json.Number.
		if p := entryOfParam(asserted(call.Common().Args[0])); p != nil {
			n := paramNode(p)
			n.Fails, n.Text = true, name
			return n.At(call.Pos())
		}
	}
	if p := sqlrows.FromParam(call, name); p != nil {
		n := paramNode(p)
		n.Fails, n.Text = true, name
		return n.At(call.Pos())
	}
	return origin.Leaf(origin.Foreign, name).At(call.Pos())
}

// argCannotFail reports whether the failure name of a Param leaf marked
// Fails cannot happen for arg, what a call passes for that parameter:
// an encoder's on a value it always encodes, a call on rows' on rows
// the caller opened (sqlrows.ArgOpen), a json.Number method's on a map
// of decoded data.
func (a *failures) argCannotFail(name string, arg ssa.Value) bool {
	if frameworks.SQLRows.OpenOnly[name] {
		return sqlrows.ArgOpen(arg)
	}
	if frameworks.NumberMethods[name] {
		return a.decodedNumbers(arg)
	}
	return a.encodes(name, arg)
}

// parses reports whether a URL parse (frameworks.URLParsers) cannot
// fail: its method and URL are constants the function accepts, or its
// URL is one an earlier parse on every path to it accepted (or the
// String of a URL that parse returned), with a constant method the
// function accepts and a context that is not nil.
func (a *failures) parses(call *ssa.Call, p frameworks.URLParse) bool {
	args := call.Call.Args
	method := http.MethodGet
	if p.Method >= 0 {
		c, ok := args[p.Method].(*ssa.Const)
		if !ok || c.Value == nil {
			return false
		}
		method = ssautil.ConstString(c)
	}
	if p.Ctx >= 0 && ssautil.IsNilConst(args[p.Ctx]) {
		return false
	}
	u := args[p.URL]
	if c, ok := u.(*ssa.Const); ok && c.Value != nil {
		return accepted(method, ssautil.ConstString(c))
	}
	return accepted(method, "http://localhost/") && (parsedString(u) || a.parsedBefore(call, u))
}

// accepted runs http.NewRequest on a constant method and URL: whether
// it fails is decided by those alone.
func accepted(method, rawURL string) bool {
	_, err := http.NewRequestWithContext(context.Background(), method, rawURL, nil)
	return err == nil
}

// parsedString reports whether v is the String of a URL that url.Parse
// returned, changed at most in its escaped parts (Path, RawQuery set to
// encoded values): such text parses again.
func parsedString(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok || ssautil.StaticName(call.Common()) != frameworks.URLString {
		return false
	}
	e, ok := call.Call.Args[0].(*ssa.Extract)
	if !ok {
		return false
	}
	parse, ok := e.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	if p, ok := frameworks.URLParsers[ssautil.StaticName(parse.Common())]; !ok || p.Method >= 0 {
		return false
	}
	for _, r := range paths.Referrers(e) {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		for _, st := range ssautil.StoresTo(fa) {
			if !escapedField(ssautil.FieldName(fa), st.Val) {
				return false
			}
		}
	}
	return true
}

// escapedField reports whether storing v in a URL's field keeps its
// String parsing: String escapes Path, and encoded values need none.
func escapedField(field string, v ssa.Value) bool {
	if field == "Path" {
		return true
	}
	call, ok := v.(*ssa.Call)
	return ok && field == "RawQuery" && ssautil.StaticName(call.Common()) == frameworks.URLValuesEncode
}

// parsedBefore reports whether another URL parse of u, in the same
// function, accepted it on every path to call: call lies on the nil side
// of that parse's error. A u that is one of several values, by path
// (the caller's URL, or the caller's with a scheme put in front), is
// accepted where each was, on the path that brings it.
func (a *failures) parsedBefore(call *ssa.Call, u ssa.Value) bool {
	if phi, ok := u.(*ssa.Phi); ok {
		for i, e := range phi.Edges {
			if !parsedAt(call, e, func(err ssa.Value) bool { return paths.NilOnEdge(err, phi.Block().Preds[i], phi.Block()) }) {
				return false
			}
		}
		return true
	}
	return parsedAt(call, u, func(err ssa.Value) bool { return paths.NilAt(err, call.Block()) })
}

// parsedAt reports whether u has a URL parse other than call whose error
// nilHere says is nil: on every path to call, or on the edge that brings
// u to it.
func parsedAt(call *ssa.Call, u ssa.Value, nilHere func(err ssa.Value) bool) bool {
	for _, r := range paths.Referrers(u) {
		other, ok := r.(*ssa.Call)
		if !ok || other == call {
			continue
		}
		p, ok := frameworks.URLParsers[ssautil.StaticName(other.Common())]
		if !ok || other.Call.Args[p.URL] != u {
			continue
		}
		last := other.Call.Signature().Results().Len() - 1
		for _, e := range paths.Referrers(other) {
			if e, ok := e.(*ssa.Extract); ok && e.Index == last && nilHere(e) {
				return true
			}
		}
	}
	return false
}

// cannotFail reports whether err is the error result of a call that
// cannot fail (cannotFailCall), or of a module helper that never fails
// or fails only where an encoder fails on what the call passes, which
// cannot fail (marshalJSON(map[string]any{...})), or a variable only
// such errors and nil reach: tracing gives it no text, so no sink on its
// branch may be left with the module's words alone.
func (a *failures) cannotFail(err ssa.Value) bool {
	return ssautil.Walk(err, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		switch v := v.(type) {
		case *ssa.Extract:
			call, ok := v.Tuple.(*ssa.Call)
			return ok && v.Index == call.Call.Signature().Results().Len()-1 && (a.cannotFailCall(call) || a.ownedCannotFail(call, v.Index))
		case *ssa.Call:
			// A call whose only result is the error (rows.Scan).
			return v.Call.Signature().Results().Len() == 1 && (a.cannotFailCall(v) || a.ownedCannotFail(v, 0))
		case *ssa.Phi:
			return everyEdge(v, follow)
		}
		return false
	})
}

// neverNil reports whether v is the result of a function a framework
// guarantees is not nil during a tool call.
func (a *failures) neverNil(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	f, ok := CalledFunc(call)
	return ok && a.Index.NeverNil[f]
}

// ownedCannotFail reports whether the error (result index, the last) of
// a call of a module function is always nil: the function never fails
// (FuncFact.NeverFails), or its error comes only from encoders given, by
// this call, values they always encode (origin.Node.Fails).
func (a *failures) ownedCannotFail(call *ssa.Call, index int) bool {
	callee := call.Call.StaticCallee()
	if callee == nil {
		return false
	}
	obj, _ := callee.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil || !a.Mod.Owns(obj.Pkg().Path()) {
		return false
	}
	sum := a.SummaryOf(obj)
	if sum == nil || sum == Recursing || index >= len(sum.Results) {
		return false
	}
	if sum.NeverFails {
		return true
	}
	text := sum.Results[index].Text
	return text.HasFailures() && a.Instantiate(text, call.Call.Args, nil, "", call.Pos(), false) == nil
}
