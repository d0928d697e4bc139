package ssautil

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// Deref returns the element type of a pointer type, t otherwise.
func Deref(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// NamedOf returns the package path and name of the named type t or *t
// is, or "" and "".
func NamedOf(t types.Type) (pkg, name string) {
	if n, ok := types.Unalias(Deref(types.Unalias(t))).(*types.Named); ok && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Path(), n.Obj().Name()
	}
	return "", ""
}

// ErrorType is the error interface.
var ErrorType = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// IsError reports whether t implements error.
func IsError(t types.Type) bool { return types.Implements(t, ErrorType) }

// IsErrorInterface reports whether t is error or another interface type
// holding errors.
func IsErrorInterface(t types.Type) bool { return types.IsInterface(t) && IsError(t) }

// HasError reports whether one of the types of tuple implements error:
// a call of that signature can fail.
func HasError(tuple *types.Tuple) bool {
	for v := range tuple.Variables() {
		if IsError(v.Type()) {
			return true
		}
	}
	return false
}

// FieldName returns the name of the field fa addresses.
func FieldName(fa *ssa.FieldAddr) string {
	st, ok := Deref(fa.X.Type()).Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	return st.Field(fa.Field).Name()
}

// StoredFields returns, by field name, the values stored into the fields
// of the struct at address base.
func StoredFields(base ssa.Value) map[string][]ssa.Value {
	out := map[string][]ssa.Value{}
	refs := base.Referrers()
	if refs == nil {
		return out
	}
	for _, r := range *refs {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.X != base {
			continue
		}
		if vals := StoredValues(fa); len(vals) > 0 {
			out[FieldName(fa)] = append(out[FieldName(fa)], vals...)
		}
	}
	return out
}

// StoredValues returns the values the stores to addr store, in order.
func StoredValues(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, st := range StoresTo(addr) {
		out = append(out, st.Val)
	}
	return out
}

// FieldValues returns the values stored into the fields of the struct
// at addr (a composite literal's fields, assignments to them).
func FieldValues(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	if refs := addr.Referrers(); refs != nil {
		for _, r := range *refs {
			if fa, ok := r.(*ssa.FieldAddr); ok && fa.X == addr {
				out = append(out, StoredValues(fa)...)
			}
		}
	}
	return out
}

// StaticCalls calls visit with each call in fn whose callee is known
// statically, and that callee: its generic origin where it is an
// instance.
func StaticCalls(fn *ssa.Function, visit func(ssa.CallInstruction, *ssa.Function)) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			callee := call.Common().StaticCallee()
			if callee == nil {
				continue
			}
			if o := callee.Origin(); o != nil {
				callee = o
			}
			visit(call, callee)
		}
	}
}

// MapValues returns the values stored into the map m (a composite
// literal's entries, assignments m[k] = v).
func MapValues(m *ssa.MakeMap) []ssa.Value {
	var out []ssa.Value
	if refs := m.Referrers(); refs != nil {
		for _, r := range *refs {
			if u, ok := r.(*ssa.MapUpdate); ok && u.Map == m {
				out = append(out, u.Value)
			}
		}
	}
	return out
}

// StoresTo returns the stores whose address is addr.
func StoresTo(addr ssa.Value) []*ssa.Store {
	var out []*ssa.Store
	if refs := addr.Referrers(); refs != nil {
		for _, r := range *refs {
			if st, ok := r.(*ssa.Store); ok && st.Addr == addr {
				out = append(out, st)
			}
		}
	}
	return out
}

// InterfaceOperand returns the value v converts to an interface
// (MakeInterface) or to another interface (ChangeInterface), or nil.
func InterfaceOperand(v ssa.Value) ssa.Value {
	switch v := v.(type) {
	case *ssa.MakeInterface:
		return v.X
	case *ssa.ChangeInterface:
		return v.X
	case *ssa.ChangeType:
		// A generic function boxes a value of a type parameter with a
		// ChangeType (any <- T): each instantiation's value is boxed.
		if _, ok := types.Unalias(v.X.Type()).(*types.TypeParam); ok && types.IsInterface(v.Type()) {
			return v.X
		}
	}
	return nil
}

// Uninterfaced returns v with conversions to interfaces taken off.
func Uninterfaced(v ssa.Value) ssa.Value {
	for x := InterfaceOperand(v); x != nil; x = InterfaceOperand(v) {
		v = x
	}
	return v
}

