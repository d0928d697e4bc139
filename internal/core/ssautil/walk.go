package ssautil

import "golang.org/x/tools/go/ssa"

// maxWalk bounds the values one walk meets: past it the walk gives up
// (the zero result), so that generated code with huge functions costs
// no more than ordinary code.
const maxWalk = 256

// Walk explores the SSA graph from v, calling step once for each value
// it meets, v first. step decides the way: it goes on to another value
// by calling follow, which returns step's result for that value, or the
// zero T for a value already met or once the walk has met maxWalk
// values. Backward walks (what a value was made from: the maps, allocs
// or functions it may be, the call that produced it) follow operands;
// forward walks (what a value ends up in) follow referrers. Each caller
// writes only its own steps; the bookkeeping is here, once.
func Walk[T any](v ssa.Value, step func(v ssa.Value, follow func(ssa.Value) T) T) T {
	return WalkWithin(v, maxWalk, step)
}

// WalkWithin is walk meeting at most limit values, for a search whose
// answer, if any, lies close.
func WalkWithin[T any](v ssa.Value, limit int, step func(v ssa.Value, follow func(ssa.Value) T) T) T {
	var seen valueSet
	var follow func(ssa.Value) T
	follow = func(v ssa.Value) T {
		if seen.len() >= limit || !seen.add(v) {
			var zero T
			return zero
		}
		return step(v, follow)
	}
	return follow(v)
}

// A valueSet is the values a walk has met. Most walks meet a handful
// (a call, its extract, a phi), and the core walks hundreds of
// thousands of times on a large package: the first few live in an
// array searched in order, and only a longer walk allocates a map.
type valueSet struct {
	few  [8]ssa.Value
	n    int
	many map[ssa.Value]bool
}

// add adds v, reporting whether it was new.
func (s *valueSet) add(v ssa.Value) bool {
	if s.many != nil {
		if s.many[v] {
			return false
		}
		s.many[v] = true
		return true
	}
	for _, w := range s.few[:s.n] {
		if w == v {
			return false
		}
	}
	if s.n < len(s.few) {
		s.few[s.n] = v
		s.n++
		return true
	}
	s.many = make(map[ssa.Value]bool, 2*len(s.few))
	for _, w := range s.few {
		s.many[w] = true
	}
	s.many[v] = true
	return true
}

func (s *valueSet) len() int {
	if s.many != nil {
		return len(s.many)
	}
	return s.n
}

// FirstOf returns follow's first non-zero result over vals, in order.
func FirstOf[T comparable](vals []ssa.Value, follow func(ssa.Value) T) T {
	var zero T
	for _, v := range vals {
		if r := follow(v); r != zero {
			return r
		}
	}
	return zero
}

// AllOf returns follow's results over vals, concatenated.
func AllOf[T any](vals []ssa.Value, follow func(ssa.Value) []T) []T {
	var out []T
	for _, v := range vals {
		out = append(out, follow(v)...)
	}
	return out
}
