package report

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/config"
)

func TestMatcher(t *testing.T) {
	m := NewMatcher(config.DefaultRetryPhrases, []string{"ask the user"})
	for text, want := range map[string]bool{
		"retry_count must be between 1 and 5":                 false,
		"maxRetries is too large":                             false,
		"isTransient=true":                                    false,
		"Transient; retrying may succeed.":                    true,
		"Not transient; the same call will fail identically.": true,
		"wait a minute and call again":                        true,
		"wait ... and retry":                                  true,
		"wait for the lock to be released and then retry":     true,
		"wait a very very very very long while and call":      false, // more than five words apart
		"end date must be later than start date":              false,
		"please try again later":                              true,
		"DON'T RETRY":                                         true,
		"don’t call again":                                    true,
		"no such city; ask the user for another":              true, // an added phrase
		"ask the":                                             false,
	} {
		if got := m.Decides(text); got != want {
			t.Errorf("decides(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestFind checks that Find names the phrase as written and the words
// it spans, a gap of "..." included.
func TestFind(t *testing.T) {
	m := NewMatcher([]string{"force ... to true", "sudo"})
	got := m.Find(Words("Set Force to true, or use sudo"))
	want := []Match{{Phrase: "force ... to true", Start: 1, End: 4}, {Phrase: "sudo", Start: 6, End: 7}}
	if len(got) != len(want) {
		t.Fatalf("Find = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Find[%d] = %v, want %v", i, got[i], want[i])
		}
	}
}
