package trace

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// RelayedField returns the module struct type and the name of the text
// field that v reads (x.f of a value or a pointer), if it is one.
func (a *Tracer) RelayedField(v ssa.Value) (pkg, typ, field string, ok bool) {
	var x ssa.Value
	var i int
	switch f := v.(type) {
	case *ssa.Field:
		x, i = f.X, f.Field
	case *ssa.UnOp:
		fa, isAddr := f.X.(*ssa.FieldAddr)
		if !isAddr || f.Op != token.MUL {
			return "", "", "", false
		}
		x, i = fa.X, fa.Field
	default:
		return "", "", "", false
	}
	if !a.IsModuleStruct(x.Type()) {
		return "", "", "", false
	}
	st := ssautil.Deref(x.Type()).Underlying().(*types.Struct)
	if b, isBasic := st.Field(i).Type().Underlying().(*types.Basic); !isBasic || b.Info()&types.IsString == 0 {
		return "", "", "", false
	}
	pkg, typ = frameworks.NamedType(x.Type())
	return pkg, typ, st.Field(i).Name(), true
}

// Unseen reports whether nothing of n's origin is visible here: its
// leaves are all of unknown origin, data the module does not write, or
// parameters (a converter given the conversation to send).
func Unseen(n *origin.Node) bool {
	return len(n.Leaves(origin.Lit, origin.Foreign, origin.Stack, origin.Panic,
		origin.Body, origin.Field, origin.Typed, origin.Output, origin.Call, origin.Stored, origin.Cancel)) == 0
}

// BoolField returns the struct type and the name of the bool field that
// v reads, if it reads one.
func (a *Tracer) BoolField(v ssa.Value) (pkg, typ, field string, ok bool) {
	var x ssa.Value
	var name string
	switch f := v.(type) {
	case *ssa.Field:
		x, name = f.X, ssautil.Deref(f.X.Type()).Underlying().(*types.Struct).Field(f.Field).Name()
	case *ssa.UnOp:
		fa, isAddr := f.X.(*ssa.FieldAddr)
		if !isAddr {
			return "", "", "", false
		}
		x, name = fa.X, ssautil.FieldName(fa)
	default:
		return "", "", "", false
	}
	pkg, typ = frameworks.NamedType(x.Type())
	return pkg, typ, name, pkg != ""
}

// RelaySink returns the field sink a store into a relayed field is.
func (a *Tracer) RelaySink(pkg, typ, field string) (frameworks.FieldSink, string, bool) {
	r, ok := a.Relays[[3]string{pkg, typ, field}]
	if !ok {
		return frameworks.FieldSink{}, "", false
	}
	fs := frameworks.FieldSink{Pkg: pkg, Type: typ, Field: field, Flag: frameworks.FlagNone}
	if r.Flagless {
		fs.Flag = frameworks.FlagAbsent
	}
	return fs, " (shown by " + r.To + ")", true
}

// relayFlag reports whether field of pkg.typ is the error flag of a
// relayed field.
func (a *Tracer) relayFlag(pkg, typ, field string) bool {
	for _, r := range a.Relays {
		if r.Pkg == pkg && r.Type == typ && r.Flag == field {
			return true
		}
	}
	return false
}
