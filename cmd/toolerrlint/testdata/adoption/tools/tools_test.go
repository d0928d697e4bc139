package tools

import "testing"

// The test makes -test analyze the package twice: as itself and as the
// variant compiled with this file.
func TestIn(t *testing.T) {
	if (In{}).Name != "" {
		t.Fatal("the zero In has a name")
	}
}
