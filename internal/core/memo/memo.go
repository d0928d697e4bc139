// Package memo keeps the answers of a recursive analysis: each key's
// answer is computed once, and a question asked again while its answer
// is still being computed (the analysis met a recursion) gets a stand-in
// answer instead of looping.
//
// The core asks three such questions: the text of an SSA value, the
// summary of a function, and the sinks of a function. Which questions
// are asked first decides which ones see a stand-in, so results depend
// on the order of the questions; a Table only makes that order explicit,
// it does not change it.
package memo

// A Table holds the answers of one question, computed on demand.
type Table[K comparable, V any] struct {
	compute func(K) V
	pending V
	done    map[K]V
	busy    map[K]bool
}

// New returns a Table that answers with compute, and with pending for a
// key whose answer is being computed.
func New[K comparable, V any](compute func(K) V, pending V) *Table[K, V] {
	return &Table[K, V]{compute: compute, pending: pending, done: map[K]V{}, busy: map[K]bool{}}
}

// Get returns k's answer, computing it the first time. A key whose
// computation panicked keeps answering pending: one crash costs that
// key's answer, not a second crash at each later question.
func (t *Table[K, V]) Get(k K) V {
	if v, ok := t.done[k]; ok {
		return v
	}
	if t.busy[k] {
		return t.pending
	}
	t.busy[k] = true
	v := t.compute(k)
	delete(t.busy, k)
	t.done[k] = v
	return v
}

// Busy reports whether k's answer is being computed.
func (t *Table[K, V]) Busy(k K) bool { return t.busy[k] }
