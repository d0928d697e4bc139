package origin

import (
	"go/token"
	"slices"
	"strconv"
	"strings"
)

// Subst returns a copy of n in which Param leaves are replaced by
// args[Index] and Field leaves by fields[Index] (nil if out of range:
// no text). Leaves copied from n get Via set to via, if they have none,
// and position pos, so that a report can point at the call that brought
// them in (parts that carry a position in this package keep it); with
// inner set, they are also marked Inner.
func (n *Node) Subst(args, fields []*Node, via string, pos token.Pos, inner bool) *Node {
	if n == nil {
		return nil
	}
	switch n.Op {
	case Param:
		if n.Fails {
			return n.failure(args)
		}
		if n.Index < len(args) {
			if n.Cut {
				return args[n.Index].CutShort().through(n)
			}
			return args[n.Index].through(n)
		}
		return nil
	case Field:
		if fields != nil {
			if n.Index < len(fields) {
				return fields[n.Index]
			}
			return nil
		}
	case Concat, Choice, Typed:
		c := n.withKids(func(k *Node) *Node { return k.Subst(args, fields, via, pos, inner) })
		if c != nil && c.Op == Typed && c.pos == token.NoPos {
			c.pos = pos
		}
		return c
	}
	c := *n
	if c.Via == "" {
		c.Via = via
	}
	if c.pos == token.NoPos {
		c.pos = pos
	}
	c.inner = inner
	return &c
}

// failure substitutes args in a Param leaf marked Fails: still a
// parameter's failure where the argument is a parameter (a closure's
// text read in its caller), the encoder's own text otherwise.
func (n *Node) failure(args []*Node) *Node {
	c := *n
	if n.Index < len(args) {
		if a := args[n.Index]; a != nil && a.Op == Param && len(a.Kids) == 0 && !a.Fails {
			c.Index = a.Index
			return &c
		}
	}
	c.Op, c.Index, c.Fails = Foreign, 0, false
	return &c
}

// Without returns n without the alternatives that hold a leaf of op,
// or nil if every alternative does: a sink drops the texts sent only
// once the client has gone. A Concat or Typed node is dropped when a
// part of it is.
func (n *Node) Without(op Op) *Node {
	return n.WithoutNodes(func(k *Node) bool { return k.Op == op })
}

// Holding returns n with only the alternatives that hold a node of op,
// or nil if none does: what a text is where it is known to be a
// particular one's (a server's error reply, where it is a tool's).
func (n *Node) Holding(op Op) *Node {
	isOp := func(k *Node) bool { return k.Op == op }
	if !n.holds(isOp) {
		return nil
	}
	if n.Op == op {
		return n
	}
	return n.withKids(func(k *Node) *Node {
		if n.Op == Choice || k.holds(isOp) {
			return k.Holding(op)
		}
		return k
	})
}

// holds reports whether n or a node inside it is one match holds of.
func (n *Node) holds(match func(*Node) bool) bool {
	found := false
	n.Walk(func(k *Node) bool {
		found = found || match(k)
		return !found
	})
	return found
}

// WithoutNodes returns n without the alternatives that hold a node
// match holds of, as Without does for an op.
func (n *Node) WithoutNodes(match func(*Node) bool) *Node {
	if !n.holds(match) {
		return n
	}
	if match(n) {
		return nil
	}
	if n.Op == Choice {
		return n.withKids(func(k *Node) *Node { return k.WithoutNodes(match) })
	}
	whole := true
	c := n.withKids(func(k *Node) *Node {
		w := k.WithoutNodes(match)
		whole = whole && w != nil
		return w
	})
	if !whole {
		return nil
	}
	return c
}

// HasParams reports whether n depends on the summarized function's
// parameters.
func (n *Node) HasParams() bool { return len(n.Leaves(Param, Call)) > 0 }

// SubstCalls returns a copy of n in which each Call leaf is replaced by
// what calls returns for it (nil: no text).
func (n *Node) SubstCalls(calls func(call *Node) *Node) *Node { return n.SubstLeaves(Call, calls) }

// SubstLeaves returns a copy of n in which each leaf of op is replaced
// by what f returns for it (nil: no text), with the hops the leaf
// recorded.
func (n *Node) SubstLeaves(op Op, f func(leaf *Node) *Node) *Node {
	return n.substWhere(func(l *Node) bool { return l.Op == op }, f)
}

// Flattened returns a copy of n whose Foreign leaves are marked Flat:
// the text of an error that a new error keeps only as words.
func (n *Node) Flattened() *Node {
	return n.SubstLeaves(Foreign, func(l *Node) *Node {
		c := *l
		c.Flat = true
		return &c
	})
}

// HasFailures reports whether n holds a Param leaf marked Fails.
func (n *Node) HasFailures() bool {
	return slices.ContainsFunc(n.Leaves(Param), func(l *Node) bool { return l.Fails })
}

// SubstFailures returns a copy of n in which each Param leaf marked
// Fails is replaced by what f returns for it (nil: no text), with the
// hops the leaf recorded.
func (n *Node) SubstFailures(f func(leaf *Node) *Node) *Node {
	return n.substWhere(func(l *Node) bool { return l.Op == Param && l.Fails }, f)
}

// substWhere returns a copy of n in which each leaf that match holds of
// is replaced by what f returns for it.
func (n *Node) substWhere(match func(leaf *Node) bool, f func(leaf *Node) *Node) *Node {
	if n == nil {
		return nil
	}
	if len(n.Kids) == 0 {
		if match(n) {
			return f(n).through(n)
		}
		return n
	}
	switch n.Op {
	case Concat, Choice, Typed:
		found := false
		n.Walk(func(l *Node) bool {
			found = found || len(l.Kids) == 0 && match(l)
			return !found
		})
		if found {
			return n.withKids(func(k *Node) *Node { return k.substWhere(match, f) })
		}
	}
	return n
}

