package trace

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
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
		for _, st := range ssautil.ReachingStores(addr, u) {
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
	case *ssa.Field, *ssa.UnOp, *ssa.Parameter:
		// A pointer the caller handed in, or read out of what it
		// handed in (a typed input's optional *string field): what it
		// points to is the caller's data, as the pointer is.
		if n := a.Text(addr); n.Op == origin.Data || n.Op == origin.Param {
			return n
		}
	}
	return Unknown
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
		n := a.Text(alloc)
		if len(n.Leaves(origin.Body)) > 0 && valueField(alloc, index) {
			// A value a decoder read out of a body (a version, an
			// id, a count) is one value of it, not the body; the
			// upstream's words (an error object's message) are.
			return Data
		}
		return n
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
		if frameworks.InputEchoFields[name] {
			return Data // the caller's own input (a JSON key)
		}
		return origin.Leaf(origin.Foreign, name)
	}
	if n := bodyField(named, index); n != nil {
		return n
	}
	if st, ok := named.Underlying().(*types.Struct); ok && index < st.NumFields() && ssautil.IsErrorInterface(st.Field(index).Type()) {
		// The error a library's value keeps of the operation that
		// made it (gorm's db.Find(&rows).Error): the library's words.
		return origin.Leaf(origin.Foreign, named.Obj().Pkg().Path()+"."+named.Obj().Name()+"."+st.Field(index).Name())
	}
	// Data of a foreign struct: a status line, a title.
	return Data
}

// sdkBody returns the text of v where v is the address of a field of a
// foreign response struct that holds the body the service answered (a
// *bytes.Buffer a String call reads), else nil.
func (a *Tracer) sdkBody(v ssa.Value) *origin.Node {
	fa, ok := v.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	named, _ := types.Unalias(ssautil.Deref(fa.X.Type())).(*types.Named)
	if named == nil || named.Obj().Pkg() == nil || a.Mod.Owns(named.Obj().Pkg().Path()) {
		return nil
	}
	return bodyField(named, fa.Field)
}

// bodyField returns the Body leaf of field index of named, a foreign
// type, where that field is the raw body an SDK keeps (upstreamBody),
// else nil. A foreign error's fields are its wording, not a body.
func bodyField(named *types.Named, index int) *origin.Node {
	st, ok := named.Underlying().(*types.Struct)
	if !ok || index >= st.NumFields() || ssautil.IsError(named) || ssautil.IsError(types.NewPointer(named)) || !upstreamBody(named, st.Field(index)) {
		return nil
	}
	return origin.Leaf(origin.Body, named.Obj().Pkg().Path()+"."+named.Obj().Name()+"."+st.Field(index).Name())
}

// upstreamBody reports whether field f of the foreign struct named is
// the raw body a service answered, as an SDK's response keeps it
// (go-atlassian's ResponseScheme.Bytes): the struct's name says it is a
// response, the field's name says body or raw bytes, and it holds bytes
// or text. Those are the service's words, a prompt to whoever reads
// them, however the SDK stored them.
func upstreamBody(named *types.Named, f *types.Var) bool {
	if !strings.Contains(named.Obj().Name(), "Response") || !bodyFields[f.Name()] {
		return false
	}
	t := types.Unalias(f.Type())
	if pkg, name := ssautil.NamedOf(t); pkg == "bytes" && name == "Buffer" {
		return true
	}
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Kind() == types.String
	}
	sl, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := sl.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// bodyFields are the names SDKs give the raw body of a response.
var bodyFields = map[string]bool{"Body": true, "Bytes": true, "RawBody": true, "Raw": true, "RawResponse": true}

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

// valueField reports whether field index of the struct alloc points to
// holds a value rather than words: a number or boolean, or a string not
// named for prose (see proseFields).
func valueField(alloc *ssa.Alloc, index int) bool {
	st, ok := ssautil.Deref(alloc.Type()).Underlying().(*types.Struct)
	if !ok || index >= st.NumFields() {
		return false
	}
	f := st.Field(index)
	basic, ok := f.Type().Underlying().(*types.Basic)
	if !ok {
		return false
	}
	return basic.Info()&types.IsString == 0 || !proseFields[strings.ToLower(f.Name())]
}

// proseFields name the string fields in which an upstream answer holds
// its own words.
var proseFields = map[string]bool{
	"message": true, "msg": true, "error": true, "errors": true, "detail": true, "details": true,
	"description": true, "reason": true, "title": true, "text": true, "body": true, "hint": true,
}
