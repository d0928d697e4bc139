package trace

import (
	"encoding/json"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/paths"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/ssa"
)

// encodable reports whether an encoder's argument is data it always
// encodes: of a type with only plain data, what JSON decoding produced,
// or a map the function fills with plain data only. An argument that is
// an interface already (var v any; json.Unmarshal(b, &v); json.Marshal(v))
// is no conversion: only what decoding produced counts there.
// An argument of a concrete type (what a call of a generic helper passes
// for its type parameter) is judged as the value it is. tag is the
// struct tag key the encoder reads (see plainData).
func (a *failures) encodable(arg ssa.Value, tag string) bool {
	x := arg
	if mi, ok := arg.(*ssa.MakeInterface); ok {
		x = mi.X
	} else if types.IsInterface(arg.Type()) {
		return a.decoded(arg) || a.moduleEncodable(arg)
	}
	return a.plainData(x.Type(), tag, map[types.Type]bool{}) || a.decoded(x) || a.plainMap(x, tag)
}

// plainData reports whether an Encoder always encodes a value of
// type t: strings, numbers, booleans, and pointers, slices, arrays, maps
// with string or integer keys, and structs of those, with no custom
// marshaler anywhere. An interface-typed field of a struct of this
// package is plain where every value the package stores into it is
// (ExecResult{Stdout: out.String()} for a field Stdout any): the
// package that declares a result type is where it is filled. A field
// whose tag under the key tag, the encoder's, is "-" is never encoded,
// so whatever it holds is no failure (a json.RawMessage kept aside with
// `json:"-"`); tag "" asks for every encoder.
func (a *failures) plainData(t types.Type, tag string, seen map[types.Type]bool) bool {
	if types.IsInterface(t) {
		return false // before seen, which answers true for a type met again
	}
	if seen[t] {
		return true // a recursive type: its other parts decide
	}
	seen[t] = true
	generated := generatedMarshaler(t)
	if marshals(t, frameworks.EncodesValues) && !generated {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return scalar(u)
	case *types.Pointer:
		return a.plainData(u.Elem(), tag, seen)
	case *types.Slice:
		return a.plainData(u.Elem(), tag, seen)
	case *types.Array:
		return a.plainData(u.Elem(), tag, seen)
	case *types.Map:
		k, ok := u.Key().Underlying().(*types.Basic)
		return ok && k.Info()&(types.IsString|types.IsInteger) != 0 && a.plainData(u.Elem(), tag, seen)
	case *types.Struct:
		for i := range u.NumFields() {
			f := u.Field(i)
			if generated && leftOutByGenerator(f, u.Tag(i)) || tag != "" && reflect.StructTag(u.Tag(i)).Get(tag) == "-" {
				continue
			}
			if f.Exported() && !a.plainData(f.Type(), tag, seen) && !a.plainField(f, tag, seen) {
				return false
			}
		}
		return true
	}
	return false
}

// generatedMarshaler reports whether t (or a pointer to it) encodes
// itself by a generated MarshalJSON (frameworks.GeneratedMarshalers),
// which fails only where a field fails: its fields decide.
func generatedMarshaler(t types.Type) bool {
	for _, g := range frameworks.GeneratedMarshalers {
		obj, _, _ := types.LookupFieldOrMethod(t, true, nil, g.Method)
		m, ok := obj.(*types.Func)
		if !ok || m.Signature().Params().Len() != 1 {
			continue
		}
		if pkg, name := ssautil.NamedOf(m.Signature().Params().At(0).Type()); pkg == g.WriterPkg && name == g.Writer {
			return true
		}
	}
	return false
}

// leftOutByGenerator reports whether a generated marshaler writes
// nothing of field f (tag, its struct tag): "-" in its JSON tag, or an
// embedded field without a JSON name that is neither a struct (whose
// fields it flattens) nor a string, number or boolean.
func leftOutByGenerator(f *types.Var, tag string) bool {
	json := reflect.StructTag(tag).Get("json")
	if json == "-" {
		return true
	}
	name, _, _ := strings.Cut(json, ",")
	if !f.Embedded() || name != "" {
		return false
	}
	switch u := ssautil.Deref(f.Type()).Underlying().(type) {
	case *types.Struct:
		return false
	case *types.Basic:
		return !scalar(u)
	}
	return true
}

