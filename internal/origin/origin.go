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
	"slices"
	"strconv"
	"strings"
)

// Op is the kind of a Node.
type Op uint8

const (
	// Unknown: the analysis cannot see where the text came from (a call
	// through an interface or a func value, a map or channel read).
	Unknown Op = iota
	// Lit: constant text written in the module (Text).
	Lit
	// Data: a value the module formats that is not error text: numbers,
	// identifiers, arguments, a type name.
	Data
	// Foreign: the text of an error produced outside the module; Text
	// names the function that produced it.
	Foreign
	// Stack: a stack trace; Text names what produced it.
	Stack
	// Panic: a value recovered from a panic.
	Panic
	// Body: bytes of an upstream HTTP response body; Text names the
	// function that read it.
	Body
	// Param: the Index-th parameter of the summarized function.
	Param
	// Field: the Index-th field of the receiver of an Error method.
	Field
	// Concat: the texts of Kids, in order.
	Concat
	// Choice: the text of one of Kids, depending on the path taken.
	Choice
	// Typed: an error value of a module-defined type (Text names it);
	// Kids[0], if present, is its text. Retry says whether it carries a
	// retry decision in its structure.
	Typed
	// Output: what a subprocess wrote (its stdout or stderr: the
	// program's own wording, usage text, its traceback); Text names the
	// call or field it was read from.
	Output
	// Call: the Result-th result of calling the function that the
	// Index-th parameter of the summarized function holds (an adapter
	// calling the handler it was given, directly or by reflection), or,
	// if Text names a method, of calling that method of the interface
	// value it holds (an executor); a call of the summarized function
	// fills it in with the summary of the function or method it passes.
	Call
	// Stored: the Result-th result of calling a function stored into
	// the func-typed field Text names ("pkg.Type.Field"), or, if Member
	// is set, that result's struct field Member (the Error of a module
	// result type). A tool table's adapter calls such a field; the
	// sink that shows the text fills it in, once per function stored
	// into the field in its package and the packages it imports.
	Stored
	// Cancel: the error of a tool call's own context, cancelled when
	// the client gave up on the call (no deadline of the module's is on
	// the way). Text holding it reaches nobody: see Without.
	Cancel
	// Remote: text of a tool result another MCP server returned (the
	// content of what a client's CallTool got back); Text names the
	// call. Another server wrote it: to this tool's model it is an
	// outsider's words, a prompt-injection channel.
	Remote
)

// A Kind is what every pass needs to know about an Op, in one place:
// adding an Op is adding its row to kinds (and the code that produces
// it), nothing else.
type Kind struct {
	// Name names the op in String's rendering.
	Name string
	// Leaks: text no tool result should carry (a foreign error's text,
	// a trace, a panic value, an upstream body). The fixes drop such
	// operands; the retryable pass leaves such text to the others.
	Leaks bool
	// ErrorText: the text of an error value, so text holding it reports
	// a failure even where the framework has no error flag.
	ErrorText bool
	// Traceback, if set, makes the traceback pass report the leaf.
	Traceback *Traceback
}

// Traceback is how the traceback pass words a leaf of its kind.
type Traceback struct {
	// What the model is shown ("a stack trace"), and Cost, why that
	// hurts.
	What, Cost string
	// Source, if set, joins the leaf's source to What ("from": "a
	// stack trace from debug.Stack").
	Source string
	// OnlyErrors: only text that reports an error is reported: a
	// successful result may show such text (a fetching tool shows
	// what the upstream returned).
	OnlyErrors bool
	// CutCost replaces Cost for a leaf the code cuts short (Node.Cut):
	// the same harm without the claim about its size.
	CutCost string
}

