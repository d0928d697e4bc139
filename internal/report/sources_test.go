package report

import (
	"go/token"
	"strconv"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/origin"
)

// TestTrailsBounded checks that a diagnostic shows the trails of at most
// maxTrails sources, the named one first, and counts the others at the
// sink.
func TestTrailsBounded(t *testing.T) {
	const n, sink = maxTrails + 2, token.Pos(1000)
	var sources []*origin.Node
	for i := range n {
		sources = append(sources, origin.Leaf(origin.Foreign, "f"+strconv.Itoa(i)).At(token.Pos(10*(i+1))).Hop(token.Pos(10*(i+1)+1), "wrapped here by fmt.Errorf"))
	}
	named := sources[3]
	got := Trails(sources, named, sink, ComesFrom)
	if want := 2*maxTrails + 1; len(got) != want {
		t.Fatalf("got %d related entries, want %d: %v", len(got), want, got)
	}
	if got[0].Pos != named.Pos() || got[0].Message != "source 1 of 14: the error comes from f3" {
		t.Errorf("first entry %v, want the named source's origin", got[0])
	}
	if got[1].Message != "wrapped here by fmt.Errorf" || got[2].Message != "source 2 of 14: the error comes from f0" {
		t.Errorf("entries 2 and 3: %v, %v", got[1], got[2])
	}
	if last := got[len(got)-1]; last.Pos != sink || last.Message != "and 2 more sources not shown" {
		t.Errorf("last entry %v, want the count of the sources not shown at the sink", last)
	}
	if one := Trails(sources[:1], sources[0], sink, ComesFrom); len(one) != 2 || one[0].Message != "the error comes from f0" {
		t.Errorf("one source: %v, want its trail alone, unnumbered", one)
	}
}
