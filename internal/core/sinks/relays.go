package sinks

import (
	"go/token"
	"go/types"
	"slices"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// noteRelay records the field that the framework sink s reads its text
// from (val), when the text's origin is not visible; flag is the value
// of its error flag, if the sink takes one.
func (a *Finder) noteRelay(s *sink.Sink, val, flag ssa.Value) {
	if s.Text == nil || !unseen(s.Text) {
		return
	}
	pkg, typ, field, ok := a.relayedField(val)
	if !ok {
		return
	}
	r := facts.Relay{Pkg: pkg, Type: typ, Field: field, To: s.How.To, Flagless: s.Flagless}
	if flag != nil {
		if fpkg, ftyp, fname, ok := a.BoolField(flag); ok && fpkg == pkg && ftyp == typ {
			r.Flag = fname
		}
	}
	a.relaysHere = append(a.relaysHere, r)
}

// RelaysFact returns the fact of this package's relays and those of its
// imports (go vet hands a package the Facts of its direct imports only).
func (a *Finder) RelaysFact() *facts.RelaysFact {
	seen := map[facts.Relay]bool{}
	var out []facts.Relay
	for _, r := range a.Relays {
		seen[r] = true
		out = append(out, r)
	}
	for _, r := range a.relaysHere {
		if !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		x, y := out[i], out[j]
		return slices.Compare([]string{x.Pkg, x.Type, x.Field, x.To, x.Flag}, []string{y.Pkg, y.Type, y.Field, y.To, y.Flag}) < 0
	})
	return &facts.RelaysFact{Relays: out}
}

// relayedField returns the module struct type and the name of the text
// field that v reads (x.f of a value or a pointer), if it is one.
func (a *Finder) relayedField(v ssa.Value) (pkg, typ, field string, ok bool) {
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

// unseen reports whether nothing of n's origin is visible here: its
// leaves are all of unknown origin, data the module does not write, or
// parameters (a converter given the conversation to send).
func unseen(n *origin.Node) bool {
	return len(n.Leaves(origin.Lit, origin.Foreign, origin.Stack, origin.Panic,
		origin.Body, origin.Field, origin.Typed, origin.Output, origin.Call, origin.Stored, origin.Cancel)) == 0
}

// relaySink returns the field sink a store into a relayed field is.
func (a *Finder) relaySink(pkg, typ, field string) (frameworks.FieldSink, string, bool) {
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
