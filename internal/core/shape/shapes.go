package shape

import (
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// shapedStruct returns the struct type of t (through a pointer), if t is
// a named struct type of a package no table names.
func shapedStruct(ix *frameworks.Index, t types.Type) *types.Struct {
	named, ok := types.Unalias(ssautil.Deref(types.Unalias(t))).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || ix.Knows(named.Obj().Pkg().Path()) {
		return nil
	}
	st, _ := named.Underlying().(*types.Struct)
	return st
}

// IsToolResultShape reports whether t is (a pointer to) a struct shaped
// like an MCP tool result: a Content field and a bool IsError field.
func IsToolResultShape(ix *frameworks.Index, t types.Type) bool {
	st := shapedStruct(ix, t)
	return st != nil && structField(st, "Content") != nil && IsKind(structField(st, "IsError"), types.Bool)
}

// IsTextContentShape reports whether t is (a pointer to) a struct shaped
// like MCP text content: string fields Type and Text.
func IsTextContentShape(ix *frameworks.Index, t types.Type) bool {
	st := shapedStruct(ix, t)
	return st != nil && IsKind(structField(st, "Type"), types.String) && IsKind(structField(st, "Text"), types.String)
}

// IsRPCErrorShape reports whether t is (a pointer to) a struct shaped
// like the error object of a JSON-RPC 2.0 response: an integer field
// encoded as "code" and a string field encoded as "message". A server
// written without a framework sends a failed call's text in it.
func IsRPCErrorShape(ix *frameworks.Index, t types.Type) bool {
	st := shapedStruct(ix, t)
	return st != nil && jsonField(st, "code", types.IsInteger) && jsonField(st, "message", types.IsString)
}

// jsonField reports whether st has a field encoded under key whose basic
// type has info.
func jsonField(st *types.Struct, key string, info types.BasicInfo) bool {
	for i := range st.NumFields() {
		f := st.Field(i)
		if JSONName(f, st.Tag(i)) != key {
			continue
		}
		b, ok := f.Type().Underlying().(*types.Basic)
		return ok && b.Info()&info != 0
	}
	return false
}

func structField(st *types.Struct, name string) *types.Var {
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == name {
			return f
		}
	}
	return nil
}

// IsKind reports whether the field v has the basic kind kind.
func IsKind(v *types.Var, kind types.BasicKind) bool {
	if v == nil {
		return false
	}
	b, ok := v.Type().Underlying().(*types.Basic)
	return ok && b.Kind() == kind
}
