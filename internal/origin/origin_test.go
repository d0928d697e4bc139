package origin

import (
	"go/token"
	"slices"
	"strings"
	"testing"
)

var (
	hello   = Leaf(Lit, "hello")
	blank   = Leaf(Lit, " ")
	foreign = Leaf(Foreign, "os.Open")
	stack   = Leaf(Stack, "runtime/debug.Stack")
	data    = Leaf(Data, "")
	param0  = &Node{Op: Param, Index: 0}
	field1  = &Node{Op: Field, Index: 1}
)

func typed(kids ...*Node) *Node { return &Node{Op: Typed, Text: "NotFound", Kids: kids} }

// TestConstructors checks how NewConcat and NewChoice flatten, drop
// what carries no text, and collapse single parts.
func TestConstructors(t *testing.T) {
	for _, tc := range []struct {
		name string
		n    *Node
		want string
	}{
		{"concat of nothing", NewConcat(), "nil"},
		{"concat drops nil and empty literals", NewConcat(nil, Leaf(Lit, ""), hello), `lit("hello")`},
		{"concat flattens", NewConcat(NewConcat(hello, foreign), stack), `concat[lit("hello") foreign(os.Open) stack(runtime/debug.Stack)]`},
		{"choice of nothing", NewChoice(nil, nil), "nil"},
		{"choice drops duplicates", NewChoice(hello, hello), `lit("hello")`},
		{"choice flattens", NewChoice(NewChoice(hello, foreign), stack), `choice[lit("hello") foreign(os.Open) stack(runtime/debug.Stack)]`},
		{"params and fields by index", NewConcat(param0, field1), "concat[param(0) field(1)]"},
	} {
		if got := tc.n.String(); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestBound checks that a tree past maxNodes folds into its distinct
// non-literal leaves and an unknown leaf saying the text is lost.
func TestBound(t *testing.T) {
	var parts []*Node
	for range maxNodes {
		parts = append(parts, hello, foreign)
	}
	n := NewConcat(parts...)
	if n.Op != Choice || n.size() > maxNodes {
		t.Fatalf("a tree of %d leaves was not folded: %s", 2*maxNodes, n)
	}
	if got, want := n.String(), `choice[foreign(os.Open) unknown(text too complex)]`; got != want {
		t.Errorf("folded tree: got %s, want %s", got, want)
	}
}

// TestWhole checks which leaf, if any, is the whole text on some path.
func TestWhole(t *testing.T) {
	// A report with an error's text in one of its many sections: folded,
	// it is a choice of its leaves, none of them the whole text.
	var sections []*Node
	for range maxNodes {
		sections = append(sections, hello, Leaf(Data, "section"))
	}
	folded := NewConcat(append(sections, foreign)...)
	for _, tc := range []struct {
		name string
		n    *Node
		op   Op
		want *Node
	}{
		{"a leaf itself", foreign, Foreign, foreign},
		{"a leaf of another kind", hello, Foreign, nil},
		{"blank literals around it", NewConcat(blank, foreign, blank), Foreign, foreign},
		{"words around it", NewConcat(hello, foreign), Foreign, nil},
		{"one alternative", NewChoice(hello, foreign), Foreign, foreign},
		{"a typed error's text", typed(foreign), Foreign, foreign},
		{"a typed error without text", typed(), Foreign, nil},
		{"nil", nil, Foreign, nil},
		{"a folded tree's leaf", folded, Foreign, nil},
		{"a folded tree among alternatives", NewChoice(folded, hello), Foreign, nil},
	} {
		if got := tc.n.Whole(tc.op); got != tc.want {
			t.Errorf("%s: Whole(%s) of %s = %s, want %s", tc.name, kinds[tc.op].Name, tc.n, got, tc.want)
		}
	}
}

// TestSubst checks that a summary is instantiated for a call: params
// and fields replaced, copied leaves marked with where they came
// through, and parts already placed kept where they are.
func TestSubst(t *testing.T) {
	pos, placed := token.Pos(42), token.Pos(7)
	local := Leaf(Foreign, "os.Stat").At(placed)
	sum := NewConcat(hello, param0, field1, foreign, local, &Node{Op: Param, Index: 5})
	got := sum.Subst([]*Node{stack}, []*Node{nil, data}, "store.Find", pos, true)
	if want := `concat[lit("hello") stack(runtime/debug.Stack) data foreign(os.Open) foreign(os.Stat)]`; got.String() != want {
		t.Fatalf("Subst: got %s, want %s (a parameter out of range carries no text)", got, want)
	}
	lit, arg, copied, kept := got.Kids[0], got.Kids[1], got.Kids[3], got.Kids[4]
	if copied.Via != "store.Find" || copied.Pos() != pos || !copied.Inner() {
		t.Errorf("a copied leaf: Via %q, Pos %d, Inner %v; want store.Find, %d, true", copied.Via, copied.Pos(), copied.Inner(), pos)
	}
	if kept.Pos() != placed {
		t.Errorf("a leaf placed in this package moved to %d, want %d", kept.Pos(), placed)
	}
	if lit.Via != "store.Find" {
		t.Errorf("a literal of the callee: Via %q, want store.Find", lit.Via)
	}
	if arg != stack || arg.Inner() {
		t.Errorf("an argument is not the caller's own node: %s, inner %v", arg, arg.Inner())
	}
	if foreign.Via != "" || foreign.Inner() {
		t.Errorf("Subst modified the summary's leaf: %+v", foreign)
	}
	if got := typed(field1).Subst(nil, nil, "", pos, false); got.String() != "typed(NotFound)[field(1)]" {
		t.Errorf("fields without values stay fields: got %s", got)
	}
}

// TestAlternatives checks the texts a tree may be, leaf by leaf, and the
// limit on their number.
func TestAlternatives(t *testing.T) {
	render := func(alts [][]*Node) string {
		var out []string
		for _, a := range alts {
			var parts []string
			for _, n := range a {
				parts = append(parts, n.String())
			}
			out = append(out, strings.Join(parts, "+"))
		}
		return strings.Join(out, " | ")
	}
	n := NewConcat(NewChoice(hello, foreign), typed(NewChoice(stack, data)))
	alts, ok := n.Alternatives(16)
	want := `lit("hello")+typed(NotFound)[choice[stack(runtime/debug.Stack) data]]+stack(runtime/debug.Stack) | ` +
		`lit("hello")+typed(NotFound)[choice[stack(runtime/debug.Stack) data]]+data | ` +
		`foreign(os.Open)+typed(NotFound)[choice[stack(runtime/debug.Stack) data]]+stack(runtime/debug.Stack) | ` +
		`foreign(os.Open)+typed(NotFound)[choice[stack(runtime/debug.Stack) data]]+data`
	if got := render(alts); !ok || got != want {
		t.Errorf("Alternatives(16) = %v,\n%s\nwant true,\n%s", ok, got, want)
	}
	if alts, ok := n.Alternatives(3); ok || len(alts) != 3 {
		t.Errorf("Alternatives(3) = %d alternatives, %v; want 3, false", len(alts), ok)
	}
	// Cut short, each alternative is still a whole path: the parts after
	// the one that reached the limit follow it (a decision appended to a
	// text of many forms is on every one).
	var many []*Node
	for i := range 20 {
		many = append(many, Leaf(Lit, strings.Repeat("x", i+1)))
	}
	decided := Leaf(Lit, "; retry once")
	alts, ok = NewConcat(NewChoice(many...), decided).Alternatives(16)
	if ok || len(alts) != 16 {
		t.Fatalf("Alternatives(16) of 20 forms = %d, %v; want 16, false", len(alts), ok)
	}
	for _, a := range alts {
		if a[len(a)-1] != decided {
			t.Errorf("an alternative cut short lost its end: %s", render([][]*Node{a}))
		}
	}
}

// TestKinds checks the questions the passes ask through the kinds table.
func TestKinds(t *testing.T) {
	for _, tc := range []struct {
		n                *Node
		leaks, errorText bool
	}{
		{NewConcat(hello, data), false, false},
		{NewConcat(hello, foreign), true, true},
		{NewChoice(hello, stack), true, false},
		{typed(hello), false, true},
		{Leaf(Body, "net/http.Get"), true, false},
		{Leaf(Panic, "recover"), true, false},
		{nil, false, false},
	} {
		if got := tc.n.Leaks(); got != tc.leaks {
			t.Errorf("%s: Leaks() = %v, want %v", tc.n, got, tc.leaks)
		}
		if got := tc.n.Has(func(k Kind) bool { return k.ErrorText }); got != tc.errorText {
			t.Errorf("%s: has error text = %v, want %v", tc.n, got, tc.errorText)
		}
	}
	for _, op := range Ops() {
		if op.Kind().Name == "" {
			t.Errorf("op %d has no row in kinds", op)
		}
		if tb := op.Kind().Traceback; tb != nil && (!op.Kind().Leaks || tb.What == "" || tb.Cost == "") {
			t.Errorf("%s: the traceback pass reports it, but it does not leak or is not worded", op.Kind().Name)
		}
	}
}

// TestAsData checks that constant parts a foreign function derives from
// become data, and other parts keep their origin.
func TestAsData(t *testing.T) {
	got := NewConcat(hello, NewChoice(Leaf(Lit, "x"), foreign)).AsData()
	if want := "concat[data choice[data foreign(os.Open)]]"; got.String() != want {
		t.Errorf("AsData: got %s, want %s", got, want)
	}
}

// TestSubstToNothing checks that a Concat or Choice whose parts all
// substitute to no text becomes nil, not a node.
func TestSubstToNothing(t *testing.T) {
	n := NewConcat(&Node{Op: Param, Index: 0}, NewChoice(&Node{Op: Param, Index: 1}, &Node{Op: Param, Index: 2}))
	if got := n.Subst([]*Node{nil, nil, nil}, nil, "", token.NoPos, false); got != nil {
		t.Errorf("Subst = %v, want nil", got)
	}
	c := NewConcat(Leaf(Lit, "a: "), &Node{Op: Call, Index: 0})
	if got := c.SubstCalls(func(*Node) *Node { return nil }); got == nil || got.String() != `lit("a: ")` {
		t.Errorf("SubstCalls = %v, want the literal alone", got)
	}
}

// TestHop checks that a hop is recorded on the leaves a report follows,
// once per position, without touching the node it was given, and that
// what happened to a parameter inside a function happens to the
// argument substituted for it.
func TestHop(t *testing.T) {
	src := Leaf(Foreign, "os.Open").At(10)
	n := NewConcat(hello, src)
	wrapped := n.Hop(20, "wrapped").Hop(20, "again").Hop(10, "at the source").Hop(token.NoPos, "nowhere")
	if got := src.Hops(); len(got) != 0 {
		t.Fatalf("Hop changed its input: %v", got)
	}
	if wrapped.Kids[0] != hello {
		t.Errorf("a literal was copied: it records no hops")
	}
	if got, want := wrapped.Leaves(Foreign)[0].Hops(), []Hop{{20, "wrapped"}}; !slices.Equal(got, want) {
		t.Errorf("hops = %v, want %v", got, want)
	}
	if lit := NewConcat(hello, data); lit.Hop(20, "wrapped") != lit {
		t.Errorf("a text with no leaf recording hops was copied")
	}

	shared := NewChoice(NewConcat(hello, src), NewConcat(Leaf(Lit, "other"), src)).Hop(20, "wrapped")
	if l := shared.Leaves(Foreign); len(l) != 2 || l[0] != l[1] {
		t.Errorf("a part shared before Hop is not shared after it: %v", l)
	}

	// A helper wraps its parameter at 30; the call passes src.
	helper := param0.Hop(30, "wrapped in the helper")
	got := helper.Subst([]*Node{src}, nil, "helper", 40, false).Hops()
	if want := []Hop{{30, "wrapped in the helper"}}; !slices.Equal(got, want) {
		t.Errorf("argument hops = %v, want %v", got, want)
	}
}

// TestWholes checks that every alternative that is a whole text counts,
// not only the first.
func TestWholes(t *testing.T) {
	open, read := Leaf(Foreign, "os.Open"), Leaf(Foreign, "io.ReadAll")
	n := NewChoice(open, NewConcat(hello, Leaf(Foreign, "strconv.Atoi")), NewConcat(blank, read))
	if got := n.Wholes(Foreign); len(got) != 2 || got[0] != open || got[1] != read {
		t.Errorf("Wholes = %v, want [os.Open io.ReadAll]", got)
	}
}

// TestCutShort checks that cutting marks the leaves whose size a
// message claims, and parameters, which carry the cut to the argument a
// caller substitutes.
func TestCutShort(t *testing.T) {
	body := Leaf(Body, "(*net/http.Client).Do")
	cut := NewConcat(hello, body, param0, stack).CutShort()
	for _, l := range cut.Kids {
		if want := l.Op == Body || l.Op == Param; l.Cut != want {
			t.Errorf("%s: Cut = %v, want %v", l, l.Cut, want)
		}
	}
	if body.Cut {
		t.Error("CutShort changed its receiver")
	}
	helper := NewConcat(hello, param0).CutShort() // truncate(s): s[:n] + "…"
	if got := helper.Subst([]*Node{body}, nil, "", token.NoPos, false).Leaves(Body); len(got) != 1 || !got[0].Cut {
		t.Errorf("a cut parameter's argument: %v, want a cut body", got)
	}
}

// TestWithout checks that Without drops the alternatives holding a
// leaf of the op, and whatever is built of one, and nothing else.
func TestWithout(t *testing.T) {
	cancel := Leaf(Cancel, "")
	for _, tc := range []struct {
		name string
		n    *Node
		want string
	}{
		{"the leaf", cancel, "nil"},
		{"no such leaf", NewConcat(hello, foreign), `concat[lit("hello") foreign(os.Open)]`},
		{"a wrap of it", NewConcat(hello, cancel), "nil"},
		{"a typed error of it", typed(NewConcat(hello, cancel)), "nil"},
		{"one alternative of a wrap", NewConcat(hello, NewChoice(foreign, cancel)), `concat[lit("hello") foreign(os.Open)]`},
		{"every alternative", NewChoice(cancel, NewConcat(hello, cancel)), "nil"},
	} {
		if got := tc.n.Without(Cancel).String(); got != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
	}
}
