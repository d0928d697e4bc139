// Package origin describes who wrote a piece of model-visible text.
//
// The text a tool hands to a model is represented as a small tree: its
// leaves say where a part came from (a constant the module wrote, a value
// it formatted, the text of an error raised outside the module, a stack
// trace, ...), Concat nodes put parts side by side and Choice nodes join
// the alternatives of different control-flow paths.
//
// Trees are built by internal/core from SSA and travel between packages
// inside analysis Facts, so a Node is plain data that encoding/gob can
// carry; positions, which are meaningless in another process, are kept
// in unexported fields that gob skips.
package origin

import (
	"go/token"
	"strings"
)

// A Node is one part of a text's origin.
type Node struct {
	Op    Op
	Text  string
	Index int
	Kids  []*Node
	// Via names the module function through which a leaf arrived
	// ("(*store.Store).Order"), empty if it arose where it is used.
	Via string
	// Retry and RetryField describe a Typed node.
	Retry      Retry
	RetryField string
	// Result is the result index of a Call or Stored node; Member, the
	// field of that result a Stored node reads, if any.
	Result int
	Member string
	// Ok: this Stored leaf is read only where the call succeeded (its
	// error is nil), so it stands for the stored function's text on its
	// successful paths.
	Ok bool
	// Encoded: this Param leaf stands for the encoding (JSON, YAML) the
	// function makes of its parameter's value (a helper that marshals
	// what it is given): a call fills it in with the texts of the fields
	// and entries of the value it passes, not with the value's own text.
	Encoded bool
	// Cut: the code cuts the text of this Body, Output or Param leaf to a bounded length on its way (a slice [:n], a limited
	// reader, a truncating helper), so no claim about its size holds.
	Cut bool
	// Read: a Param leaf standing for what is read from the parameter
	// (an io.Reader, an HTTP response's body) rather than its own text:
	// a helper reading the body it is given. A call passing a response
	// body makes it that body.
	Read bool
	// Fails: this Param leaf stands for the error the encoder Text
	// returns for the parameter's value (a helper marshalling what it is
	// given): each call decides it by the value it passes, which may be
	// one the encoder always encodes. Where nothing decides it, it is
	// the encoder's own text, a Foreign leaf.
	Fails bool
	// Framework: this Lit leaf holds words a framework wrote (the error
	// of a missing argument), not the module.
	Framework bool
	// WhenNil, if not 0, is one more than the index of an error
	// parameter that is nil wherever the function's text is this
	// alternative (full := message; if err != nil { full = ... }): a
	// call passing an error known to be non-nil never shows it.
	WhenNil int
	// Flat: this Foreign leaf's error reaches the text only as words
	// (formatted with a verb other than %w into a new error, or its
	// Error() given to errors.New): errors.Is and errors.As no longer
	// find it in the error that carries it, so no branch by its class
	// can be written there.
	Flat bool

	pos   token.Pos // where the part arises in the analyzed package; not encoded
	inner bool      // copied from a sink template: the callee's own part
	hops  *hopList  // where a leaf's text went on its way, the last first; not encoded
}

// Inner reports whether n was part of a callee's sink template rather
// than of the arguments of the call that instantiated it: such parts are
// reported inside the callee, not again at each call.
func (n *Node) Inner() bool { return n.inner }

// Pos returns where the part arises in the package being analyzed: the
// call that produced a foreign error, the literal of a constant, the
// composite literal of a typed error. It is token.NoPos for parts that
// arrived in a Fact decoded from another process (go vet); a driver that
// shares Facts in memory and one FileSet keeps positions in the other
// package.
func (n *Node) Pos() token.Pos { return n.pos }

// At returns n with its position set to pos. It modifies n.
func (n *Node) At(pos token.Pos) *Node { n.pos = pos; return n }

// Leaf returns a new leaf node.
func Leaf(op Op, text string) *Node { return &Node{Op: op, Text: text} }

// maxNodes bounds the size of a tree; larger trees are folded into a
// Choice of their distinct leaves, which keeps every question the passes
// ask answerable except the exact text.
const maxNodes = 128

// NewConcat returns the concatenation of parts, flattened. Nil parts
// (no text) are dropped; nil is returned if nothing remains.
func NewConcat(parts ...*Node) *Node {
	var kids []*Node
	for _, p := range parts {
		switch {
		case p == nil:
		case p.Op == Concat:
			kids = append(kids, p.Kids...)
		case p.Op == Lit && p.Text == "":
		default:
			kids = append(kids, p)
		}
	}
	switch len(kids) {
	case 0:
		return nil
	case 1:
		return kids[0]
	}
	return bound(&Node{Op: Concat, Kids: kids})
}

