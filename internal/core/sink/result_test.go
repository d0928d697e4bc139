package sink

import (
	"testing"
)

// TestTakeErrors checks that the internal errors go to the first pass
// that asks, whichever it is, and to no other.
func TestTakeErrors(t *testing.T) {
	res := &Result{Errors: []InternalError{{Message: "internal error: boom"}}}
	if got := res.TakeErrors(); len(got) != 1 || got[0].Message != "internal error: boom" {
		t.Fatalf("first TakeErrors = %v, want the one error", got)
	}
	if got := res.TakeErrors(); got != nil {
		t.Fatalf("second TakeErrors = %v, want nothing", got)
	}
}
