package core

import (
	"go/types"
	"slices"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Module result types and tool tables. Projects often give their
// handlers a result type of their own (type ToolCallResult struct{
// Content string; Error error }, made by NewToolCallResult(text, err))
// and keep the handlers in struct fields (ServerTool{Handler: podsList},
// []ToolDefinition{{Function: ReadFile}}), which an adapter calls and
// turns into a framework's result. The summary of a function returning
// such a type records the texts of its fields; a read of a field of a
// value a call returned takes them from the callee's summary; and a call
// through a func-typed field is a Stored node, which the sink showing it
// fills in with the functions stored into that field in this package
// and in the packages it imports (a package Fact; see entries.go).

// FieldFuncsFact lists the module functions a package stores into
// func-typed fields of module struct types, with their summaries, and
// those its imports list: go vet hands a package the package Facts of
// its direct imports only, and an adapter in pkg/mcp shows the handlers
// that pkg/toolsets/kiali/tools stores through pkg/toolsets/kiali. It
// is sorted by field key, package and index (a Fact's encoding must be
// deterministic).
type FieldFuncsFact struct {
	Stored []StoredFunc
}

// StoredFunc is a function stored into the field Field ("pkg.Type.Field")
// by the package Pkg (an import path), where it is the Index-th such
// function: its name for messages, qualified by its package's name, and
// its summary's results.
type StoredFunc struct {
	Field   string
	Pkg     string
	Index   int
	Name    string
	Params  int
	Results []ResultText
	// OkResults are its results on the paths that report success (see
	// FuncFact.OkResults).
	OkResults []ResultText

	// entries are its results at each of its returns. Like positions,
	// they are not encoded: a Fact read from another process has none.
	entries []entry
}

func (*FieldFuncsFact) AFact() {}

func (f *FieldFuncsFact) String() string { return "fieldfuncs" }

// isModuleStruct reports whether t is a module struct type or a pointer
// to one.
func (a *pkgAnalysis) isModuleStruct(t types.Type) bool {
	named, ok := types.Unalias(ssautil.Deref(types.Unalias(t))).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !a.mod.owns(named.Obj().Pkg().Path()) {
		return false
	}
	_, ok = named.Underlying().(*types.Struct)
	return ok
}

// returnedFields returns the texts of the text fields of the struct fn
// returns as its index-th result, by field name.
func (a *pkgAnalysis) returnedFields(fn *ssa.Function, index int) []FieldText {
	alts := map[string][]*origin.Node{}
	for _, ret := range ssautil.ReturnsOf(fn) {
		for _, f := range a.fieldsAt(ret.Results[index]) {
			alts[f.Name] = append(alts[f.Name], f.Text)
		}
	}
	var out []FieldText
	for name, texts := range alts {
		if n := origin.NewChoice(texts...); n != nil {
			out = append(out, FieldText{name, n})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// fieldsAt returns the texts of the text fields of the struct value or
// pointer v, in field order (nil texts included).
func (a *pkgAnalysis) fieldsAt(v ssa.Value) []FieldText {
	st, ok := ssautil.Deref(v.Type()).Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []FieldText
	for i := range st.NumFields() {
		if f := st.Field(i); carriesText(f.Type()) {
			out = append(out, FieldText{f.Name(), a.structField(v, i, f.Name())})
		}
	}
	return out
}

// structField traces field i (named name) of the struct value or pointer
// v: stored into a literal here, or returned by a call.
func (a *pkgAnalysis) structField(v ssa.Value, i int, name string) *origin.Node {
	if u, ok := v.(*ssa.UnOp); ok {
		v = u.X
	}
	if alloc, ok := v.(*ssa.Alloc); ok && isStruct(ssautil.Deref(alloc.Type())) {
		if fields := a.fields(alloc); i < len(fields) {
			return fields[i]
		}
		return nil
	}
	if c, ok := v.(*ssa.Const); ok && c.IsNil() {
		return nil
	}
	if n := a.resultField(v, name); n != nil {
		return n
	}
	return unknown
}

// resultField returns the text of field name of the module struct that
// v, a call's result, is; nil if v is no such result.
func (a *pkgAnalysis) resultField(v ssa.Value, name string) *origin.Node {
	index := 0
	if e, ok := v.(*ssa.Extract); ok {
		v, index = e.Tuple, e.Index
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return nil
	}
	c := call.Common()
	pick := func(sum *FuncFact) *origin.Node {
		if sum == nil || sum == recursing || index >= len(sum.Results) {
			return nil
		}
		return sum.Results[index].field(name)
	}
	if callee := c.StaticCallee(); callee != nil {
		obj, _ := callee.Object().(*types.Func)
		if obj == nil || obj.Pkg() == nil || !a.mod.owns(obj.Pkg().Path()) {
			return nil
		}
		if n := pick(a.summaryOf(obj)); n != nil {
			return a.instantiate(n, c.Args, call.Block(), viaName(obj), call.Pos(), false)
		}
		return nil
	}
	if c.IsInvoke() {
		return a.dispatched(c, index, name, false, call.Pos())
	}
	var alts []*origin.Node
	for _, f := range a.summariesOf(c.Value) {
		if n := pick(f.sum); n != nil {
			n = n.SubstCalls(func(*origin.Node) *origin.Node { return unknown })
			alts = append(alts, n.Subst(fill(f.params, data), nil, f.name, call.Pos(), false))
		}
	}
	if key := fieldOf(c.Value); key != "" {
		alts = append(alts, storedLeaf(key, index, name, false, call.Pos()))
	}
	return origin.NewChoice(alts...)
}

func isStruct(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// fieldKey names a field of a module struct: "pkg.Type.Field".
func fieldKey(x ssa.Value, index int) string {
	named, ok := types.Unalias(ssautil.Deref(types.Unalias(x.Type()))).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return ""
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok || index >= st.NumFields() {
		return ""
	}
	return named.Obj().Pkg().Path() + "." + named.Obj().Name() + "." + st.Field(index).Name()
}

// fieldOf returns the key of the func-typed field that v is read from.
func fieldOf(v ssa.Value) string {
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok {
			return fieldKey(fa.X, fa.Field)
		}
	case *ssa.Field:
		return fieldKey(x.X, x.Field)
	}
	return ""
}

// storedFuncs returns, by field key, the functions of this package
// stored into func-typed fields of module structs.
func (a *pkgAnalysis) storedFuncs() map[string][]*ssa.Function {
	if a.stored != nil {
		return a.stored
	}
	a.stored = map[string][]*ssa.Function{}
	for _, fn := range a.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				st, ok := instr.(*ssa.Store)
				if !ok {
					continue
				}
				fa, ok := st.Addr.(*ssa.FieldAddr)
				if !ok || !a.isModuleStruct(fa.X.Type()) {
					continue
				}
				if _, ok := st.Val.Type().Underlying().(*types.Signature); !ok {
					continue
				}
				if key := fieldKey(fa.X, fa.Field); key != "" {
					a.stored[key] = append(a.stored[key], a.funcsOf(st.Val)...)
				}
			}
		}
	}
	for key, fns := range a.implementedMethods() {
		a.stored[key] = append(a.stored[key], fns...)
	}
	return a.stored
}

// fieldFuncsHere returns the fact of the functions this package stores
// into func-typed fields, with their summaries, and of those its imports
// list.
func (a *pkgAnalysis) fieldFuncsHere() *FieldFuncsFact {
	ff := &FieldFuncsFact{Stored: slices.Clone(a.imported)}
	stored := a.storedFuncs()
	keys := make([]string, 0, len(stored))
	for k := range stored {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, fn := range stored[k] {
			if s := a.summary(fn); s != nil && s != recursing && (&FuncFact{Results: s.Results}).carries() {
				ff.Stored = append(ff.Stored, StoredFunc{Field: k, Pkg: a.pass.Pkg.Path(), Index: len(ff.Stored),
					Name: qualified(a.pass.Pkg, funcName(fn)), Params: len(fn.Params), Results: s.Results, OkResults: s.OkResults, entries: a.entries(fn)})
			}
		}
	}
	sortStored(ff.Stored)
	return ff
}

// importedFieldFuncs returns the functions that the FieldFuncsFacts of
// the packages pass sees (its direct imports under go vet, every
// dependency in a driver sharing Facts in memory) list, once each.
func importedFieldFuncs(pass *analysis.Pass) []StoredFunc {
	type id struct {
		pkg   string
		index int
	}
	seen := map[id]bool{}
	var out []StoredFunc
	for _, pf := range pass.AllPackageFacts() {
		if ff, ok := pf.Fact.(*FieldFuncsFact); ok && pf.Package != pass.Pkg {
			for _, sf := range ff.Stored {
				if !seen[id{sf.Pkg, sf.Index}] {
					seen[id{sf.Pkg, sf.Index}] = true
					out = append(out, sf)
				}
			}
		}
	}
	sortStored(out)
	return out
}

func sortStored(fs []StoredFunc) {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Field != b.Field {
			return a.Field < b.Field
		}
		if a.Pkg != b.Pkg {
			return a.Pkg < b.Pkg
		}
		return a.Index < b.Index
	})
}
