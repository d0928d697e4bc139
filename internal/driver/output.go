package driver

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/internal/sarif"
	"github.com/toolerrlint/toolerrlint/internal/summary"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// output prints the results in the format asked for: SARIF or JSON on
// standard output; text findings on standard output and the summary on
// standard error, as staticcheck and golangci-lint print them, so that
// "toolerrlint ./... > findings.txt" holds the findings alone.
//
// What the analysis could not see (unseen.go) ends the summary, or the
// text findings; with -json or SARIF it goes to standard error alone.
func (o *options) output(graph *checker.Graph, res *results) error {
	blind := unseen(graph, res.pkgs)
	plan := func() summary.Summary {
		s := res.summarize()
		s.Unseen = append(s.Unseen, blind...)
		return s
	}
	switch {
	case o.writeBaseline:
		fmt.Fprintf(os.Stderr, "toolerrlint: recorded %s in %s\n", summary.Plural(res.recorded, "finding"), o.baseline)
		return nil
	case o.sarif:
		summary.WriteUnseen(os.Stderr, blind)
		return writeSARIF(os.Stdout, res, o.analyzers)
	case o.summary && o.json:
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(plan())
	case o.json:
		summary.WriteUnseen(os.Stderr, blind)
		return graph.PrintJSON(os.Stdout)
	case o.summary:
		plan().WriteText(os.Stderr)
		return nil
	}
	wd, _ := os.Getwd()
	// Buffered: unbuffered, each line is a write of its own, and
	// thousands of findings took a tenth of a second to print.
	w := bufio.NewWriter(os.Stdout)
	files := sourceLines{}
	for _, f := range res.findings {
		printText(w, wd, f, o.context, files)
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if len(res.findings) >= planMin {
		if terminal(os.Stderr) {
			// Set apart from the findings above it; a log or a file
			// of its own starts with the plan.
			fmt.Fprintln(os.Stderr)
		}
		plan().WriteText(os.Stderr)
	} else {
		summary.WriteUnseen(os.Stderr, blind)
	}
	return nil
}

// planMin is the fewest findings the text output ends with a summary
// for: below it, the plan would be longer than the list.
const planMin = 10

// printText prints a finding as go vet does, its file relative to wd,
// its pass in brackets at the end as staticcheck prints its check's
// name, then its related positions and, when the code does not decide
// between its fixes, the fixes; with -c, each with lines of context.
func printText(w io.Writer, wd string, f diagnostic, context int, files sourceLines) {
	fset := f.act.Package.Fset
	printPlain(w, wd, f.posn, fset.Position(f.diag.End), f.diag.Message+" ["+f.act.Analyzer.Name+"]", context, files)
	for _, rel := range f.diag.Related {
		printPlain(w, wd, fset.Position(rel.Pos), fset.Position(rel.End), "\t"+rel.Message, context, files)
	}
	printAlternatives(w, wd, f.posn, f.diag)
}

// printAlternatives prints the fixes of an undecided finding at its
// position, one indented line each as related positions are: -fix
// applies none of them, so the text output is where a human sees the
// choice. A decided finding's fix is what -fix applies and -diff shows.
func printAlternatives(w io.Writer, wd string, posn token.Position, d analysis.Diagnostic) {
	if d.Category != report.Undecided {
		return
	}
	for i, fix := range d.SuggestedFixes {
		fmt.Fprintf(w, "%s: \tfix %d of %d: %s\n", relPos(wd, posn), i+1, len(d.SuggestedFixes), fix.Message)
	}
}

func printPlain(w io.Writer, wd string, posn, end token.Position, message string, context int, files sourceLines) {
	fmt.Fprintf(w, "%s: %s\n", relPos(wd, posn), message)
	if context < 0 {
		return
	}
	if !end.IsValid() {
		end = posn
	}
	lines := files.of(posn.Filename)
	for i := posn.Line - context; i <= end.Line+context; i++ {
		if 1 <= i && i <= len(lines) {
			fmt.Fprintf(w, "%d\t%s\n", i, lines[i-1])
		}
	}
}

// sourceLines holds the lines of the files -c printed context from, by
// name: a file with a hundred findings is read once.
type sourceLines map[string][]string

func (s sourceLines) of(file string) []string {
	lines, ok := s[file]
	if !ok {
		data, _ := os.ReadFile(file)
		lines = strings.Split(string(data), "\n")
		s[file] = lines
	}
	return lines
}

// writeSARIF prints the findings as SARIF, with paths relative to the
// source root: the repository holding the working directory.
func writeSARIF(w io.Writer, res *results, analyzers []*analysis.Analyzer) error {
	var findings []sarif.Finding
	for _, f := range res.findings {
		findings = append(findings, sarif.Finding{Analyzer: f.act.Analyzer, Fset: f.act.Package.Fset, Diagnostic: f.diag})
	}
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	var rules []*analysis.Analyzer
	for _, a := range analyzers {
		if len(a.FactTypes) == 0 {
			rules = append(rules, a)
		}
	}
	v, _ := version()
	tool := sarif.Tool{Name: "toolerrlint", Version: v, InformationURI: "https://github.com/toolerrlint/toolerrlint"}
	return sarif.Write(w, tool, rules, findings, sourceRoot(wd))
}

// sourceRoot returns the root of the repository holding dir (the nearest
// parent with a .git), or dir itself.
func sourceRoot(dir string) string {
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return dir
		}
		d = parent
	}
}
