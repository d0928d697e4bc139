package frameworks

import (
	"go/types"
	"reflect"
)

// Index is a lookup structure over all frameworks' tables.
type Index struct {
	Registrations map[Func]Registration
	Adapters      map[Func]Adapter
	CallSinks     map[Func]CallSink
	FieldSinks    map[[3]string]FieldSink
	ErrorFields   map[[3]string]bool
	HandlerTypes  map[[2]string]HandlerType
	Shapes        []HandlerType        // handler types with a shape, in table order
	ToolTypes     map[[2]string]string // {pkg, type} -> name field
	ToolCtors     map[Func]bool
	ToolStructs   map[[2]string]ToolStruct
	Impls         []Implementation
	ErrorHandlers map[Func]ErrorHandler
	Wrappers      map[Func]bool
	// ArgumentErrors and NeverNil index the tables of the same names.
	ArgumentErrors map[Func]ArgumentError
	NeverNil       map[Func]bool
	CheckedReads   map[Func]bool
	// ArgumentReads holds ArgumentReads' and ArgumentErrors' functions;
	// ArgumentDecls indexes the table of that name.
	ArgumentReads map[Func]bool
	ArgumentDecls map[Func]bool
	RequiredMarks map[Func]bool
	PanicDefaults map[Func]PanicDefault
	FlagCalls     map[Func]FlagCall
	Middlewares   map[Func]Middleware
	serverTypes   map[[2]string]bool // {pkg, type} of ServerTypes
	// HostsOf are the hosts of the framework of each registration.
	HostsOf map[Func][]Host
	// FrameworkOf names the framework of a panic default, for messages.
	FrameworkOf map[Func]string
	named       map[string]bool // packages any table names
	funcNames   map[Func]bool
	typeNames   map[[2]string]bool // {pkg, type}
	fieldNames  map[[2]string]bool // {pkg, field}
}

// Known indexes every framework of All.
var Known = NewIndex(All)

// NewIndex builds the lookup structure for fws.
func NewIndex(fws []*Framework) *Index {
	ix := &Index{
		Registrations:  map[Func]Registration{},
		Adapters:       map[Func]Adapter{},
		CallSinks:      map[Func]CallSink{},
		FieldSinks:     map[[3]string]FieldSink{},
		ErrorFields:    map[[3]string]bool{},
		HandlerTypes:   map[[2]string]HandlerType{},
		ToolTypes:      map[[2]string]string{},
		ToolCtors:      map[Func]bool{},
		ToolStructs:    map[[2]string]ToolStruct{},
		ErrorHandlers:  map[Func]ErrorHandler{},
		Wrappers:       map[Func]bool{},
		ArgumentErrors: map[Func]ArgumentError{},
		NeverNil:       map[Func]bool{},
		CheckedReads:   map[Func]bool{},
		ArgumentReads:  map[Func]bool{},
		ArgumentDecls:  map[Func]bool{},
		RequiredMarks:  map[Func]bool{},
		PanicDefaults:  map[Func]PanicDefault{},
		FlagCalls:      map[Func]FlagCall{},
		Middlewares:    map[Func]Middleware{},
		serverTypes:    map[[2]string]bool{},
		HostsOf:        map[Func][]Host{},
		FrameworkOf:    map[Func]string{},
		named:          map[string]bool{},
		funcNames:      map[Func]bool{},
		typeNames:      map[[2]string]bool{},
		fieldNames:     map[[2]string]bool{},
	}
	for _, ae := range ValidatorErrors {
		ix.ArgumentErrors[ae.Func] = ae
	}
	for _, fw := range fws {
		ix.add(fw)
	}
	for _, fw := range fws {
		ix.addNames(fw)
	}
	return ix
}

