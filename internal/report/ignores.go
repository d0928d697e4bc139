package report

import (
	"fmt"
	"go/ast"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// IgnoresName is the name of the analyzer that checks suppression
// comments.
const IgnoresName = "ignores"

const ignoresDoc = `report suppression comments that name no pass or suppress nothing

A //toolerrlint:ignore comment is a promise that a reviewer looked at a
finding and decided: it should name a pass that exists, and there should
be a finding for it to hold back. A misspelt pass name, or a comment
not written exactly so (// toolerrlint:ignore, with a space, is an
ordinary comment, as // go:generate is), suppresses nothing while
looking like it does; a comment left behind after the code changed
hides the next finding on its line. Both are reported, as staticcheck
reports its unused directives.

Bad:

	//toolerrlint:ignore rawer the upstream text is curated
	return nil, err

Good:

	//toolerrlint:ignore rawerr the upstream text is curated
	return nil, err

"all" names every pass. Comments without a reason are reported by the
pass they name.`

// Unused is the category of the report of a suppression comment that
// suppressed nothing in its package. A driver that runs every package
// in one process drops it if the comment suppressed a finding that
// another package's adapter reports in this package's file (see
// core.Sink.Outside).
const Unused = "unused"

// NewIgnores returns the analyzer that reports suppression comments
// naming a pass not in known, and those that none of the passes they name
// (among passes, which it runs first) used. A comment naming only passes
// that are turned off, or all of them while one is off, is left alone:
// it may be used when they are on.
func NewIgnores(known []string, passes []*analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     IgnoresName,
		Doc:      IgnoresName + ": " + ignoresDoc,
		URL:      "https://github.com/toolerrlint/toolerrlint#" + IgnoresName,
		Requires: passes,
		Run: func(pass *analysis.Pass) (any, error) {
			// By name: a driver may run copies of the passes (the
			// golangci-lint plugin wraps them).
			outcomes := map[string]*Outcome{}
			for a, res := range pass.ResultOf {
				if o, ok := res.(*Outcome); ok {
					outcomes[a.Name] = o
				}
			}
			for _, f := range pass.Files {
				if !ast.IsGenerated(f) {
					checkIgnores(pass, f, known, outcomes)
				}
			}
			return nil, nil
		},
	}
}

// almostIgnore matches what was meant as a suppression comment: a
// space after the slashes, a block comment, a space around the colon.
var almostIgnore = regexp.MustCompile(`^(//|/\*)\s*toolerrlint\s*:\s*ignore`)

func checkIgnores(pass *analysis.Pass, f *ast.File, known []string, outcomes map[string]*Outcome) {
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			fields := strings.Fields(strings.TrimPrefix(c.Text, Ignore))
			if !strings.HasPrefix(c.Text, Ignore+" ") || len(fields) == 0 {
				if almostIgnore.MatchString(c.Text) {
					// Like a //go: directive, the comment is only
					// read when written exactly so.
					pass.Reportf(c.Pos(), "malformed suppression comment: it suppresses nothing; write %s PASS reason, with no space after //", Ignore)
				}
				continue
			}
			if len(fields) < 2 {
				continue // the named pass asks for a reason
			}
			var unknown, enabled []string
			used := false
			for _, name := range passList(fields[0]) {
				if name != "all" && !slices.Contains(known, name) {
					unknown = append(unknown, fmt.Sprintf("%q", name))
				}
				// "all" may be used by a pass left out: it is judged
				// only when every pass runs.
				if name == "all" && len(outcomes) < len(known) {
					used = true
				}
				for n, o := range outcomes {
					if name == n || name == "all" {
						enabled = append(enabled, n)
						used = used || o.Used[c.Pos()]
					}
				}
			}
			switch {
			case len(unknown) > 0:
				pass.Reportf(c.Pos(), "%s names no pass %s: it suppresses nothing; name one of %s, or all",
					Ignore, strings.Join(unknown, ", "), strings.Join(known, ", "))
			case len(enabled) > 0 && !used:
				pass.Report(analysis.Diagnostic{Pos: c.Pos(), Category: Unused,
					Message: fmt.Sprintf("%s %s suppresses nothing: no finding of it on this line or the next; remove the comment", Ignore, fields[0])})
			}
		}
	}
}