// withKids returns a copy of the Concat, Choice or Typed node n whose
// kids are f of n's (nil if nothing remains of a Concat or Choice).
func (n *Node) withKids(f func(*Node) *Node) *Node {
	kids := make([]*Node, len(n.Kids))
	for i, k := range n.Kids {
		kids[i] = f(k)
	}
	switch n.Op {
	case Concat:
		return NewConcat(kids...)
	case Choice:
		return NewChoice(kids...)
	}
	c := *n
	c.Kids = nil
	if len(kids) > 0 && kids[0] != nil {
		c.Kids = kids[:1] // a Typed node has at most its text
	}
	return &c
}

// Alternatives returns the distinct texts n may be, each as its list of
// leaves in order, up to limit alternatives. ok is false if there were
// more.
func (n *Node) Alternatives(limit int) (alts [][]*Node, ok bool) {
	if n == nil {
		return nil, true
	}
	switch n.Op {
	case Choice:
		ok = true
		for _, k := range n.Kids {
			a, kok := k.Alternatives(limit - len(alts))
			alts = append(alts, a...)
			ok = ok && kok
			if len(alts) >= limit {
				return alts[:limit], false
			}
		}
		return alts, ok
	case Concat:
		alts = [][]*Node{nil}
		ok = true
		for i, k := range n.Kids {
			ka, kok := k.Alternatives(limit)
			ok = ok && kok
			var next [][]*Node
			for _, a := range alts {
				for _, b := range ka {
					next = append(next, append(append([]*Node(nil), a...), b...))
					if len(next) >= limit {
						// Each is still a whole path: the parts after
						// this one follow, each in its first form.
						return completed(next, n.Kids[i+1:]), false
					}
				}
			}
			alts = next
		}
		return alts, ok
	case Typed:
		// The typed node itself stands first, so that its structure can
		// be inspected; its text follows.
		if len(n.Kids) == 0 {
			return [][]*Node{{n}}, true
		}
		ka, kok := n.Kids[0].Alternatives(limit)
		for i := range ka {
			ka[i] = append([]*Node{n}, ka[i]...)
		}
		return ka, kok
	}
	return [][]*Node{{n}}, true
}

// String renders n compactly, for tests and debugging.
func (n *Node) String() string {
	var b strings.Builder
	n.write(&b)
	return b.String()
}

func (n *Node) write(b *strings.Builder) {
	if n == nil {
		b.WriteString("nil")
		return
	}
	b.WriteString(n.Op.Kind().Name)
	switch n.Op {
	case Lit:
		text := n.Text
		if len(text) > 40 {
			text = text[:40] + "…"
		}
		b.WriteString("(" + strconv.Quote(text) + ")")
	case Param, Field:
		b.WriteString("(" + strconv.Itoa(n.Index) + ")")
		if n.Read {
			b.WriteString("read")
		}
		if n.Fails {
			b.WriteString("fails(" + n.Text + ")")
		}
	case Call:
		b.WriteString("(" + strconv.Itoa(n.Index) + n.Text + "." + strconv.Itoa(n.Result) + ")")
	case Stored:
		b.WriteString("(" + n.Text + "." + strconv.Itoa(n.Result))
		if n.Member != "" {
			b.WriteString("." + n.Member)
		}
		b.WriteString(")")
	case Concat, Choice:
	default:
		if n.Text != "" {
			b.WriteString("(" + n.Text + ")")
		}
	}
	if len(n.Kids) > 0 {
		b.WriteString("[")
		for i, k := range n.Kids {
			if i > 0 {
				b.WriteString(" ")
			}
			k.write(b)
		}
		b.WriteString("]")
	}
}

// CutShort returns n with its leaves whose size a message claims (Body,
// Output) and its parameters marked Cut: the code cuts the text to a
// bounded length. (A stack trace is read into a bounded buffer anyway,
// buf[:n], and is hundreds of tokens all the same.) It copies what it
// changes.
func (n *Node) CutShort() *Node {
	if n == nil {
		return nil
	}
	switch n.Op {
	case Body, Output, Param:
		c := *n
		c.Cut = true
		return &c
	case Concat, Choice, Typed:
		return n.withKids(func(k *Node) *Node { return k.CutShort() })
	}
	return n
}

// AsData returns a copy of n in which constant parts are plain data: the
// text a foreign function derives from the module's constants (the value
// of argument "id") is not the module's wording.
func (n *Node) AsData() *Node {
	if n == nil {
		return nil
	}
	switch n.Op {
	case Lit:
		return Leaf(Data, "")
	case Concat, Choice:
		kids := make([]*Node, len(n.Kids))
		for i, k := range n.Kids {
			kids[i] = k.AsData()
		}
		if n.Op == Concat {
			return NewConcat(kids...)
		}
		return NewChoice(kids...)
	}
	return n
}

// completed returns prefixes, the first parts of a concatenation's
// paths, each followed by the first path of every part in rest.
func completed(prefixes [][]*Node, rest []*Node) [][]*Node {
	var tail []*Node
	for _, k := range rest {
		if ka, _ := k.Alternatives(1); len(ka) > 0 {
			tail = append(tail, ka[0]...)
		}
	}
	for i := range prefixes {
		prefixes[i] = append(prefixes[i], tail...)
	}
	return prefixes
}