// plainField reports whether f is an interface-typed field into which
// the package stores plain data only, and something at least.
func (a *failures) plainField(f *types.Var, tag string, seen map[types.Type]bool) bool {
	held := a.Held[f]
	if len(held) == 0 {
		return false
	}
	for _, t := range held {
		if t == nil || !a.plainData(t, tag, seen) {
			return false
		}
	}
	return true
}

// marshals reports whether t (or a pointer to it) has a method by which
// it encodes itself for an encoder of encoding enc, which may fail.
func marshals(t types.Type, enc frameworks.Encoding) bool {
	if pkg, name := ssautil.NamedOf(t); frameworks.SafeMarshalers[pkg+"."+name] {
		return false
	}
	for _, m := range frameworks.Marshalers[enc] {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, m); obj != nil {
			return true
		}
	}
	return false
}

// scalar reports whether a basic type is one every encoder writes as is:
// strings, integers, floats and booleans (not complex numbers).
func scalar(b *types.Basic) bool {
	return b.Info()&(types.IsString|types.IsInteger|types.IsFloat|types.IsBoolean) != 0
}

// encodableRows reports whether a table encoder's argument
// (frameworks.EncodesRows) is data it always encodes: a slice or array,
// or a pointer to one, of structs or pointers to structs, whose columns
// are all plain cells. Anything else (a map, a slice of strings) is an
// error of the encoder's own, so it stays a source.
func encodableRows(arg ssa.Value) bool {
	mi, ok := arg.(*ssa.MakeInterface)
	if !ok {
		return false
	}
	var elem types.Type
	switch u := ssautil.Deref(mi.X.Type()).Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	default:
		return false
	}
	row, ok := ssautil.Deref(elem).Underlying().(*types.Struct)
	return ok && plainColumns(row, map[types.Type]bool{})
}

// plainColumns reports whether every exported field of a row struct
// (the encoder skips the others) is a plain cell.
func plainColumns(row *types.Struct, seen map[types.Type]bool) bool {
	for i := range row.NumFields() {
		if f := row.Field(i); f.Exported() && !plainCell(f.Type(), seen) {
			return false
		}
	}
	return true
}

// plainCell reports whether a table encoder always writes a field of
// type t: a scalar, a pointer to a plain cell (nil is an empty cell), or
// a struct whose fields are plain cells (flattened into columns), with
// no marshaler that may fail. A struct that holds itself would flatten
// without end, so it is not plain.
func plainCell(t types.Type, seen map[types.Type]bool) bool {
	if seen[t] || marshals(t, frameworks.EncodesRows) {
		return false
	}
	seen[t] = true
	defer delete(seen, t)
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return scalar(u)
	case *types.Pointer:
		return plainCell(u.Elem(), seen)
	case *types.Struct:
		return plainColumns(u, seen)
	}
	return false
}

