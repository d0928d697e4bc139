package wording

import (
	"testing"
)

// TestNotFoundName checks which identifiers name a "nothing there" kind.
func TestNotFoundName(t *testing.T) {
	for name, want := range map[string]bool{
		"ErrNotExist": true, "ErrNoRows": true, "IsNotFound": true, "isNoIdentifierError": true,
		"ErrRecordNotFound": true, "errNotfound": true, "ErrNoSuchKey": true, "is_not_found": true,
		"ErrClosed": false, "IsTimeout": false, "Notify": false, "NoRows": false, "ErrNo": false,
		"isNotAllowed": false, "ErrNothing": false,
	} {
		if got := NotFoundName(name); got != want {
			t.Errorf("notFoundName(%q) = %v, want %v", name, got, want)
		}
	}
}
