package wording

import (
	"strings"
	"unicode"
)

// NameWords splits a Go identifier into its words, as written, an
// initialism kept whole: "GetDataSourceByUID" is Get, Data, Source, By,
// UID; "ErrNoRows" is Err, No, Rows; "is_no_match" is is, no, match.
func NameWords(name string) []string {
	var words []string
	rs := []rune(name)
	start := 0
	for i := 1; i <= len(rs); i++ {
		boundary := i == len(rs) || rs[i] == '_' ||
			unicode.IsUpper(rs[i]) && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && !unicode.IsLower(rs[i-1]))
		if boundary {
			if w := strings.Trim(string(rs[start:i]), "_"); w != "" {
				words = append(words, w)
			}
			start = i
		}
	}
	return words
}
