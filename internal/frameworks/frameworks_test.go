package frameworks

import (
	"go/token"
	"go/types"
	"reflect"
	"testing"
)

// everyTable returns a framework of package p with one row in every
// table.
func everyTable(p string) *Framework {
	return &Framework{
		Name:             "fw",
		Registrations:    []Registration{{Func: Func{p, "", "Register"}}},
		Adapters:         []Adapter{{Func: Func{p, "", "Adapt"}}},
		HandlerTypes:     []HandlerType{{Pkg: p, Name: "HandlerFunc"}},
		CallSinks:        []CallSink{{Func: Func{p, "Result", "SetText"}}},
		FieldSinks:       []FieldSink{{Pkg: p, Type: "Content", Field: "Text", Within: []Container{{Pkg: p, Type: "Message", Field: "Role"}}}},
		ErrorFields:      []ErrorField{{Pkg: p, Type: "Result", Field: "IsError"}},
		ToolStructs:      []ToolStruct{{Pkg: p, Type: "ServerTool", ToolField: "Tool", HandlerField: "Handler"}},
		ToolTypes:        []ToolType{{Pkg: p, Name: "Tool"}},
		ToolNameField:    "Name",
		ToolConstructors: []Func{{p, "", "NewTool"}},
		Implementations:  []Implementation{{Pkg: p, Iface: "Invokable", Method: "Run"}},
		ErrorHandlers:    []ErrorHandler{{Func: Func{p, "", "WrapErrors"}}},
		Wrappers:         []Func{{p, "", "String"}},
		ArgumentErrors:   []ArgumentError{{Func: Func{p, "", "Require"}}},
		NeverNil:         []Func{{p, "", "SessionFrom"}},
		ArgumentReads:    []Func{{p, "Request", "GetString"}},
		ArgumentDecls:    []Func{{p, "", "WithString"}},
		RequiredMarks:    []Func{{p, "", "Required"}},
		CheckedReads:     []Func{{p, "Input", "String"}},
		PanicDefaults:    []PanicDefault{{Func: Func{p, "", "WithRecovery"}, Handler: -1}},
		FlagCalls:        []FlagCall{{Func: Func{p, "", "NewResult"}, Content: 0, Flag: Argument(1)}},
		ErrorMiddlewares: []Middleware{{Func: Func{p, "", "WithMiddleware"}}},
		ServerTypes:      []ToolType{{p, "Server"}},
		Hosts:            []Host{{Func: Func{p, "", "NewMCPServer"}, Errors: ErrorToolResult}},
	}
}

// TestEveryTableNamesWhatItHolds builds an index from one framework with
// a row in every table and checks that the pruner's questions (Names,
// Imports) see each row's function, type and fields, and nothing else.
func TestEveryTableNamesWhatItHolds(t *testing.T) {
	const p = "example.com/fw"
	fw := everyTable(p)
	// Every table has a row: a table added without one here fails.
	tables := reflect.ValueOf(fw).Elem()
	for i := range tables.NumField() {
		if f := tables.Field(i); f.Kind() == reflect.Slice && f.Len() == 0 {
			t.Errorf("table %s has no row in this test", tables.Type().Field(i).Name)
		}
	}
	ix := NewIndex([]*Framework{fw})

	pkg := types.NewPackage(p, "fw")
	sig := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	named := func(name string) *types.Named {
		return types.NewNamed(types.NewTypeName(token.NoPos, pkg, name, nil), types.NewStruct(nil, nil), nil)
	}
	field := func(name string) *types.Var {
		return types.NewField(token.NoPos, pkg, name, types.Typ[types.String], false)
	}
	result := named("Result")
	method := types.NewFunc(token.NoPos, pkg, "SetText", types.NewSignatureType(types.NewVar(token.NoPos, pkg, "r", types.NewPointer(result)), nil, nil, nil, nil, false))
	for _, tc := range []struct {
		obj  types.Object
		want bool
	}{
		{types.NewFunc(token.NoPos, pkg, "Register", sig), true},
		{types.NewFunc(token.NoPos, pkg, "Adapt", sig), true},
		{types.NewFunc(token.NoPos, pkg, "WrapErrors", sig), true},
		{types.NewFunc(token.NoPos, pkg, "NewTool", sig), true},
		{types.NewFunc(token.NoPos, pkg, "String", sig), true},
		{types.NewFunc(token.NoPos, pkg, "Require", sig), true},
		{types.NewFunc(token.NoPos, pkg, "SessionFrom", sig), true},
		{types.NewFunc(token.NoPos, pkg, "WithRecovery", sig), true},
		{types.NewFunc(token.NoPos, pkg, "NewResult", sig), true},
		{types.NewFunc(token.NoPos, pkg, "WithMiddleware", sig), true},
		{types.NewFunc(token.NoPos, pkg, "NewMCPServer", sig), true},
		{method, true},
		{types.NewFunc(token.NoPos, pkg, "Other", sig), false},
		{named("HandlerFunc").Obj(), true},
		{named("Content").Obj(), true},
		{named("Message").Obj(), true},
		{result.Obj(), true},
		{named("ServerTool").Obj(), true},
		{named("Tool").Obj(), true},
		{named("Invokable").Obj(), true},
		{named("Server").Obj(), true},
		{named("Other").Obj(), false},
		{field("Text"), true},
		{field("Role"), true},
		{field("IsError"), true},
		{field("Handler"), true},
		{field("Name"), true},
		{field("Other"), false},
	} {
		if got := ix.Names(tc.obj); got != tc.want {
			t.Errorf("Names(%s) = %v, want %v", tc.obj, got, tc.want)
		}
	}
	if !ix.IsServer(types.NewPointer(named("Server"))) || ix.IsServer(named("Other")) {
		t.Error("IsServer must hold for a pointer to a server type, and not for another type")
	}
	user := types.NewPackage("example.com/user", "user")
	user.SetImports([]*types.Package{pkg})
	if !ix.Imports(user) {
		t.Errorf("a package importing %s does not import a framework", p)
	}
	user.SetImports(nil)
	if ix.Imports(user) {
		t.Errorf("a package importing nothing imports a framework")
	}
}

// TestArg checks that the zero Arg names no argument.
func TestArg(t *testing.T) {
	if _, ok := (Arg{}).Index(); ok {
		t.Errorf("the zero Arg names an argument")
	}
	if i, ok := Argument(0).Index(); !ok || i != 0 {
		t.Errorf("Argument(0).Index() = %d, %v; want 0, true", i, ok)
	}
}
