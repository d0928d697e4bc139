package agentloop

import (
	"reflect"
	"sync"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
)

// analyzers holds the loop analyzer of each core analyzer: the passes
// built around one core share one, so it runs once per package.
var analyzers = struct {
	sync.Mutex
	of map[*analysis.Analyzer]*analysis.Analyzer
}{of: map[*analysis.Analyzer]*analysis.Analyzer{}}

// For returns the analyzer that finds the loop knowledge of each package
// of the module (its result, a *Package, is nil elsewhere), built around
// the core analyzer core, which says which packages are the module's.
// It exports Facts (LoopFact, PackageFact), so a loop sees the turns and
// answers its module runs in other packages.
func For(core *analysis.Analyzer) *analysis.Analyzer {
	analyzers.Lock()
	defer analyzers.Unlock()
	if a, ok := analyzers.of[core]; ok {
		return a
	}
	a := &analysis.Analyzer{
		Name:       "agentloop",
		Doc:        "finds the agent loops of the module and the functions that run their model turns and answer tool calls (shared by turnlimit and unanswered; reports nothing)",
		Requires:   []*analysis.Analyzer{core},
		ResultType: reflect.TypeFor[*Package](),
		FactTypes:  []analysis.Fact{(*LoopFact)(nil), (*PackageFact)(nil)},
		Run: func(pass *analysis.Pass) (any, error) {
			return run(pass, pass.ResultOf[core].(*sink.Result)), nil
		},
	}
	analyzers.of[core] = a
	return a
}

// run returns the loop knowledge of the package and exports its Facts,
// or nil where there is none: outside the module, and in packages that
// neither import a model SDK nor a package of the module with loop
// knowledge (what most packages cost is this look at their imports).
func run(pass *analysis.Pass, core *sink.Result) *Package {
	if !core.Owned {
		return nil
	}
	im, imported := importsOf(pass)
	if !imported && !Uses(pass.Pkg) {
		return nil
	}
	p := newPackage(pass.Pkg, pass.TypesInfo, pass.Files, im)
	p.export(pass)
	return p
}

// NewPass returns a loop pass: a pass of the suite (report.NewPass)
// around core that also requires the loop analyzer and runs run on the
// packages where it found loop knowledge.
func NewPass(name, doc string, core *analysis.Analyzer, run func(r *report.Reporter, pkg *Package)) *analysis.Analyzer {
	loops := For(core)
	a := report.NewPass(name, doc, core, func(r *report.Reporter, _ *sink.Result) {
		if pkg, _ := r.Pass().ResultOf[loops].(*Package); pkg != nil {
			run(r, pkg)
		}
	})
	a.Requires = append(a.Requires, loops)
	return a
}
