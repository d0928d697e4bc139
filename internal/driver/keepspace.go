package driver

import (
	"bytes"
	"go/format"
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"unicode"

	"github.com/pmezard/go-difflib/difflib"
)

// keepLayout returns formatted, the fixed file as gofmt prints it, with
// the layout of original kept wherever the two differ in blanks alone
// away from the fixes' edits (edited: their byte ranges in original).
// A file its authors do not keep gofmt'd is not reformatted by -fix
// beyond the lines it fixes: a reviewer reads only the fix in the diff.
// A gofmt'd file, or a result that would not parse, is formatted whole.
func keepLayout(original, formatted []byte, edited []edit) []byte {
	if clean, err := format.Source(original); err != nil || bytes.Equal(clean, original) {
		return formatted
	}
	a, b := splitLines(original), splitLines(formatted)
	touched := editedLines(original, edited)
	var out strings.Builder
	bi := 0
	for _, h := range lineDiff(a, b) {
		for ; bi < h.b0; bi++ {
			out.WriteString(b[bi])
		}
		for _, l := range kept(a, b, h, touched) {
			out.WriteString(l)
		}
		bi = h.b1
	}
	for ; bi < len(b); bi++ {
		out.WriteString(b[bi])
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "", out.String(), parser.SkipObjectResolution); err != nil {
		return formatted
	}
	return []byte(out.String())
}

// kept returns the lines a hunk h leaves: the original's where they
// differ from the formatted ones in blanks alone and no edit touches
// them, the formatted ones elsewhere; line by line where the hunk
// changes as many lines as it has, else as a whole.
func kept(a, b []string, h hunk, touched map[int]bool) []string {
	if h.a1-h.a0 != h.b1-h.b0 {
		if !touchesAny(touched, h.a0, h.a1) && sameTokens(a[h.a0:h.a1], b[h.b0:h.b1]) {
			return a[h.a0:h.a1]
		}
		return b[h.b0:h.b1]
	}
	var out []string
	for i := range h.a1 - h.a0 {
		line := b[h.b0+i]
		if !touched[h.a0+i] && sameTokens(a[h.a0+i:h.a0+i+1], b[h.b0+i:h.b0+i+1]) {
			line = a[h.a0+i]
		}
		out = append(out, line)
	}
	return out
}

// splitLines splits text after each newline, keeping it.
func splitLines(text []byte) []string { return slices.Collect(strings.Lines(string(text))) }

// editedLines marks the lines of original that an edit changes or
// inserts at (0-based).
func editedLines(original []byte, edited []edit) map[int]bool {
	touched := map[int]bool{}
	for _, e := range edited {
		first := bytes.Count(original[:e.start], []byte("\n"))
		last := first + bytes.Count(original[e.start:e.end], []byte("\n"))
		for l := first; l <= last; l++ {
			touched[l] = true
		}
	}
	return touched
}

// touchesAny reports whether a hunk replacing lines [a0, a1) of the
// original touches an edited line; an insertion (a0 == a1) touches the
// lines around it.
func touchesAny(touched map[int]bool, a0, a1 int) bool {
	if a0 == a1 {
		return touched[a0-1] || touched[a0]
	}
	for l := a0; l < a1; l++ {
		if touched[l] {
			return true
		}
	}
	return false
}

// sameTokens reports whether two runs of lines differ in blanks alone.
func sameTokens(a, b []string) bool {
	strip := func(lines []string) string {
		return strings.Map(func(r rune) rune {
			if unicode.IsSpace(r) {
				return -1
			}
			return r
		}, strings.Join(lines, ""))
	}
	return strip(a) == strip(b)
}

// A hunk replaces lines [a0, a1) of one text by lines [b0, b1) of the
// other.
type hunk struct{ a0, a1, b0, b1 int }

// lineDiff returns the hunks that turn a into b, in order: difflib's
// matching (the one -diff prints with), without its heuristic that
// treats lines common in a long file ("}") as noise.
func lineDiff(a, b []string) []hunk {
	var hunks []hunk
	for _, op := range difflib.NewMatcherWithJunk(a, b, false, nil).GetOpCodes() {
		if op.Tag != 'e' {
			hunks = append(hunks, hunk{op.I1, op.I2, op.J1, op.J2})
		}
	}
	return hunks
}