// decoded reports whether v is what JSON decoding produced: a variable
// (or a pointer to one) that json.Unmarshal or a json.Decoder filled, a
// field of such a variable, a struct the function builds of such
// values and plain data (&Page{Items: resp.Items, Count: n}), the model a foreign API client decoded from
// its JSON response (frameworks.DecodedResults), what a module function
// returns where each of its returns is such a value (FuncFact.Decoded),
// content documented to hold only such data (frameworks.JSONContents),
// the arguments map a framework hands a handler (Handler.DecodedArgs),
// valid JSON text the module wrote as a json.RawMessage, or one of such
// values on each path.
func (a *failures) decoded(v ssa.Value) bool {
	return ssautil.Walk(v, func(v ssa.Value, follow func(ssa.Value) bool) bool {
		switch v := v.(type) {
		case *ssa.UnOp:
			if v.Op != token.MUL {
				return false
			}
			alloc, ok := v.X.(*ssa.Alloc)
			return follow(v.X) || ok && storesDecoded(loadedStores(alloc, v), follow)
		case *ssa.Phi:
			return everyEdge(v, follow)
		case *ssa.Alloc:
			for _, call := range callsReceiving(v) {
				if frameworks.JSONDecoders[ssautil.CalledName(call.Common())] || decodingMethod(call.Common()) {
					return true
				}
			}
			return a.builtOfDecoded(v, follow)
		case *ssa.Extract:
			if l, ok := v.Tuple.(*ssa.Lookup); ok {
				return v.Index == 0 && follow(l.X) // the entry of a comma-ok lookup
			}
			call, ok := v.Tuple.(*ssa.Call)
			return ok && (v.Index == 0 && decodedResult(call) || a.moduleDecoded(call, v.Index))
		case *ssa.Lookup:
			// An entry of a decoded map is decoded (not the ok of a
			// comma-ok lookup, which is no value of the map).
			return !v.CommaOk && follow(v.X)
		case *ssa.Call:
			return frameworks.JSONContents[ssautil.CalledName(v.Common())] || a.moduleDecoded(v, 0)
		case *ssa.Parameter:
			// A handler's map of arguments, as the framework decoded it.
			h := a.Handlers[v.Parent()]
			_, isMap := v.Type().Underlying().(*types.Map)
			return h != nil && h.DecodedArgs && isMap
		case *ssa.Convert:
			// json.RawMessage(`{"ok": true}`): valid JSON text the
			// encoder only compacts, as it does a decoded RawMessage.
			c, ok := v.X.(*ssa.Const)
			pkg, name := ssautil.NamedOf(v.Type())
			return ok && pkg+"."+name == rawMessage && c.Value != nil && json.Valid([]byte(ssautil.ConstString(c)))
		case *ssa.FieldAddr:
			st, ok := ssautil.Deref(v.X.Type()).Underlying().(*types.Struct)
			pkg, name := ssautil.NamedOf(ssautil.Deref(v.X.Type()))
			// A field of a decoded struct was decoded with it
			// (result.Data of an envelope the response filled).
			return ok && frameworks.JSONContentFields[pkg+"."+name+"."+st.Field(v.Field).Name()] || follow(v.X)
		}
		return false
	})
}

// loadedStores returns the stores whose value the load u of the local
// variable alloc may read: a variable assigned on several paths (the
// result variable of a function with a defer) holds what was stored
// last (ssautil.ReachingStores), and in the block that returns after a
// recovered panic, what any store or deferred closure stored.
func loadedStores(alloc *ssa.Alloc, u *ssa.UnOp) []*ssa.Store {
	stores := ssautil.ReachingStores(alloc, u)
	if u.Block() == u.Parent().Recover {
		stores = append(stores, ssautil.StoresTo(alloc)...)
	}
	return stores
}

// storesDecoded reports whether each of stores, and one at least,
// stores nil or a value decoded says is decoded.
func storesDecoded(stores []*ssa.Store, decoded func(ssa.Value) bool) bool {
	for _, st := range stores {
		if !ssautil.IsNilConst(st.Val) && !decoded(st.Val) {
			return false
		}
	}
	return len(stores) > 0
}

// builtOfDecoded reports whether alloc is a struct, with no marshaler
// of its own, whose every exported field is plain data (plainData) or
// gets only values decoded says are decoded; one never set must be
// of a kind whose zero value encodes as null (a nil map, slice, pointer
// or interface), since a zero struct of a kind that cannot be encoded
// fails as surely as a set one.
func (a *failures) builtOfDecoded(alloc *ssa.Alloc, decoded func(ssa.Value) bool) bool {
	t := ssautil.Deref(alloc.Type())
	st, ok := t.Underlying().(*types.Struct)
	if !ok || marshals(t, frameworks.EncodesValues) {
		return false
	}
	set := map[int][]ssa.Value{}
	for _, r := range paths.Referrers(alloc) {
		if fa, ok := r.(*ssa.FieldAddr); ok && fa.X == alloc {
			for _, store := range ssautil.StoresTo(fa) {
				set[fa.Field] = append(set[fa.Field], store.Val)
			}
		}
	}
	for i := range st.NumFields() {
		f := st.Field(i)
		if !f.Exported() || a.plainData(f.Type(), "", map[types.Type]bool{}) {
			continue
		}
		if len(set[i]) == 0 && !nullable(f.Type()) {
			return false
		}
		for _, v := range set[i] {
			if !decoded(v) {
				return false
			}
		}
	}
	return true
}