// ReturnedValues returns the values fn's returns return, return by
// return, each in result order.
func ReturnedValues(fn *ssa.Function) []ssa.Value {
	var out []ssa.Value
	for _, ret := range ReturnsOf(fn) {
		out = append(out, ret.Results...)
	}
	return out
}

// ReturnsOf returns fn's return instructions that return a value for
// each result: code that does not type-check can fall off the end of a
// function with results, where SSA places a return of nothing.
func ReturnsOf(fn *ssa.Function) []*ssa.Return {
	var out []*ssa.Return
	for _, b := range fn.Blocks {
		if b == fn.Recover && !DefersRecover(fn, mayRecover) {
			continue // runs only after a deferred call recovered a panic
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && ReturnsAll(fn, ret) {
			out = append(out, ret)
		}
	}
	return out
}

// DefersRecover reports whether fn defers a call of a function or
// closure that calls the recover builtin, or, for a callee with no body
// to read (another package's), one unseen says may. A deferred call of
// an interface's method or a func value recovers nothing: recover works
// only when the deferred function calls it itself.
func DefersRecover(fn *ssa.Function, unseen func(callee *ssa.Function) bool) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			d, ok := instr.(*ssa.Defer)
			if !ok {
				continue
			}
			callee := d.Call.StaticCallee() // a closure's function too
			switch {
			case callee == nil:
			case callee.Blocks == nil:
				if unseen(callee) {
					return true
				}
			case callsRecover(callee):
				return true
			}
		}
	}
	return false
}

// mayRecover is DefersRecover's answer for a callee with no body, where
// fn's Recover block is in question: any but the cleanups a function
// defers by habit (Close, Unlock, Done, ...) may recover.
func mayRecover(callee *ssa.Function) bool { return !deferredCleanups[callee.Name()] }

// callsRecover reports whether fn calls the recover builtin.
func callsRecover(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				if bi, ok := c.Call.Value.(*ssa.Builtin); ok && bi.Name() == "recover" {
					return true
				}
			}
		}
	}
	return false
}

// deferredCleanups are the names of the calls deferred to release
// something, which recover nothing.
var deferredCleanups = map[string]bool{
	"Close": true, "Unlock": true, "RUnlock": true, "Done": true, "Stop": true, "Flush": true,
	"Remove": true, "RemoveAll": true, "Wait": true, "Sync": true, "Release": true, "Rollback": true,
	"Finish": true, "End": true, "Cancel": true, "Shutdown": true,
}

// ReturnsAll reports whether ret returns every result of fn (a return
// in a function with named results may return none explicitly).
func ReturnsAll(fn *ssa.Function, ret *ssa.Return) bool {
	return len(ret.Results) == fn.Signature.Results().Len()
}

// ConstString returns v's value if v is a string constant, or a load of
// a local variable that a closure captured and that only a constant was
// ever stored in (nameKey := "name", used in a tool's schema and read
// again in its handler's closure, input.StringOr(nameKey, "")), else "".
func ConstString(v ssa.Value) string {
	return constString(v, 0)
}

// maxCaptureDepth bounds the closures, one inside the other, that
// constString follows a captured variable out of.
const maxCaptureDepth = 3

func constString(v ssa.Value, depth int) string {
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() == constant.String {
			return constant.StringVal(x.Value)
		}
	case *ssa.UnOp:
		if x.Op == token.MUL && depth < maxCaptureDepth {
			if alloc := capturedCell(x.X, depth); alloc != nil {
				return onlyStored(alloc, depth)
			}
		}
	}
	return ""
}

// capturedCell returns the variable of an enclosing function that the
// free variable v of a closure stands for, or nil.
func capturedCell(v ssa.Value, depth int) *ssa.Alloc {
	fv, ok := v.(*ssa.FreeVar)
	if !ok {
		return nil
	}
	switch bound := Binding(fv).(type) {
	case *ssa.Alloc:
		return bound
	case *ssa.FreeVar: // captured again, from further out
		if depth+1 < maxCaptureDepth {
			return capturedCell(bound, depth+1)
		}
	}
	return nil
}

