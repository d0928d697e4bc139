// Package summary turns a long list of findings into a plan: how many
// each pass found, the module functions most of them pass through (fix
// one and its findings go together), and the packages with the most.
// A team facing 1,200 findings starts at the top of that list.
package summary

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/report"
)

// Finding is what a summary needs of a finding.
type Finding struct {
	Pass    string
	Package string
	// Cause names the module function the finding passes through, if
	// fixing it there fixes it; CauseKind says how (report.Cause.Kind).
	Cause, CauseKind string
}

// Summary is the plan.
type Summary struct {
	Findings int     `json:"findings"`
	Passes   []Count `json:"passes"`
	Causes   []Cause `json:"causes"`
	Packages []Count `json:"packages"`
	// Unseen is the report of what the analysis could not see: one line
	// for each package that uses an agent framework's tool API where no
	// tool handler (or no text they hand the model) was found, and one
	// when the run found no handler at all (drivers fill it in).
	Unseen []string `json:"unseen"`
}

// Count is a number of findings of one name.
type Count struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// Cause is a module function many findings pass through.
type Cause struct {
	Func   string  `json:"func"`
	Kind   string  `json:"kind"`
	Count  int     `json:"count"`
	Passes []Count `json:"passes"`
	Advice string  `json:"advice"`
}

// Top is how many causes and packages a summary lists.
const Top = 5

// minCause is the fewest findings that make a function worth listing:
// one finding is fixed where it is reported.
const minCause = 2

// Build ranks findings.
func Build(findings []Finding) Summary {
	s := Summary{Findings: len(findings), Passes: []Count{}, Causes: []Cause{}, Packages: []Count{}, Unseen: []string{}}
	passes, pkgs := map[string]int{}, map[string]int{}
	type key struct{ fn, kind string }
	causes := map[key]map[string]int{}
	for _, f := range findings {
		passes[f.Pass]++
		pkgs[f.Package]++
		if f.Cause != "" {
			k := key{f.Cause, f.CauseKind}
			if causes[k] == nil {
				causes[k] = map[string]int{}
			}
			causes[k][f.Pass]++
		}
	}
	s.Passes = ranked(passes, len(passes))
	s.Packages = ranked(pkgs, Top)
	for k, byPass := range causes {
		c := Cause{Func: k.fn, Kind: k.kind, Passes: ranked(byPass, len(byPass))}
		for _, n := range byPass {
			c.Count += n
		}
		if c.Count >= minCause {
			c.Advice = advice(k.kind, c.Passes[0].Name)
			s.Causes = append(s.Causes, c)
		}
	}
	slices.SortFunc(s.Causes, func(a, b Cause) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Func, b.Func), cmp.Compare(a.Kind, b.Kind))
	})
	if len(s.Causes) > Top {
		s.Causes = s.Causes[:Top]
	}
	return s
}

// advice is the next move for findings that pass through a function of
// kind, most of them found by pass. A pass not listed in fixes gets the
// general advice.
func advice(kind, pass string) string {
	fix, ok := fixes[pass]
	if !ok {
		fix = "fix the text once there"
	}
	if kind == report.CauseTemplate {
		return "every call hands its text to the model: " + fix + ", then its callers"
	}
	return "text the module did not write comes out of it into the tools: have it return the module's own errors (what failed, whether a retry can help) and log the rest"
}

// fixes are the fix, in a helper that hands text to the model, of what
// each pass finds there.
var fixes = map[string]string{
	"retryable": "give it a parameter for the retry decision",
	"interp":    "keep its own words, log the error it is given",
	"rawerr":    "write its own sentence, log the error it is given",
	"traceback": "log the trace or body it is given instead",
}

// ranked returns the n largest counts, largest first, ties by name.
func ranked(m map[string]int, n int) []Count {
	out := []Count{}
	for _, name := range slices.Sorted(maps.Keys(m)) {
		out = append(out, Count{name, m[name]})
	}
	slices.SortStableFunc(out, func(a, b Count) int { return cmp.Compare(b.Count, a.Count) })
	return out[:min(n, len(out))]
}

// WriteText prints the plan for a terminal, then what the analysis
// could not see.
func (s Summary) WriteText(w io.Writer) {
	s.writePlan(w)
	WriteUnseen(w, s.Unseen)
}

// WriteUnseen prints the lines of the report of what the analysis could
// not see, each as the command's own message.
func WriteUnseen(w io.Writer, lines []string) {
	for _, l := range lines {
		fmt.Fprintln(w, "toolerrlint: "+l)
	}
}

func (s Summary) writePlan(w io.Writer) {
	if s.Findings == 0 {
		fmt.Fprintln(w, "toolerrlint: no findings")
		return
	}
	fmt.Fprintf(w, "toolerrlint: %s: %s\n", Plural(s.Findings, "finding"), counts(s.Passes))
	if len(s.Causes) > 0 {
		fmt.Fprintln(w, "Where to start, the module functions most findings pass through:")
		for _, c := range s.Causes {
			fmt.Fprintf(w, "  %s: %s (%s); %s\n", c.Func, Plural(c.Count, "finding"), counts(c.Passes), c.Advice)
		}
	}
	fmt.Fprintln(w, "Packages with the most findings:")
	for _, p := range s.Packages {
		fmt.Fprintf(w, "  %s: %d\n", p.Name, p.Count)
	}
}

func counts(cs []Count) string {
	var parts []string
	for _, c := range cs {
		parts = append(parts, fmt.Sprintf("%s %d", c.Name, c.Count))
	}
	return strings.Join(parts, ", ")
}

// Plural returns "1 noun" or "n nouns".
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
