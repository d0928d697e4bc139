package agentloop

import (
	"golang.org/x/tools/go/analysis"
)

// FactTypes are the Facts Run exports. The core analyzer declares them
// and calls Run on each package of the module: an analyzer of its own
// would add an action per package of the whole dependency graph, which
// cost 5% of the CPU on go-sdk + mcp-go where no package has a loop.
var FactTypes = []analysis.Fact{(*LoopFact)(nil), (*PackageFact)(nil)}

// Run returns the loop knowledge of pass's package, a package of the
// module, and exports its Facts; or nil where there is none: in packages
// that neither import a model SDK nor a package of the module with loop
// knowledge (what most packages cost is this look at their imports).
func Run(pass *analysis.Pass) *Package {
	im, imported := importsOf(pass)
	if !imported && !Uses(pass.Pkg) {
		return nil
	}
	p := newPackage(pass.Pkg, pass.TypesInfo, pass.Files, im)
	p.export(pass)
	return p
}
