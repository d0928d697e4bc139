package report

import "testing"

func TestNamesArgument(t *testing.T) {
	for _, c := range []struct {
		words, arg string
		want       bool
	}{
		{"node name is required", "name", true},
		{"team slug is required", "team_slug", true},
		{"team_slug must not be empty", "team_slug", true},
		{"requires either item_id, or item_owner + issue_number", "owner", false},
		{"the owner field is required", "owner", true},
		{"slug is required", "team_slug", false},
	} {
		if got := namesArgument(c.words, c.arg); got != c.want {
			t.Errorf("namesArgument(%q, %q) = %v, want %v", c.words, c.arg, got, c.want)
		}
	}
}