// nullable reports whether the zero value of t encodes as null.
func nullable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Interface:
		return true
	}
	return false
}

// rawMessage is the type by which JSON text encodes as itself.
const rawMessage = "encoding/json.RawMessage"

// moduleDecoded reports whether the index-th result of call, a call of
// a module function or of a method of a module interface, is decoded on
// every return that can run (FuncFact.Decoded): for an interface, in
// each implementation the module declares, and it declares one at least.
func (a *failures) moduleDecoded(call *ssa.Call, index int) bool {
	fns, ok := a.moduleCallees(call.Common())
	return ok && !slices.ContainsFunc(fns, func(f *types.Func) bool { return !a.decodedBy(f, index) })
}

// moduleCallees returns the module functions a call may run: its static
// callee, or, for a call of a method of a module interface, that method
// of each implementation the module declares in sight. ok is false
// where one is no module function, or there is none.
func (a *failures) moduleCallees(c *ssa.CallCommon) ([]*types.Func, bool) {
	if !c.IsInvoke() {
		obj := ssautil.StaticFunc(c)
		ok := obj != nil && obj.Pkg() != nil && a.Mod.Owns(obj.Pkg().Path())
		return []*types.Func{obj}, ok
	}
	if a.MethodKey(c.Value.Type(), c.Method.Name()) == "" {
		return nil, false
	}
	impls := a.moduleImplementers(c.Value.Type().Underlying().(*types.Interface))
	fns := make([]*types.Func, 0, len(impls))
	for _, t := range impls {
		m, _, _ := types.LookupFieldOrMethod(t, true, c.Method.Pkg(), c.Method.Name())
		f, ok := m.(*types.Func)
		if !ok {
			return nil, false
		}
		fns = append(fns, f)
	}
	return fns, len(fns) > 0
}

// moduleEncodable reports whether v, an interface, is a result of a
// call of module functions that each give there a value every encoder
// encodes (FuncFact.Encodable).
func (a *failures) moduleEncodable(v ssa.Value) bool {
	var (
		call  *ssa.Call
		index int
	)
	switch v := v.(type) {
	case *ssa.Extract:
		call, _ = v.Tuple.(*ssa.Call)
		index = v.Index
	case *ssa.Call:
		call = v
	}
	if call == nil {
		return false
	}
	fns, ok := a.moduleCallees(call.Common())
	return ok && !slices.ContainsFunc(fns, func(f *types.Func) bool {
		sum := a.SummaryOf(f)
		return sum == nil || sum == Recursing || index >= len(sum.Encodable) || !sum.Encodable[index]
	})
}

// decodedBy reports whether the summary of the module function fn says
// its index-th result is decoded.
func (a *failures) decodedBy(fn *types.Func, index int) bool {
	sum := a.SummaryOf(fn)
	return sum != nil && sum != Recursing && index < len(sum.Decoded) && sum.Decoded[index]
}

// everyEdge reports whether follow holds for each edge of phi but nil
// constants: what holds of every value a variable may be holds of it.
func everyEdge(phi *ssa.Phi, follow func(ssa.Value) bool) bool {
	for _, e := range phi.Edges {
		if !ssautil.IsNilConst(e) && !follow(e) {
			return false
		}
	}
	return true
}

// decodedResult reports whether call is a method of a foreign API
// client (called directly or through the client's interface) whose
// first result is a struct model the client decodes from its JSON
// response: one of the package's own, for the clients of
// frameworks.DecodedResults, or, for any client, a model whose every
// exported field names its JSON key (jsonModel: perses' v1.Datasource
// from DatasourceInterface.Create), since a client that returns such a
// model beside an error read it from JSON.
func decodedResult(call *ssa.Call) bool {
	m, recv, path := clientMethod(&call.Call)
	if m == nil || env.Standard(path) {
		return false
	}
	res := m.Signature().Results()
	if res.Len() < 2 || !ssautil.IsError(res.At(res.Len()-1).Type()) {
		return false
	}
	model := res.At(0).Type()
	if s, ok := model.Underlying().(*types.Slice); ok {
		model = s.Elem()
	}
	pkg, _ := ssautil.NamedOf(model)
	st, ok := ssautil.Deref(model).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	if jsonModel(st) && pkg != "" && !env.Standard(pkg) {
		return true
	}
	for _, d := range frameworks.DecodedResults {
		if pkg == path && underPkg(path, d.Pkg) && strings.HasSuffix(recv, d.RecvSuffix) {
			return true
		}
	}
	return false
}

