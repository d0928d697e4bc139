package trace

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Text returns who wrote the text of v: a string's text, an error's
// Error() text, a byte slice's bytes, or how a formatted value prints.
// Results are memoized; a value met again while it is being traced (a
// loop through phis) contributes nothing new.
func (a *Tracer) Text(v ssa.Value) *origin.Node {
	if n, ok := a.texts[v]; ok {
		return n
	}
	if a.tracing[v] {
		return nil
	}
	a.tracing[v] = true
	n := a.trace(v)
	delete(a.tracing, v)
	a.texts[v] = n
	return n
}

func (a *Tracer) trace(v ssa.Value) *origin.Node {
	if IsContext(v.Type()) {
		if n, ok := a.contextText(v); ok {
			return n
		}
	}
	if n, ok := a.traceAnyType(v); ok {
		return n
	}
	if !shape.CarriesText(v.Type()) {
		return Data
	}
	if n, ok := a.remote.remoteText(v); ok {
		return n
	}
	switch v := v.(type) {
	case *ssa.Parameter:
		return paramNode(v)
	case *ssa.FreeVar:
		if b := ssautil.Binding(v); b != nil {
			return a.outerText(v.Parent(), b.Parent(), a.Text(b))
		}
	case *ssa.Call:
		return a.callText(v, 0)
	case *ssa.Extract:
		switch t := v.Tuple.(type) {
		case *ssa.Call:
			return a.CallResult(t, v.Index, paths.ReadOnSuccess(v))
		case *ssa.TypeAssert:
			return a.Text(t.X)
		}
	case *ssa.Phi:
		alts := make([]*origin.Node, len(v.Edges))
		for i, e := range v.Edges {
			if !paths.NilOnEdge(e, v.Block().Preds[i], v.Block()) {
				alts[i] = a.Text(e)
			}
		}
		if cutPhi(v) {
			return origin.NewChoice(alts...).CutShort()
		}
		return origin.NewChoice(alts...)
	case *ssa.ChangeInterface:
		return a.Text(v.X)
	case *ssa.ChangeType:
		return a.Text(v.X)
	case *ssa.Convert:
		return a.Text(v.X)
	case *ssa.MultiConvert:
		return a.Text(v.X)
	case *ssa.TypeAssert:
		return a.Text(v.X)
	case *ssa.Slice:
		if _, ok := v.X.(*ssa.Alloc); ok && len(ssautil.Elements(v)) > 0 {
			return a.elems(v) // a slice literal: its parts
		}
		if v.High != nil {
			return a.Text(v.X).CutShort() // s[:n]: at most n bytes of it
		}
		return a.Text(v.X)
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return a.load(v)
		}
	case *ssa.BinOp:
		if v.Op == token.ADD {
			return origin.NewConcat(a.Text(v.X), a.Text(v.Y))
		}
		return Data
	case *ssa.Field:
		return a.field(v.X, v.Field, v.X.Type())
	case *ssa.Lookup:
		if p, ok := v.X.(*ssa.Parameter); ok {
			// An entry of a map parameter (a tool's arguments): as
			// the argument is.
			return paramNode(p)
		}
	}
	return Unknown
}

// cutPhi reports whether phi is a value x or a prefix x[:n] of it, the
// branch decided by a test of x's length (if len(x) > n { x = x[:n] }):
// on both paths the text is bounded.
func cutPhi(phi *ssa.Phi) bool {
	if len(phi.Edges) != 2 {
		return false
	}
	var x ssa.Value
	for _, e := range phi.Edges {
		if s, ok := e.(*ssa.Slice); ok && s.High != nil {
			x = s.X
		}
	}
	for _, e := range phi.Edges {
		if s, ok := e.(*ssa.Slice); x == nil || e != x && (!ok || s.X != x || s.High == nil) {
			return false
		}
	}
	ifi, ok := ssautil.LastInstr(phi.Block().Idom()).(*ssa.If)
	if !ok {
		return false
	}
	cmp, ok := ifi.Cond.(*ssa.BinOp)
	return ok && (paths.LenOf(cmp.X) == x || paths.LenOf(cmp.Y) == x)
}

// traceAnyType traces the values whose text does not follow from their
// type carrying text: optional values wrapping text, constants, values
// boxed in interfaces, and memory written into. ok is false for others.
func (a *Tracer) traceAnyType(v ssa.Value) (n *origin.Node, ok bool) {
	switch v := v.(type) {
	case *ssa.Call:
		if w := a.Wrapped(v); w != nil {
			// An optional value wrapping text (anthropic.String(s)).
			return a.Text(w), true
		}
	case *ssa.Const:
		switch {
		case v.IsNil():
			return nil, true
		case v.Value != nil && v.Value.Kind() == constant.String:
			return origin.Leaf(origin.Lit, constant.StringVal(v.Value)), true
		}
		return Data, true
	case *ssa.MakeInterface:
		return a.boxed(v), true
	case *ssa.Alloc, *ssa.MakeSlice:
		return a.bodies.buffer(v), true
	}
	return nil, false
}