// NewChoice returns the node for "one of alts". Nil alternatives (the
// path carries no error) are dropped; nil is returned if nothing remains.
func NewChoice(alts ...*Node) *Node {
	var kids []*Node
	seen := map[*Node]bool{}
	for _, a := range alts {
		switch {
		case a == nil || seen[a]:
		case a.Op == Choice:
			for _, k := range a.Kids {
				if !seen[k] {
					seen[k] = true
					kids = append(kids, k)
				}
			}
		default:
			seen[a] = true
			kids = append(kids, a)
		}
	}
	switch len(kids) {
	case 0:
		return nil
	case 1:
		return kids[0]
	}
	return bound(&Node{Op: Choice, Kids: kids})
}

func bound(n *Node) *Node {
	if n.size() <= maxNodes {
		return n
	}
	var leaves []*Node
	seen := map[[2]string]bool{}
	n.Walk(func(l *Node) bool {
		if len(l.Kids) == 0 && l.Op != Lit {
			k := [2]string{string(rune('a' + l.Op)), l.Text}
			if !seen[k] {
				seen[k] = true
				leaves = append(leaves, l)
			}
		}
		return true
	})
	// The exact text is lost: mark it, so no pass treats it as known.
	leaves = append(leaves, Leaf(Unknown, foldedText))
	return &Node{Op: Choice, Kids: leaves}
}

// foldedText marks a tree bound folded: a leaf of its Choice.
const foldedText = "text too complex"

// folded reports whether n holds, among its alternatives, a tree bound
// folded into its leaves (NewChoice flattens it into n), whose shape
// (which leaf stands alone, which is part of a sentence) is lost.
func (n *Node) folded() bool {
	if n.Op != Choice {
		return false
	}
	for _, k := range n.Kids {
		if k.Op == Unknown && k.Text == foldedText {
			return true
		}
	}
	return false
}

func (n *Node) size() int {
	s := 0
	n.Walk(func(*Node) bool { s++; return true })
	return s
}

// Walk calls f for n and, while f returns true, for its descendants,
// depth first in order.
func (n *Node) Walk(f func(*Node) bool) {
	if n == nil || !f(n) {
		return
	}
	for _, k := range n.Kids {
		k.Walk(f)
	}
}

// Leaks reports whether n carries a part of a kind that Leaks.
func (n *Node) Leaks() bool { return n.Has(func(k Kind) bool { return k.Leaks }) }

// Owned reports whether n is the module's own words and data on every
// path: nothing that leaks, and no part whose writer is unknown (a
// typed error, a parameter's text, an unknown value). A fix may show it
// as it is.
func (n *Node) Owned() bool { return !n.Leaks() && len(n.Leaves(Typed, Param, Unknown)) == 0 }

// Has reports whether n has a node whose op's kind satisfies f.
func (n *Node) Has(f func(Kind) bool) bool {
	found := false
	n.Walk(func(l *Node) bool {
		found = found || f(l.Op.Kind())
		return !found
	})
	return found
}

// Leaves returns the leaves of n whose op is one of ops, in order.
func (n *Node) Leaves(ops ...Op) []*Node {
	var out []*Node
	n.Walk(func(l *Node) bool {
		for _, op := range ops {
			if l.Op == op {
				out = append(out, l)
				break
			}
		}
		return true
	})
	return out
}

// Whole returns the leaf that makes up the whole text of n on some path,
// if there is one: n itself when it is a leaf, a Concat whose other parts
// are empty, a Typed error whose text is such a leaf, or any alternative
// of a Choice. A folded tree has none: its leaves may each have been
// one part of a longer text.
func (n *Node) Whole(op Op) *Node {
	if w := n.Wholes(op); len(w) > 0 {
		return w[0]
	}
	return nil
}

// Wholes returns every leaf of kind op that makes up the whole text of n
// on some path (see Whole), in order.
func (n *Node) Wholes(op Op) []*Node {
	if n == nil || n.folded() {
		return nil
	}
	switch n.Op {
	case op:
		return []*Node{n}
	case Choice:
		var out []*Node
		for _, k := range n.Kids {
			out = append(out, k.Wholes(op)...)
		}
		return out
	case Typed:
		if len(n.Kids) > 0 {
			return n.Kids[0].Wholes(op)
		}
	case Concat:
		var only *Node
		for _, k := range n.Kids {
			if k.Op == Lit && strings.TrimSpace(k.Text) == "" {
				continue
			}
			if only != nil {
				return nil
			}
			only = k
		}
		return only.Wholes(op)
	}
	return nil
}

// OnlyWhenNil returns a copy of n marked as the text where the index-th
// parameter, an error, is nil (see WhenNil).
func (n *Node) OnlyWhenNil(index int) *Node {
	c := *n
	c.WhenNil = index + 1
	return &c
}
