package memo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestRecursion checks that a question asked again while its answer is
// being computed gets the stand-in, and that answers are computed once.
func TestRecursion(t *testing.T) {
	calls := 0
	var tab *Table[int, int]
	tab = New(func(n int) int {
		calls++
		if n == 0 {
			return 1
		}
		assert.Equal(t, -1, tab.Get(n), "a recursive question gets pending")
		assert.True(t, tab.Busy(n))
		return n * tab.Get(n-1)
	}, -1)
	assert.Equal(t, 6, tab.Get(3))
	assert.Equal(t, 6, tab.Get(3))
	assert.Equal(t, 4, calls, "each key is computed once")
	assert.False(t, tab.Busy(3))
}

// TestPanicKeepsPending checks that a key whose computation panicked
// answers pending afterwards instead of computing again.
func TestPanicKeepsPending(t *testing.T) {
	calls := 0
	tab := New(func(int) string {
		calls++
		panic("boom")
	}, "pending")
	assert.Panics(t, func() { tab.Get(1) })
	assert.Equal(t, "pending", tab.Get(1))
	assert.Equal(t, 1, calls)
}