// add indexes the rows of fw's tables.
func (ix *Index) add(fw *Framework) {
	for _, r := range fw.Registrations {
		ix.Registrations[r.Func] = r
	}
	for _, a := range fw.Adapters {
		ix.Adapters[a.Func] = a
	}
	for _, s := range fw.CallSinks {
		ix.CallSinks[s.Func] = s
	}
	for _, s := range fw.FieldSinks {
		ix.FieldSinks[[3]string{s.Pkg, s.Type, s.Field}] = s
	}
	for _, e := range fw.ErrorFields {
		ix.ErrorFields[[3]string{e.Pkg, e.Type, e.Field}] = true
	}
	for _, h := range fw.HandlerTypes {
		if h.Name != "" {
			ix.HandlerTypes[[2]string{h.Pkg, h.Name}] = h
		}
		if h.Params != nil {
			ix.Shapes = append(ix.Shapes, h)
		}
	}
	for _, t := range fw.ToolTypes {
		ix.ToolTypes[[2]string{t.Pkg, t.Name}] = fw.ToolNameField
	}
	for _, ts := range fw.ToolStructs {
		ix.ToolStructs[[2]string{ts.Pkg, ts.Type}] = ts
	}
	for _, c := range fw.ToolConstructors {
		ix.ToolCtors[c] = true
	}
	for _, im := range fw.Implementations {
		ix.Impls = append(ix.Impls, im)
	}
	for _, eh := range fw.ErrorHandlers {
		ix.ErrorHandlers[eh.Func] = eh
	}
	for _, w := range fw.Wrappers {
		ix.Wrappers[w] = true
	}
	for _, ae := range fw.ArgumentErrors {
		ix.ArgumentErrors[ae.Func] = ae
		ix.ArgumentReads[ae.Func] = true
	}
	for _, f := range fw.ArgumentReads {
		ix.ArgumentReads[f] = true
	}
	for _, f := range fw.ArgumentDecls {
		ix.ArgumentDecls[f] = true
	}
	for _, f := range fw.RequiredMarks {
		ix.RequiredMarks[f] = true
	}
	for _, f := range fw.CheckedReads {
		ix.CheckedReads[f] = true
	}
	for _, f := range fw.NeverNil {
		ix.NeverNil[f] = true
	}
	for _, p := range fw.PanicDefaults {
		ix.PanicDefaults[p.Func] = p
		ix.FrameworkOf[p.Func] = fw.Name
	}
	for _, c := range fw.FlagCalls {
		ix.FlagCalls[c.Func] = c
	}
	for _, m := range fw.ErrorMiddlewares {
		ix.Middlewares[m.Func] = m
	}
	for _, t := range fw.ServerTypes {
		ix.serverTypes[[2]string{t.Pkg, t.Name}] = true
	}
	if len(fw.Hosts) > 0 {
		for _, r := range fw.Registrations {
			ix.HostsOf[r.Func] = fw.Hosts
		}
	}
}

// IsHost reports whether f is a host of some framework.
// IsServer reports whether t, or what it points to, is one of the
// frameworks' ServerTypes.
func (ix *Index) IsServer(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil {
		return false
	}
	return ix.serverTypes[[2]string{Canonical(named.Obj().Pkg().Path()), named.Obj().Name()}]
}

// HostsUsed returns the hosts of the index that code with type
// information info names (calls, or hands on).
func (ix *Index) HostsUsed(info *types.Info) map[Func]bool {
	hosts := map[Func]bool{}
	for _, obj := range info.Uses {
		fn, ok := obj.(*types.Func)
		if !ok || fn.Pkg() == nil || !ix.Knows(fn.Pkg().Path()) {
			continue
		}
		if f, ok := FuncOf(fn); ok && ix.IsHost(f) {
			hosts[f] = true
		}
	}
	return hosts
}

// IsHost reports whether f is a host of some framework of the index.
func (ix *Index) IsHost(f Func) bool {
	for _, hosts := range ix.HostsOf {
		for _, h := range hosts {
			if h.Func == f {
				return true
			}
		}
	}
	return false
}

// Imports reports whether pkg imports, directly, any framework package
// of the index (at any major version, see Canonical). A package that
// does not cannot contain a framework sink or registration (it may still contain directive-marked handlers and
// helpers whose facts matter).
func (ix *Index) Imports(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if ix.named[Canonical(imp.Path())] {
			return true
		}
	}
	return false
}

// NamedType returns the package path (as the tables name it, Canonical)
// and name of t's named type (through pointers and aliases), or empty
// strings.
func NamedType(t types.Type) (pkg, name string) {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil {
		return Canonical(n.Obj().Pkg().Path()), n.Obj().Name()
	}
	return "", ""
}

// HandlerTypeOf returns the handler type that t is (a named func type of
// a framework, instantiated or not), if any.
func (ix *Index) HandlerTypeOf(t types.Type) (HandlerType, bool) {
	t = types.Unalias(t)
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return HandlerType{}, false
	}
	n = n.Origin()
	h, ok := ix.HandlerTypes[[2]string{Canonical(n.Obj().Pkg().Path()), n.Obj().Name()}]
	return h, ok
}

