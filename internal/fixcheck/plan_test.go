package fixcheck

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A finding is a diagnostic of a root pass, with its fixes' edits in
// byte offsets of files named relative to the tree's package directory.
type finding struct {
	Analyzer  string
	Order     int // the analyzer's index in the suite
	File      string
	Offset    int
	Line, Col int
	Message   string
	Undecided bool // -fix leaves it for a human (report.Undecided)
	Fixes     []fix
}

type fix struct {
	Message string
	Edits   []edit
}

type edit struct {
	File       string
	Start, End int
	Text       string
}

// fix returns the finding's fix for alternative k: its k-th fix, or its
// only one, which has no alternatives (marking a result as an error,
// keeping the module's own words) and so stands for every alternative.
func (f *finding) fix(k int) (fix, bool) {
	if len(f.Fixes) == 1 {
		k = 0
	}
	if k >= len(f.Fixes) || len(f.Fixes[k].Edits) == 0 {
		return fix{}, false
	}
	return f.Fixes[k], true
}

func (f *finding) key() string { return f.File + "\x00" + f.Analyzer + "\x00" + f.Message }

// unfixedKey is key for a finding that offered no fix, without the name
// of the call its text is passed to: another finding's fix may change
// that call (mark the result as an error: NewToolResultText becomes
// NewToolResultError), and the finding, of the same text, stays what it
// was, with nothing to apply.
func (f *finding) unfixedKey() string {
	return f.File + "\x00" + f.Analyzer + "\x00" + passedTo.ReplaceAllString(f.Message, " to …:")
}

// passedTo matches where a message names the call a text is passed to.
var passedTo = regexp.MustCompile(` to [\w./()*]+( through [\w./()*]+)?:`)

func (f *finding) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", f.File, f.Line, f.Col, f.Analyzer, f.Message)
}

// A fixPlan is the edits of the fix pick chooses for every finding,
// merged per file.
type fixPlan struct {
	edits   map[string][]placed // by file
	applied []*finding          // findings whose chosen fix is applied
	skipped []*finding          // findings whose chosen fix overlaps an earlier one
	broken  []string            // fixes whose own edits overlap
}

// placed is an edit with the finding whose fix made it, in the order
// edits are to be applied.
type placed struct {
	edit
	seq int
	by  *finding
}

func plan(findings []*finding, pick func(*finding) (fix, bool)) fixPlan {
	p := fixPlan{edits: map[string][]placed{}}
	seq := 0
	for _, f := range findings {
		fx, ok := pick(f)
		if !ok {
			continue
		}
		edits := fx.Edits
		if i, j, ok := overlapping(edits); ok {
			p.broken = append(p.broken, fmt.Sprintf("%s\n\tfix %q: edit %s overlaps edit %s", f, fx.Message, edits[i], edits[j]))
			continue
		}
		var add []edit
		conflict := false
		for _, e := range edits {
			dup := false
			for _, q := range p.edits[e.File] {
				switch {
				case q.edit == e:
					dup = true // the same import added twice: once is enough
				case conflicts(q.edit, e):
					conflict = true
				}
			}
			if !dup {
				add = append(add, e)
			}
		}
		if conflict {
			p.skipped = append(p.skipped, f)
			continue
		}
		for _, e := range add {
			p.edits[e.File] = append(p.edits[e.File], placed{e, seq, f})
			seq++
		}
		p.applied = append(p.applied, f)
	}
	return p
}

func (e edit) String() string {
	return fmt.Sprintf("[%d,%d)→%q", e.Start, e.End, e.Text)
}

// overlapping reports two edits of one fix that overlap.
func overlapping(edits []edit) (int, int, bool) {
	for i := range edits {
		for j := i + 1; j < len(edits); j++ {
			a, b := edits[i], edits[j]
			if a.File == b.File && a.Start < b.End && b.Start < a.End {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// conflicts reports whether edits of two different fixes overlap: one
// replaces text the other replaces too or inserts text inside it, or
// both insert different text at one point, whose order nobody decided
// (as in a three-way merge; identical edits were coalesced before).
// A fix skipped for a conflict is applied when fixing again.
func conflicts(a, b edit) bool {
	if a.File != b.File {
		return false
	}
	if a.Start < b.End && b.Start < a.End {
		return true
	}
	return a.Start == a.End && b.Start == b.End && a.Start == b.Start
}

// apply applies edits to content and returns the result and, by line
// of the result, the findings whose fixes changed that line.
func apply(content []byte, edits []placed) ([]byte, map[int][]*finding) {
	edits = slices.Clone(edits)
	slices.SortStableFunc(edits, func(a, b placed) int {
		return cmp.Or(cmp.Compare(a.Start, b.Start), cmp.Compare(a.End, b.End), cmp.Compare(a.seq, b.seq))
	})
	type span struct {
		start, end int
		by         *finding
	}
	var out []byte
	var spans []span
	last := 0
	for _, e := range edits {
		out = append(out, content[last:e.Start]...)
		start := len(out)
		out = append(out, e.Text...)
		spans = append(spans, span{start, len(out), e.by})
		last = e.End
	}
	out = append(out, content[last:]...)

	lines := map[int][]*finding{}
	lineAt := func(off int) int { return 1 + strings.Count(string(out[:off]), "\n") }
	for _, s := range spans {
		for l := lineAt(s.start); l <= lineAt(s.end); l++ {
			if !slices.Contains(lines[l], s.by) {
				lines[l] = append(lines[l], s.by)
			}
		}
	}
	return out, lines
}

var fileLine = regexp.MustCompile(`([^\s:]+\.go):(\d+):(\d+)`)

// blame explains the errors of a failed go build or vet: for each
// error, the fixes that changed its line, or else every fix applied to
// its file.
func blame(tr tree, output []byte, p fixPlan, changed map[string]map[int][]*finding) string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, m := range fileLine.FindAllStringSubmatch(string(output), -1) {
		file := filepath.ToSlash(filepath.Clean(m[1]))
		if r, err := filepath.Rel(tr.dir(), m[1]); err == nil && !strings.HasPrefix(r, "..") {
			file = filepath.ToSlash(r)
		}
		line, _ := strconv.Atoi(m[2])
		key := file + ":" + m[2]
		if seen[key] {
			continue
		}
		seen[key] = true
		fmt.Fprintf(&b, "%s:%d: %s\n", file, line, lineOf(tr, file, line))
		if by := changed[file][line]; len(by) > 0 {
			for _, f := range by {
				fmt.Fprintf(&b, "\tchanged by the fix of %s\n", f)
			}
			continue
		}
		var all []string
		for _, e := range p.edits[file] {
			if s := e.by.String(); !slices.Contains(all, s) {
				all = append(all, s)
			}
		}
		if len(all) == 0 {
			b.WriteString("\tno fix changed this file\n")
			continue
		}
		b.WriteString("\tthe line is unchanged; fixes applied to the file:\n")
		for _, s := range all {
			fmt.Fprintf(&b, "\t%s\n", s)
		}
	}
	return b.String()
}

// lineOf returns line n of a file of the tree.
func lineOf(tr tree, file string, n int) string {
	content, err := os.ReadFile(filepath.Join(tr.dir(), filepath.FromSlash(file)))
	if err != nil {
		return "(" + err.Error() + ")"
	}
	lines := strings.Split(string(content), "\n")
	if n < 1 || n > len(lines) {
		return "(no such line)"
	}
	return strings.TrimSpace(lines[n-1])
}
