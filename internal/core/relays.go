package core

import (
	"slices"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"golang.org/x/tools/go/ssa"
)

// Relayed fields. A multi-provider agent keeps its conversation in
// structs of its own (type ToolResult struct{ Content string; IsError
// bool }), stores them, reads them back and only then turns each into a
// provider's tool result: anthropic.NewToolResultBlock(tr.ID,
// tr.Content, tr.IsError). What the sink shows cannot be traced through
// the storage, but the field it reads is the model's text wherever the
// module fills it: a sink package exports the fields it relays (and the
// bool field its error flag reads), and a package that imports it treats
// a store into such a field as a sink of its own, the way a table's
// field sink is one. Only a sink whose whole text is of unknown origin
// relays its field: where the value is traced, the sink reports it.

// noteRelay records the field that the framework sink s reads its text
// from (val), when the text's origin is not visible; flag is the value
// of its error flag, if the sink takes one.
func (a *pkgAnalysis) noteRelay(s *sink.Sink, val, flag ssa.Value) {
	if s.Text == nil || !trace.Unseen(s.Text) {
		return
	}
	pkg, typ, field, ok := a.RelayedField(val)
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

// relaysFact returns the fact of this package's relays and those of its
// imports (go vet hands a package the Facts of its direct imports only).
func (a *pkgAnalysis) relaysFact() *facts.RelaysFact {
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