// kinds holds each Op's Kind, indexed by Op.
var kinds = [...]Kind{
	Unknown: {Name: "unknown"},
	Lit:     {Name: "lit"},
	Data:    {Name: "data"},
	Foreign: {Name: "foreign", Leaks: true, ErrorText: true},
	Stack: {Name: "stack", Leaks: true, Traceback: &Traceback{
		What:   "a stack trace",
		Cost:   "a trace is hundreds of tokens of internals (paths, package layout) the model cannot act on",
		Source: "from",
	}},
	Panic: {Name: "panic", Leaks: true, Traceback: &Traceback{
		What: "a recovered panic value",
		Cost: "the runtime's wording is no reason the model can act on and may hold internal values",
	}},
	Body: {Name: "body", Leaks: true, Traceback: &Traceback{
		What:       "the upstream response body",
		Cost:       "an upstream body can be kilobytes of HTML, leaks the service's internals and is text an outsider controls (a prompt-injection channel)",
		CutCost:    "even cut short, an upstream body leaks the service's internals and is text an outsider controls (a prompt-injection channel)",
		Source:     "of",
		OnlyErrors: true,
	}},
	Param:  {Name: "param"},
	Field:  {Name: "field"},
	Concat: {Name: "concat"},
	Choice: {Name: "choice"},
	Typed:  {Name: "typed", ErrorText: true},
	Output: {Name: "output", Leaks: true, Traceback: &Traceback{
		What:       "a command's output",
		Cost:       "a command's stderr is its own wording (usage text, paths, its traceback), changes between versions and can run to kilobytes",
		CutCost:    "even cut short, a command's stderr is its own wording (usage text, paths, its traceback) and changes between versions",
		Source:     "from",
		OnlyErrors: true,
	}},
	Call:   {Name: "call"},
	Stored: {Name: "stored"},
	Cancel: {Name: "cancel", ErrorText: true},
	Remote: {Name: "remote", Leaks: true, Traceback: &Traceback{
		What:       "another MCP server's tool result",
		Cost:       "another server wrote that text, so the model reads an outsider's words as this tool's (a prompt-injection channel), and their wording is no sentence this module chose",
		Source:     "from",
		OnlyErrors: true,
	}},
}

// Kind returns what the passes know about op.
func (op Op) Kind() Kind { return kinds[op] }

// Ops returns every Op, in order.
func Ops() []Op {
	ops := make([]Op, len(kinds))
	for i := range ops {
		ops[i] = Op(i)
	}
	return ops
}

// Retry records whether a Typed error decides retrying by its structure.
type Retry uint8

const (
	// RetryNone: the type has no retry field or method.
	RetryNone Retry = iota
	// RetryMethod: the type has a Temporary/Retryable/Timeout method.
	RetryMethod
	// RetrySet: the value sets the type's retry field explicitly.
	RetrySet
	// RetryUnset: the type has a retry field that this value leaves unset.
	RetryUnset
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

	pos   token.Pos // where the part arises in the analyzed package; not encoded
	inner bool      // copied from a sink template: the callee's own part
	hops  *hopList  // where a leaf's text went on its way, the last first; not encoded
}

// A Hop is one place a leaf's text passed on its way to a sink: a wrap
// (fmt.Errorf, errors.Join), the call of a module function returning
// it, an adapter handing it to the model. Like a node's position, hops
// are not encoded: a Fact read from another process carries none, and
// one shared in memory (a driver with a single FileSet) keeps them.
type Hop struct {
	Pos  token.Pos
	What string // "wrapped here by fmt.Errorf"
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

// WithoutNodes returns n without the alternatives that hold a node
// match holds of, as Without does for an op.
func (n *Node) WithoutNodes(match func(*Node) bool) *Node {
	found := false
	n.Walk(func(k *Node) bool {
		found = found || match(k)
		return !found
	})
	if !found {
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
		for _, k := range n.Kids {
			ka, kok := k.Alternatives(limit)
			ok = ok && kok
			var next [][]*Node
			for _, a := range alts {
				for _, b := range ka {
					next = append(next, append(append([]*Node(nil), a...), b...))
					if len(next) >= limit {
						return next, false
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
