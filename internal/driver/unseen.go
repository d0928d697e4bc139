package driver

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/shape"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/internal/summary"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// seen is what the core saw of one analyzed package (its test variant
// included), for the report of what it could not see.
type seen struct {
	pkg      *packages.Package
	cov      sink.Coverage
	outsider bool // another package's adapter shows its handlers' text
}

// unseen returns the report of what a run could not see: one line for
// each analyzed package that hands tools to a module of
// frameworks.Modules (any major version, core.Coverage) in which the
// core found no tool handler, or handlers but no text they hand the
// model; and a line when the whole run found no handler while its
// packages import such modules. A package whose handlers an adapter elsewhere shows (their
// text is reported at their returns) was seen. The lines are stable:
// sorted by package, worded the same on every run.
func unseen(graph *checker.Graph, pkgs []*packages.Package) []string {
	byPath := map[string]*seen{}
	var order []*seen
	counted := map[*packages.Package]bool{} // every pass carries the same coverage
	files := fileSets{}
	for _, act := range graph.Roots {
		o, ok := act.Result.(*report.Outcome)
		if !ok || counted[act.Package] {
			continue
		}
		counted[act.Package] = true
		cov := o.Coverage
		for _, pos := range cov.Outside {
			file := act.Package.Fset.Position(pos).Filename
			for _, p := range pkgs {
				if files.owns(p, file) {
					entry(byPath, &order, p).outsider = true
				}
			}
		}
		if strings.HasSuffix(act.Package.Name, "_test") {
			continue
		}
		e := entry(byPath, &order, act.Package)
		e.cov.Imports = union(e.cov.Imports, cov.Imports)
		e.cov.ToolAPI = union(e.cov.ToolAPI, cov.ToolAPI)
		e.cov.Handlers += cov.Handlers
		e.cov.Sinks += cov.Sinks
		e.cov.Expected = union(e.cov.Expected, cov.Expected)
	}
	slices.SortFunc(order, func(a, b *seen) int { return cmp.Compare(a.pkg.PkgPath, b.pkg.PkgPath) })
	var lines []string
	handlers, sinks, importing := 0, 0, 0
	var expected []string
	for _, e := range order {
		handlers += e.cov.Handlers
		sinks += e.cov.Sinks
		for _, x := range e.cov.Expected {
			expected = append(expected, e.name()+": "+x)
		}
		if len(e.cov.Imports) > 0 {
			importing++
		}
		if line := e.line(); line != "" {
			lines = append(lines, line)
		}
	}
	// A run importing no framework says so only where a package answers
	// MCP itself (Coverage.Expected): any other Go module has no tools.
	if handlers == 0 && (importing > 0 || len(expected) > 0) {
		checked := "nothing was checked"
		if sinks > 0 {
			checked = "only the " + summary.Plural(sinks, "place") + " where the module hands a model text were checked, not the tools behind them"
		}
		verb := " import "
		if importing == 1 {
			verb = " imports "
		}
		imports := "though " + summary.Plural(importing, "package") + verb
		if importing == 0 {
			imports = "and no package imports "
		}
		line := "no tool handler was found in this run, " + imports + "agent frameworks, MCP SDKs or model API SDKs: " + checked + ", so no finding is no clean bill of health"
		if len(expected) > 0 {
			line += "; handlers were expected behind " + strings.Join(expected, "; ") + " (mark them " + shape.Directive + ")"
		}
		lines = append(lines, line)
	}
	return lines
}

// entry returns the record of p, made on first use.
func entry(byPath map[string]*seen, order *[]*seen, p *packages.Package) *seen {
	e := byPath[p.PkgPath]
	if e == nil {
		e = &seen{pkg: p}
		byPath[p.PkgPath] = e
		*order = append(*order, e)
	}
	return e
}

// line returns the package's line of the report, or "".
func (e *seen) line() string {
	if e.outsider || e.cov.Sinks > 0 || len(e.cov.ToolAPI) == 0 {
		return ""
	}
	mod := e.cov.ToolAPI[0]
	m, _, _ := frameworks.ModuleOf(mod)
	if e.cov.Handlers == 0 {
		return fmt.Sprintf("%s hands tools to %s, but toolerrlint found no tool handler in it (%s): mark its handlers %s, or file the framework", e.name(), mod, known(m.Root), shape.Directive)
	}
	they := "they hand"
	if e.cov.Handlers == 1 {
		they = "it hands"
	}
	return fmt.Sprintf("%s hands tools to %s, and toolerrlint found %s in it but no text %s the model (%s): file how the framework shows their results", e.name(), mod, summary.Plural(e.cov.Handlers, "tool handler"), they, known(m.Root))
}

// name is the package's path relative to its module, or its whole path
// for the module's root package or a package outside a module.
func (e *seen) name() string {
	if m := e.pkg.Module; m != nil {
		if rel, ok := strings.CutPrefix(e.pkg.PkgPath, m.Path+"/"); ok {
			return rel
		}
	}
	return e.pkg.PkgPath
}

// known says which majors of the module root the tables describe.
func known(root string) string {
	majors := frameworks.TableMajors(root)
	if len(majors) == 0 {
		return "the tables know no version of " + root
	}
	vs := make([]string, len(majors))
	for i, n := range majors {
		vs[i] = "v" + strconv.Itoa(n)
	}
	return "the tables know " + root + " " + strings.Join(vs, " and ")
}

// union returns a with the elements of b it lacks, sorted.
func union(a, b []string) []string {
	for _, s := range b {
		if !slices.Contains(a, s) {
			a = append(a, s)
		}
	}
	slices.Sort(a)
	return a
}