// addNames records what fw's tables name: functions, types, fields, and
// their packages. Each row says what it names (its names method); every
// table of a Framework is a slice of such rows, so a new kind of table
// contributes to pruning as soon as its rows have the method, and a
// kind whose rows lack it stops the program at start-up, in every test.
func (ix *Index) addNames(fw *Framework) {
	tables := reflect.ValueOf(fw).Elem()
	for i := range tables.NumField() {
		table := tables.Field(i)
		if table.Kind() != reflect.Slice {
			continue
		}
		for j := range table.Len() {
			row, ok := table.Index(j).Interface().(namer)
			if !ok {
				panic("frameworks: the rows of table " + tables.Type().Field(i).Name + " do not say what they name (a names method)")
			}
			row.names(fw, ix)
		}
	}
}

// A namer is a row of a table: it records in ix what it names.
type namer interface {
	names(fw *Framework, ix *Index)
}

// addFunc records a function or method.
func (ix *Index) addFunc(f Func) {
	ix.funcNames[f] = true
	ix.named[f.Pkg] = true
}

// addType records a type and fields of it ("" for none).
func (ix *Index) addType(pkg, typ string, fields ...string) {
	ix.typeNames[[2]string{pkg, typ}] = true
	ix.named[pkg] = true
	for _, f := range fields {
		if f != "" {
			ix.fieldNames[[2]string{pkg, f}] = true
		}
	}
}

// A Func in a table (ToolConstructors, Wrappers) names itself.
func (f Func) names(_ *Framework, ix *Index) { ix.addFunc(f) }

func (r Registration) names(_ *Framework, ix *Index) { ix.addFunc(r.Func) }

func (a Adapter) names(_ *Framework, ix *Index) { ix.addFunc(a.Func) }

func (s CallSink) names(_ *Framework, ix *Index) { ix.addFunc(s.Func) }

func (eh ErrorHandler) names(_ *Framework, ix *Index) { ix.addFunc(eh.Func) }

func (ae ArgumentError) names(_ *Framework, ix *Index) { ix.addFunc(ae.Func) }

func (p PanicDefault) names(_ *Framework, ix *Index) { ix.addFunc(p.Func) }

func (c FlagCall) names(_ *Framework, ix *Index) { ix.addFunc(c.Func) }

func (m Middleware) names(_ *Framework, ix *Index) { ix.addFunc(m.Func) }

func (h Host) names(_ *Framework, ix *Index) { ix.addFunc(h.Func) }

func (h HandlerType) names(_ *Framework, ix *Index) {
	if h.Name != "" {
		ix.addType(h.Pkg, h.Name)
	}
}

func (e ErrorField) names(_ *Framework, ix *Index) { ix.addType(e.Pkg, e.Type, e.Field) }

func (im Implementation) names(_ *Framework, ix *Index) {
	ix.addType(im.Pkg, im.Iface)
}

func (t ToolType) names(fw *Framework, ix *Index) { ix.addType(t.Pkg, t.Name, fw.ToolNameField) }

func (ts ToolStruct) names(_ *Framework, ix *Index) {
	ix.addType(ts.Pkg, ts.Type, ts.ToolField, ts.HandlerField)
}

func (s FieldSink) names(_ *Framework, ix *Index) {
	ix.addType(s.Pkg, s.Type, s.Field)
	for _, c := range s.Within {
		ix.addType(c.Pkg, c.Type, c.Field)
	}
}

// ImplementationPkgs returns the packages of the tool interfaces that
// have a method named name, or a method of that name naming the tool.
func (ix *Index) ImplementationPkgs(name string) []string {
	var out []string
	for _, im := range ix.Impls {
		if name == im.Method || name == im.NameMethod {
			out = append(out, im.Pkg)
		}
	}
	return out
}

// Knows reports whether a table names anything of the package at path
// (any major version): then its table decides, and shapes are not
// guessed there.
func (ix *Index) Knows(path string) bool { return ix.named[Canonical(path)] }

// Names reports whether the tables name obj: a function or method, a
// type, or a field (matched by package and name).
func (ix *Index) Names(obj types.Object) bool {
	if obj.Pkg() == nil {
		return false
	}
	switch obj := obj.(type) {
	case *types.Func:
		f, ok := FuncOf(obj)
		return ok && ix.funcNames[f]
	case *types.TypeName:
		return ix.typeNames[[2]string{Canonical(obj.Pkg().Path()), obj.Name()}]
	case *types.Var:
		return obj.IsField() && ix.fieldNames[[2]string{Canonical(obj.Pkg().Path()), obj.Name()}]
	}
	return false
}
