package driver

import (
	"bytes"
	"go/format"
	"go/parser"
	"go/token"
	"unicode"
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
	hunks, ok := lineDiff(a, b)
	if !ok {
		return formatted
	}
	touched := editedLines(original, edited)
	var out []byte
	ai, bi := 0, 0
	for _, h := range hunks {
		for ; ai < h.a0; ai, bi = ai+1, bi+1 {
			out = append(out, b[bi]...)
		}
		for _, l := range kept(a, b, h, touched) {
			out = append(out, l...)
		}
		ai, bi = h.a1, h.b1
	}
	for ; bi < len(b); bi++ {
		out = append(out, b[bi]...)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "", out, parser.SkipObjectResolution); err != nil {
		return formatted
	}
	return out
}

// kept returns the lines a hunk h leaves: the original's where they
// differ from the formatted ones in blanks alone and no edit touches
// them, the formatted ones elsewhere; line by line where the hunk
// changes as many lines as it has, else as a whole.
func kept(a, b [][]byte, h hunk, touched map[int]bool) [][]byte {
	if h.a1-h.a0 != h.b1-h.b0 {
		if !touchesAny(touched, h.a0, h.a1) && sameTokens(a[h.a0:h.a1], b[h.b0:h.b1]) {
			return a[h.a0:h.a1]
		}
		return b[h.b0:h.b1]
	}
	var out [][]byte
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
func splitLines(text []byte) [][]byte {
	var lines [][]byte
	for len(text) > 0 {
		i := bytes.IndexByte(text, '\n')
		if i < 0 {
			lines = append(lines, text)
			break
		}
		lines = append(lines, text[:i+1])
		text = text[i+1:]
	}
	return lines
}

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
func sameTokens(a, b [][]byte) bool {
	strip := func(lines [][]byte) []byte {
		var out []byte
		for _, l := range lines {
			out = append(out, bytes.Map(func(r rune) rune {
				if unicode.IsSpace(r) {
					return -1
				}
				return r
			}, l)...)
		}
		return out
	}
	return bytes.Equal(strip(a), strip(b))
}

// A hunk replaces lines [a0, a1) of one text by lines [b0, b1) of the
// other.
type hunk struct{ a0, a1, b0, b1 int }

// maxDiff bounds the lines lineDiff tells apart: beyond it the fix
// changed too much for a layout worth keeping.
const maxDiff = 2000

// lineDiff returns the hunks that turn a into b, in order, by Myers'
// greedy algorithm on lines; false beyond maxDiff differing lines.
func lineDiff(a, b [][]byte) ([]hunk, bool) {
	n, m := len(a), len(b)
	offset := n + m + 1
	v := make([]int, 2*offset+1)
	var trace [][]int
	for d := 0; d <= n+m; d++ {
		if d > maxDiff {
			return nil, false
		}
		// Only the diagonals step d can read: -d-1 to d+1.
		trace = append(trace, append([]int(nil), v[offset-d-1:offset+d+2]...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || k != d && v[offset+k-1] < v[offset+k+1] {
				x = v[offset+k+1]
			} else {
				x = v[offset+k-1] + 1
			}
			y := x - k
			for x < n && y < m && bytes.Equal(a[x], b[y]) {
				x, y = x+1, y+1
			}
			v[offset+k] = x
			if x >= n && y >= m {
				return backtrack(trace, n, m), true
			}
		}
	}
	return nil, false
}

// backtrack walks Myers' trace back from (n, m) and returns the hunks,
// adjacent single-line steps merged. trace[d] holds the furthest x of
// diagonals -d-1 to d+1 before step d.
func backtrack(trace [][]int, n, m int) []hunk {
	type step struct{ x0, y0, x1, y1 int }
	var steps []step
	x, y := n, m
	for d := len(trace) - 1; d > 0; d-- {
		at := func(k int) int { return trace[d][k+d+1] }
		k := x - y
		var prevK int
		if k == -d || k != d && at(k-1) < at(k+1) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		prevX := at(prevK)
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			x, y = x-1, y-1
		}
		steps = append(steps, step{prevX, prevY, x, y})
		x, y = prevX, prevY
	}
	var hunks []hunk
	for i := len(steps) - 1; i >= 0; i-- {
		s := steps[i]
		if l := len(hunks) - 1; l >= 0 && hunks[l].a1 == s.x0 && hunks[l].b1 == s.y0 {
			hunks[l].a1, hunks[l].b1 = s.x1, s.y1
			continue
		}
		hunks = append(hunks, hunk{s.x0, s.x1, s.y0, s.y1})
	}
	return hunks
}
