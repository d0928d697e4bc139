package shape

import (
	"go/types"
	"reflect"
	"strings"
)

// IsKindString reports whether t is a string type.
func IsKindString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// IsStruct reports whether t is a struct type.
func IsStruct(t types.Type) bool {
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

// CarriesText reports whether a value of type t can carry text: strings,
// byte slices, errors and other interfaces, and slices of those (parts
// joined later by strings.Join or errors.Join). The walk down element
// types is bounded: a named type can be its own element (type T []T,
// and each instantiation of type N[P any] []N[P]).
func CarriesText(t types.Type) bool {
	for range MaxTypeDepth {
		switch u := t.Underlying().(type) {
		case *types.Basic:
			return u.Info()&types.IsString != 0
		case *types.Interface:
			return true
		case *types.Slice:
			if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
				return true
			}
			t = u.Elem()
			continue
		}
		return false
	}
	return false
}

// MaxTypeDepth bounds every walk down a type's elements. Text nested
// deeper than this many slices or maps is not worth tracing, and the bound
// ends the walks over recursive types.
const MaxTypeDepth = 8

// JSONName returns the key encoding/json gives an exported field, or ""
// for a field it leaves out.
func JSONName(f *types.Var, tag string) string {
	if !f.Exported() {
		return ""
	}
	name, omitted := JSONKey(tag)
	switch {
	case omitted:
		return ""
	case name == "":
		return f.Name()
	}
	return name
}

// JSONKey returns the name a struct tag's json key gives a field, "" if
// it gives none, and whether it leaves the field out ("-").
func JSONKey(tag string) (name string, omitted bool) {
	name, _, _ = strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	if name == "-" {
		return "", true
	}
	return name, false
}