// outerText returns n, the text of a value of function g (a closure's
// free variable, what was stored in a variable it shares) as read in
// closure fn. A Param leaf has only an index: g's parameters cannot be
// told from fn's own, and the request's cancellation is read off fn's
// context parameters by index (handlerParams, contextParams,
// requestContext). Where fn has a context parameter at the index of one
// of g's, g's parameter is given what it is inside fn: the handler's own
// parameters are what handlerParams says, another context is one whose
// origin is not seen, and any other value (a tool factory's name) is
// data in a handler, as a handler's parameters are, and unknown
// elsewhere.
func (a *Tracer) outerText(fn, g *ssa.Function, n *origin.Node) *origin.Node {
	if fn == g || g == nil || n == nil {
		return n
	}
	var args []*origin.Node
	for _, p := range n.Leaves(origin.Param) {
		if p.Index >= len(fn.Params) || !IsContext(fn.Params[p.Index].Type()) || p.Index >= len(g.Params) {
			continue
		}
		if args == nil {
			args = make([]*origin.Node, len(g.Params))
			for i := range args {
				args[i] = &origin.Node{Op: origin.Param, Index: i}
			}
		}
		args[p.Index] = a.outerParam(fn, g, p.Index)
	}
	if args == nil {
		return n
	}
	return n.Subst(args, nil, "", token.NoPos, false)
}

// outerParam returns the text, inside closure fn, of the i-th parameter
// of another function g (see outerText).
func (a *Tracer) outerParam(fn, g *ssa.Function, i int) *origin.Node {
	if h, _ := a.Enclosing(g); h != nil && h.Fn == g {
		return HandlerParams(g, h.Handler)[i]
	}
	if IsContext(g.Params[i].Type()) {
		return UnseenContext
	}
	if h, _ := a.Enclosing(fn); h != nil {
		return Data
	}
	return Unknown
}

// paramNode returns the node standing for parameter p in a summary.
func paramNode(p *ssa.Parameter) *origin.Node {
	return &origin.Node{Op: origin.Param, Index: slices.Index(p.Parent().Params, p)}
}

var (
	Data    = origin.Leaf(origin.Data, "")
	Unknown = origin.Leaf(origin.Unknown, "")
)

// load traces a value read through a pointer.
func (a *Tracer) load(u *ssa.UnOp) *origin.Node {
	addr := u.X
	if fv, ok := addr.(*ssa.FreeVar); ok {
		if b := ssautil.Binding(fv); b != nil {
			addr = b
		}
	}
	switch addr := addr.(type) {
	case *ssa.Global:
		return a.global(addr, u.Pos())
	case *ssa.Alloc:
		var alts []*origin.Node
		for _, st := range a.ReachingStores(addr, u) {
			// A variable a closure shares with the function that made
			// it (or another closure) holds what was stored there, in
			// that function's terms.
			alts = append(alts, a.outerText(u.Parent(), st.Parent(), a.Text(st.Val)))
		}
		if len(alts) == 0 {
			return a.outerText(u.Parent(), addr.Parent(), a.Text(addr))
		}
		return origin.NewChoice(alts...)
	case *ssa.FieldAddr:
		return a.field(addr.X, addr.Field, addr.X.Type())
	}
	return Unknown
}

// ReachingStores returns the stores to the local variable alloc that the
// load u may read: the last store before u in its block, or else the
// last store of each block from which a path without stores leads to u
// (a variable a function assigns again and again, such as a named error
// result, holds on each path what was last stored on it). Where no
// store reaches u (it reads the zero value), every store is taken, as
// if the order were not known. A function's recover block reads what
// deferred closures stored.
func (a *Tracer) ReachingStores(alloc *ssa.Alloc, u *ssa.UnOp) []*ssa.Store {
	if u.Block() == u.Parent().Recover {
		return ClosureStores(alloc)
	}
	if last := lastStore(u.Block(), alloc, u); last != nil {
		return []*ssa.Store{last}
	}
	var out []*ssa.Store
	seen := map[*ssa.BasicBlock]bool{}
	work := slices.Clone(u.Block().Preds)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[b] {
			continue
		}
		seen[b] = true
		if st := lastStore(b, alloc, nil); st != nil {
			out = append(out, st)
		} else {
			work = append(work, b.Preds...)
		}
	}
	if len(out) == 0 {
		return ssautil.StoresTo(alloc)
	}
	return out
}

