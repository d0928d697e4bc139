package core

import "golang.org/x/tools/go/ssa"

// maxWalk bounds the values one walk meets: past it the walk gives up
// (the zero result), so that generated code with huge functions costs
// no more than ordinary code.
const maxWalk = 256

// walk explores the SSA graph from v, calling step once for each value
// it meets, v first. step decides the way: it goes on to another value
// by calling follow, which returns step's result for that value, or the
// zero T for a value already met or once the walk has met maxWalk
// values. Backward walks (what a value was made from: the maps, allocs
// or functions it may be, the call that produced it) follow operands;
// forward walks (what a value ends up in) follow referrers. Each caller
// writes only its own steps; the bookkeeping is here, once.
func walk[T any](v ssa.Value, step func(v ssa.Value, follow func(ssa.Value) T) T) T {
	return walkWithin(v, maxWalk, step)
}

// walkWithin is walk meeting at most limit values, for a search whose
// answer, if any, lies close.
func walkWithin[T any](v ssa.Value, limit int, step func(v ssa.Value, follow func(ssa.Value) T) T) T {
	seen := map[ssa.Value]bool{}
	var follow func(ssa.Value) T
	follow = func(v ssa.Value) T {
		if seen[v] || len(seen) >= limit {
			var zero T
			return zero
		}
		seen[v] = true
		return step(v, follow)
	}
	return follow(v)
}

// firstOf returns follow's first non-zero result over vals, in order.
func firstOf[T comparable](vals []ssa.Value, follow func(ssa.Value) T) T {
	var zero T
	for _, v := range vals {
		if r := follow(v); r != zero {
			return r
		}
	}
	return zero
}

// allOf returns follow's results over vals, concatenated.
func allOf[T any](vals []ssa.Value, follow func(ssa.Value) []T) []T {
	var out []T
	for _, v := range vals {
		out = append(out, follow(v)...)
	}
	return out
}