// onlyStored returns the string constant that is the one value ever
// stored in alloc, or "".
func onlyStored(alloc *ssa.Alloc, depth int) string {
	value := ""
	for _, ref := range *alloc.Referrers() {
		store, ok := ref.(*ssa.Store)
		if !ok {
			continue
		}
		if store.Addr != alloc || value != "" {
			return "" // stored through, or stored twice
		}
		if value = constString(store.Val, depth+1); value == "" {
			return ""
		}
	}
	return value
}

// StaticFunc returns the function or method c calls statically, or nil:
// for a call of a function value, an invoke of an interface method, or
// a synthetic function with no object (a wrapper, an instance's thunk).
func StaticFunc(c *ssa.CallCommon) *types.Func {
	if callee := c.StaticCallee(); callee != nil {
		obj, _ := callee.Object().(*types.Func)
		return obj
	}
	return nil
}

// CalledFunc returns the function or method c calls: the interface
// method of an invoke, StaticFunc otherwise.
func CalledFunc(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method
	}
	return StaticFunc(c)
}

// StaticName returns the full name of StaticFunc, or "".
func StaticName(c *ssa.CallCommon) string {
	if fn := StaticFunc(c); fn != nil {
		return fn.FullName()
	}
	return ""
}

// CalledName returns the full name of CalledFunc, or "" for a call of a
// function value.
func CalledName(c *ssa.CallCommon) string {
	if fn := CalledFunc(c); fn != nil {
		return fn.FullName()
	}
	return ""
}

// IsNilConst reports whether v is the constant nil.
func IsNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

// CallArgs returns a call's operands, receiver first.
func CallArgs(c *ssa.CallCommon) []ssa.Value {
	if c.IsInvoke() {
		return append([]ssa.Value{c.Value}, c.Args...)
	}
	return c.Args
}

// Elements returns the values stored into a slice built by a composite
// literal or variadic call, in index order.
func Elements(slice ssa.Value) []ssa.Value {
	s, ok := slice.(*ssa.Slice)
	if !ok {
		return nil
	}
	arr, ok := s.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	type elem struct {
		i int64
		v ssa.Value
	}
	var elems []elem
	if refs := arr.Referrers(); refs != nil {
		for _, r := range *refs {
			ia, ok := r.(*ssa.IndexAddr)
			if !ok {
				continue
			}
			idx, ok := ia.Index.(*ssa.Const)
			if !ok {
				continue
			}
			for _, st := range StoresTo(ia) {
				elems = append(elems, elem{idx.Int64(), st.Val})
			}
		}
	}
	sort.SliceStable(elems, func(i, j int) bool { return elems[i].i < elems[j].i })
	out := make([]ssa.Value, len(elems))
	for i, e := range elems {
		out[i] = e.v
	}
	return out
}

// Binding returns the value a closure's free variable was bound to, if
// the closure is made once.
func Binding(fv *ssa.FreeVar) ssa.Value {
	fn := fv.Parent()
	i := slices.Index(fn.FreeVars, fv)
	if fn.Parent() == nil || i < 0 {
		return nil
	}
	for _, b := range fn.Parent().Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && i < len(mc.Bindings) {
				return mc.Bindings[i]
			}
		}
	}
	return nil
}

// AllocPos returns the position of v if v is an Alloc that has one,
// fallback otherwise.
func AllocPos(v ssa.Value, fallback token.Pos) token.Pos {
	if alloc, ok := v.(*ssa.Alloc); ok && alloc.Pos().IsValid() {
		return alloc.Pos()
	}
	return fallback
}

// IsBuffer reports whether v is a local variable or a slice made here,
// whose contents this function writes.
func IsBuffer(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.Alloc, *ssa.MakeSlice:
		return true
	}
	return false
}

// SourceOrder reports whether p comes before q in the source: by file
// name, then offset. Raw token.Pos order is not enough, because the
// loader parses a package's files in parallel, so their bases in the
// FileSet differ from run to run, and so would the order of findings.
func SourceOrder(fset *token.FileSet, p, q token.Pos) bool {
	pp, qp := fset.Position(p), fset.Position(q)
	if pp.Filename != qp.Filename {
		return pp.Filename < qp.Filename
	}
	return pp.Offset < qp.Offset
}

// LastInstr returns b's last instruction, or nil.
func LastInstr(b *ssa.BasicBlock) ssa.Instruction {
	if len(b.Instrs) == 0 {
		return nil
	}
	return b.Instrs[len(b.Instrs)-1]
}
