package origin

import (
	"go/token"
)

// A Hop is one place a leaf's text passed on its way to a sink: a wrap
// (fmt.Errorf, errors.Join), the call of a module function returning
// it, an adapter handing it to the model. Like a node's position, hops
// are not encoded: a Fact read from another process carries none, and
// one shared in memory (a driver with a single FileSet) keeps them.
type Hop struct {
	Pos  token.Pos
	What string // "wrapped here by fmt.Errorf"
}

// WrappedBy opens the What of a hop where a function wrapped the error
// ("wrapped here by fmt.Errorf"), and ReturnedBy that of one where a
// module function returned it to its caller.
const (
	WrappedBy  = "wrapped here by "
	ReturnedBy = "returned here by "
)

// WrapsForeign reports whether n has a leaf of leaking text that
// fmt.Errorf wrapped on its way: a fix may drop it there (see
// report.WrapFix).
func (n *Node) WrapsForeign() bool {
	found := false
	n.Walk(func(l *Node) bool {
		if len(l.Kids) == 0 && l.Leaks() {
			for h := l.hops; h != nil && !found; h = h.prev {
				found = h.What == WrappedBy+"fmt.Errorf"
			}
		}
		return !found
	})
	return found
}

// Hops returns the places n's text passed through, first to last.
func (n *Node) Hops() []Hop {
	count := 0
	for h := n.hops; h != nil; h = h.prev {
		count++
	}
	out := make([]Hop, count)
	for h := n.hops; h != nil; h = h.prev {
		count--
		out[count] = h.Hop
	}
	return out
}

// A hopList holds a leaf's hops, the last first. A leaf given a hop
// shares the list of the hops before it with the leaf it copies, so a
// text passing many places costs one element per place, not a copy of
// its trail at each.
type hopList struct {
	Hop
	prev *hopList
}

// carriesHops reports whether a leaf of kind op records hops: text a
// report follows (leaking text), and the parameters and handler calls
// of a summary, which become such text in a caller or a sink.
func carriesHops(op Op) bool { return op.Kind().Leaks || op == Param || op == Call || op == Stored }

// Hop returns n with hop {pos, what} added to each leaf that records
// hops, unless the leaf arises or already passed at pos, which says
// nothing new. It copies what it changes, a shared part once, so the
// copy has n's shape (the same size, the same alternatives), and
// returns n itself when nothing changes.
func (n *Node) Hop(pos token.Pos, what string) *Node {
	if !pos.IsValid() {
		return n
	}
	return n.withHops([]Hop{{pos, what}})
}

// withHops returns n with the hops hs added in order, as Hop adds one,
// in one copy of n.
func (n *Node) withHops(hs []Hop) *Node {
	if n == nil || len(hs) == 0 || !n.hasHopLeaf() {
		return n
	}
	copies := map[*Node]*Node{}
	var hop func(k *Node) *Node
	hop = func(k *Node) *Node {
		if c, ok := copies[k]; ok {
			return c
		}
		c := k
		switch {
		case k.Op == Concat || k.Op == Choice || k.Op == Typed:
			c = k.withKids(hop)
		case carriesHops(k.Op):
			list := k.hops
			for _, h := range hs {
				if h.Pos.IsValid() && k.pos != h.Pos && (list == nil || list.Pos != h.Pos) {
					list = &hopList{h, list}
				}
			}
			if list != k.hops {
				leaf := *k
				leaf.hops = list
				c = &leaf
			}
		}
		copies[k] = c
		return c
	}
	return hop(n)
}

// hasHopLeaf reports whether n has a leaf that records hops.
func (n *Node) hasHopLeaf() bool {
	found := false
	n.Walk(func(l *Node) bool {
		found = found || (len(l.Kids) == 0 && carriesHops(l.Op))
		return !found
	})
	return found
}

// through returns n with the hops of the leaf stand (a Param or Call
// leaf it replaces) added to its leaves: what happened to a parameter
// inside a function happens to the argument.
func (n *Node) through(stand *Node) *Node {
	if stand.hops == nil {
		return n
	}
	return n.withHops(stand.Hops())
}