// jsonModel reports whether st has exported fields and each names the
// key it has in JSON (a `json:"..."` tag): a model of a JSON API.
func jsonModel(st *types.Struct) bool {
	n := 0
	for i := range st.NumFields() {
		if !st.Field(i).Exported() {
			continue
		}
		if _, ok := reflect.StructTag(st.Tag(i)).Lookup("json"); !ok {
			return false
		}
		n++
	}
	return n > 0
}

// decodingMethod reports whether c calls a method of a foreign API
// client that decodes the response into its argument
// (frameworks.DecodingMethods).
func decodingMethod(c *ssa.CallCommon) bool {
	m, recv, path := clientMethod(c)
	if m == nil {
		return false
	}
	for _, d := range frameworks.DecodingMethods {
		if underPkg(path, d.Pkg) && (d.Recv == "" || recv == d.Recv) && m.Name() == d.Method {
			return true
		}
	}
	return false
}

// clientMethod returns the method c calls, statically or through an
// interface, with its receiver's type name and package path, or nil for
// a call of anything else.
func clientMethod(c *ssa.CallCommon) (m *types.Func, recv, path string) {
	m = ssautil.CalledFunc(c)
	if m == nil || m.Pkg() == nil || m.Signature().Recv() == nil {
		return nil, "", ""
	}
	_, recv = ssautil.NamedOf(m.Signature().Recv().Type())
	return m, recv, m.Pkg().Path()
}

// underPkg reports whether path is pkg, one of its subpackages or a
// major version of it.
func underPkg(path, pkg string) bool { return path == pkg || strings.HasPrefix(path, pkg+"/") }

// plainMap reports whether v is a map the function makes and fills with
// plain data only (a literal map[string]any of strings and numbers),
// and hands to nothing that could put anything else in it.
func (a *failures) plainMap(v ssa.Value, tag string) bool {
	mm, ok := v.(*ssa.MakeMap)
	if !ok {
		return false
	}
	for _, r := range paths.Referrers(mm) {
		switch r := r.(type) {
		case *ssa.MapUpdate:
			if r.Value == mm || !a.plainValue(r.Value, tag) {
				return false
			}
		case *ssa.Lookup, *ssa.Range, *ssa.Return:
		case *ssa.MakeInterface:
			if !onlyEncoded(r) {
				return false
			}
		case *ssa.Call:
			// len, or an encoder given the map as it is (a generic
			// one's parameter is the map's own type).
			_, encoder := frameworks.Encoders[ssautil.StaticName(r.Common())]
			if b, ok := r.Call.Value.(*ssa.Builtin); !encoder && (!ok || b.Name() != "len") {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// plainValue reports whether a value put in a map is plain data, a
// plain map itself, what JSON decoding produced (decoded), or nil.
func (a *failures) plainValue(v ssa.Value, tag string) bool {
	if ssautil.IsNilConst(v) {
		return true
	}
	if x := ssautil.InterfaceOperand(v); x != nil {
		v = x
	}
	return a.plainData(v.Type(), tag, map[types.Type]bool{}) || a.plainMap(v, tag) || a.decoded(v)
}

// onlyEncoded reports whether a map boxed in an interface is only
// encoded, returned or put in another map: nothing can add to it.
func onlyEncoded(mi *ssa.MakeInterface) bool {
	for _, r := range paths.Referrers(mi) {
		switch r := r.(type) {
		case *ssa.Return, *ssa.MapUpdate:
		case *ssa.Call:
			// An encoder, or a helper of the same package given it to
			// encode (MarshalledTextResult(map[string]any{...})).
			_, encoder := frameworks.Encoders[ssautil.StaticName(r.Common())]
			if callee := r.Common().StaticCallee(); !encoder && (callee == nil || callee.Pkg != r.Parent().Pkg) {
				return false
			}
		default:
			return false
		}
	}
	return true
}