// lastStore returns the last store to alloc in block b before the
// instruction before (all of b if before is nil), or nil.
func lastStore(b *ssa.BasicBlock, alloc *ssa.Alloc, before ssa.Instruction) *ssa.Store {
	var last *ssa.Store
	for _, instr := range b.Instrs {
		if instr == before {
			break
		}
		if st, ok := instr.(*ssa.Store); ok && st.Addr == alloc {
			last = st
		}
	}
	return last
}

// ClosureStores returns the stores that closures capturing the local
// variable alloc make to it: deferred functions setting named results.
func ClosureStores(alloc *ssa.Alloc) []*ssa.Store {
	var out []*ssa.Store
	if refs := alloc.Referrers(); refs != nil {
		for _, r := range *refs {
			mc, ok := r.(*ssa.MakeClosure)
			if !ok {
				continue
			}
			fn := mc.Fn.(*ssa.Function)
			for i, b := range mc.Bindings {
				if b == alloc && i < len(fn.FreeVars) {
					out = append(out, ssautil.StoresTo(fn.FreeVars[i])...)
				}
			}
		}
	}
	return out
}

// global traces a package-level variable.
func (a *Tracer) global(g *ssa.Global, pos token.Pos) *origin.Node {
	obj := g.Object()
	switch {
	case g.Pkg == a.Pkg:
		var alts []*origin.Node
		for _, s := range a.Globals[g] {
			alts = append(alts, a.Text(s))
		}
		return origin.NewChoice(alts...)
	case obj == nil || obj.Pkg() == nil:
		return Unknown
	case a.Mod.Owns(obj.Pkg().Path()):
		var f facts.VarFact
		if a.Pass.ImportObjectFact(obj, &f) {
			return f.Text.Subst(nil, nil, "", pos, false)
		}
		return Unknown
	case a.Trusted.Match(obj.Pkg().Path() + "." + obj.Name()):
		return trustedText(obj.Pkg().Path() + "." + obj.Name())
	case ssautil.IsError(ssautil.Deref(g.Type())):
		// io.EOF, sql.ErrNoRows: the text is the other package's.
		return origin.Leaf(origin.Foreign, obj.Pkg().Path()+"."+obj.Name()).At(pos)
	}
	return Data
}

// field traces a field read from a struct of type t.
func (a *Tracer) field(base ssa.Value, index int, t types.Type) *origin.Node {
	if p, ok := base.(*ssa.Parameter); ok {
		if fn := p.Parent(); fn.Signature.Recv() != nil && fn.Params[0] == p {
			// A method reading its receiver: Error methods are
			// Summarized over their receiver's fields.
			return &origin.Node{Op: origin.Field, Index: index}
		}
	}
	if u, ok := base.(*ssa.UnOp); ok && u.Op == token.MUL {
		base = u.X
	}
	if _, ok := base.(*ssa.Parameter); ok {
		// A field of an argument: input, such as a typed handler's In.
		return Data
	}
	if alloc, ok := base.(*ssa.Alloc); ok && shape.IsStruct(ssautil.Deref(alloc.Type())) {
		fields := a.fields(alloc)
		if index < len(fields) && fields[index] != nil {
			return fields[index]
		}
		if n := a.wholeField(alloc, index); n != nil {
			return n
		}
		return a.Text(alloc)
	}
	named, _ := types.Unalias(ssautil.Deref(t)).(*types.Named)
	switch {
	case named == nil || named.Obj().Pkg() == nil:
		return Unknown
	case a.Mod.Owns(named.Obj().Pkg().Path()):
		// A field of a module result type a call returned.
		if st, ok := named.Underlying().(*types.Struct); ok && index < st.NumFields() {
			if n := a.resultField(base, st.Field(index).Name()); n != nil {
				return n
			}
		}
		return Unknown
	case ssautil.IsError(named) || ssautil.IsError(types.NewPointer(named)):
		// A field of a foreign error value: its own wording.
		st, _ := named.Underlying().(*types.Struct)
		name := named.Obj().Pkg().Path() + "." + named.Obj().Name()
		if st != nil && index < st.NumFields() {
			name += "." + st.Field(index).Name()
		}
		if frameworks.CommandErrorOutput[name] {
			return origin.Leaf(origin.Output, name) // the command's stderr
		}
		return origin.Leaf(origin.Foreign, name)
	}
	// Data of a foreign struct: a status line, a title.
	return Data
}

// wholeField traces field index of the struct values that calls
// returned and that were stored whole into the variable alloc: a call's
// result kept in memory rather than in a register (res, err :=
// tool.Run(ctx, call) in a function the SSA builder cannot lift, one
// with a goto or a variable a closure shares) has the field of what the
// call returned. Zero values hold no text; nil unless every other value
// stored is such a result.
func (a *Tracer) wholeField(alloc *ssa.Alloc, index int) *origin.Node {
	st, _ := ssautil.Deref(alloc.Type()).Underlying().(*types.Struct)
	var alts []*origin.Node
	for _, store := range ssautil.StoresTo(alloc) {
		if _, zero := store.Val.(*ssa.Const); zero {
			continue
		}
		n := a.resultField(store.Val, st.Field(index).Name())
		if n == nil {
			return nil
		}
		alts = append(alts, n)
	}
	return origin.NewChoice(alts...)
}

