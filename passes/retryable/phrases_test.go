package retryable

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/config"
)

func TestMatcher(t *testing.T) {
	m := newMatcher(config.DefaultRetryPhrases, []string{"ask the user"})
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
		if got := m.decides(text); got != want {
			t.Errorf("decides(%q) = %v, want %v", text, got, want)
		}
	}
}
