package report

import (
	"slices"
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

// TestWords checks the splitting the phrases rely on: "..." a word of
// its own wherever it stands, apostrophes kept inside a word and dropped
// around it, typographic ones made plain, anything else a separator.
func TestWords(t *testing.T) {
	for text, want := range map[string][]string{
		"Wait...then RETRY":     {"wait", "...", "then", "retry"},
		"....":                  {"..."},
		"'quoted' don’t retry_": {"quoted", "don't", "retry_"},
		"a/b-c 42x \xff ''":     {"a", "b", "c", "42x", ""},
		"":                      nil,
	} {
		if got := Words(text); !slices.Equal(got, want) {
			t.Errorf("Words(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestFindOrder checks that Find lists matches by phrase, then position,
// phrases starting with a gap included, each once.
func TestFindOrder(t *testing.T) {
	m := NewMatcher([]string{"retry", "... later"})
	got := m.Find(Words("later, retry ... retry later"))
	want := []Match{
		{Phrase: "retry", Start: 1, End: 2}, {Phrase: "retry", Start: 3, End: 4},
		{Phrase: "... later", Start: 0, End: 1}, {Phrase: "... later", Start: 1, End: 5},
		{Phrase: "... later", Start: 2, End: 5}, {Phrase: "... later", Start: 3, End: 5}, {Phrase: "... later", Start: 4, End: 5},
	}
	if !slices.Equal(got, want) {
		t.Errorf("Find = %v, want %v", got, want)
	}
}

// BenchmarkDecides measures the matcher on a typical failure text: the
// passes ask it of every sink's text.
func BenchmarkDecides(b *testing.B) {
	m := NewMatcher(config.DefaultRetryPhrases)
	text := "get_issue: the repository owner/name was not found (404); check the owner and repository arguments and call again with existing ones"
	for b.Loop() {
		m.Decides(text)
	}
}