// fields returns the texts stored into the fields of the struct at
// address base, by field index (nil where nothing is stored).
func (a *Tracer) fields(base ssa.Value) []*origin.Node {
	st, ok := ssautil.Deref(base.Type()).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	out := make([]*origin.Node, st.NumFields())
	if refs := base.Referrers(); refs != nil {
		for _, r := range *refs {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || fa.X != base {
				continue
			}
			for _, s := range ssautil.StoresTo(fa) {
				out[fa.Field] = origin.NewChoice(out[fa.Field], a.Text(s.Val))
			}
		}
	}
	return out
}

// boxed traces a value converted to an interface: an error of a module
// type becomes a Typed node carrying the text its Error method prints.
func (a *Tracer) boxed(v *ssa.MakeInterface) *origin.Node {
	x := v.X
	named, _ := types.Unalias(ssautil.Deref(x.Type())).(*types.Named)
	if named == nil || named.Obj().Pkg() == nil {
		return a.Text(x)
	}
	errMethod, _, _ := types.LookupFieldOrMethod(x.Type(), true, nil, "Error")
	errFn, _ := errMethod.(*types.Func)
	owned := a.Mod.Owns(named.Obj().Pkg().Path())

	var fields []*origin.Node
	base := x
	if u, ok := base.(*ssa.UnOp); ok && u.Op == token.MUL {
		base = u.X
	}
	if alloc, ok := base.(*ssa.Alloc); ok {
		fields = a.fields(alloc)
	}
	if errFn == nil || !ssautil.IsError(x.Type()) {
		return a.Text(x)
	}
	if !owned {
		switch x.(type) {
		case *ssa.Convert, *ssa.ChangeType, *ssa.Const:
			// A foreign error type made here from a number or a code
			// (syscall.Errno(n)): its Error method writes the text.
			return origin.Leaf(origin.Foreign, errFn.FullName()).At(v.Pos())
		}
		// An error of a foreign type built here (&url.Error{...},
		// &jsonrpc.Error{Message: ...}): approximately its fields.
		if fields == nil {
			return a.Text(x)
		}
		return origin.NewConcat(textFields(fields, ssautil.Deref(x.Type()))...)
	}
	var text *origin.Node
	if sum := a.SummaryOf(errFn); sum != nil && len(sum.Results) > 0 {
		text = sum.Results[0].Text.Subst([]*origin.Node{a.Text(x)}, fields, "", v.Pos(), false)
	} else if fields != nil {
		text = origin.NewConcat(textFields(fields, ssautil.Deref(x.Type()))...)
	} else {
		text = Unknown
	}
	n := &origin.Node{Op: origin.Typed, Text: named.Obj().Name()}
	if text != nil {
		n.Kids = []*origin.Node{text}
	}
	n.Retry, n.RetryField = a.retryDecision(x.Type(), base, fields)
	return n.At(ssautil.AllocPos(base, v.Pos()))
}

// textFields returns the texts of a struct's string fields.
func textFields(fields []*origin.Node, t types.Type) []*origin.Node {
	st, _ := t.Underlying().(*types.Struct)
	var out []*origin.Node
	for i, f := range fields {
		if f != nil && st != nil && i < st.NumFields() {
			if b, ok := st.Field(i).Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				out = append(out, f)
			}
		}
	}
	return out
}

// retryDecision says whether a value of module error type t decides
// retrying by its structure.
func (a *Tracer) retryDecision(t types.Type, base ssa.Value, fields []*origin.Node) (origin.Retry, string) {
	for _, m := range frameworks.RetryMethods {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, m); obj != nil {
			if fn, ok := obj.(*types.Func); ok && fn.Signature().Params().Len() == 0 && fn.Signature().Results().Len() == 1 {
				return origin.RetryMethod, ""
			}
		}
	}
	st, ok := ssautil.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return origin.RetryNone, ""
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		b, ok := f.Type().Underlying().(*types.Basic)
		if !ok || b.Kind() != types.Bool || !slices.ContainsFunc(a.Opts.RetryFields, func(n string) bool { return strings.EqualFold(n, f.Name()) }) {
			continue
		}
		if _, isAlloc := base.(*ssa.Alloc); !isAlloc {
			// Built elsewhere: whether it is set is not visible here.
			return origin.RetrySet, f.Name()
		}
		if fields != nil && fields[i] != nil {
			return origin.RetrySet, f.Name()
		}
		return origin.RetryUnset, f.Name()
	}
	return origin.RetryNone, ""
}
