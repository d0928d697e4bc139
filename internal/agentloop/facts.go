package agentloop

import (
	"go/types"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"golang.org/x/tools/go/analysis"
)

// A LoopFact says what a function or method of the module does for an
// agent loop in another package: it runs a model turn (Turn names the
// model call it reaches), or builds a tool call's answer (Answers). An
// interface method has the fact when one of the module's types
// implementing the interface runs a turn in that method: a loop that
// calls the model through the module's own interface runs turns.
type LoopFact struct {
	Turn    string
	Answers bool
}

func (*LoopFact) AFact() {}

func (f *LoopFact) String() string {
	s := "loop"
	if f.Turn != "" {
		s += " turn(" + f.Turn + ")"
	}
	if f.Answers {
		s += " answers"
	}
	return s
}

// A PackageFact marks a package of the module whose importers need its
// loop knowledge: it has functions with a LoopFact, or it (or a package
// it imports) hands the fields of a module type to a model SDK as a tool
// call's answer (AnswerTypes), or implements another package's interface
// with a method that runs a turn (Implemented). Both are sorted (a
// Fact's encoding must be deterministic) and include those of the
// package's imports: go vet hands a package the package Facts of its
// direct imports only, and encodes no Fact of an unexported type's
// method, so an implementation by an unexported type reaches a loop in
// another package only through this list.
type PackageFact struct {
	AnswerTypes []AnswerType
	Implemented []Implemented
}

// An AnswerType is a struct type whose value carries one tool call's
// result to the model: the module copies its field IDField (and
// TextField, where the SDK's answer takes a text) into an SDK's answer
// (opencode's message.ToolResult, turned into anthropic's tool result
// block for each provider). A literal of it that sets IDField answers a
// call.
type AnswerType struct {
	Pkg, Name          string
	IDField, TextField string
}

// Implemented says that a type of the module runs a turn (Turn) in its
// method Method, which implements the interface Pkg.Iface.
type Implemented struct {
	Pkg, Iface, Method, Turn string
}

func (*PackageFact) AFact() {}

func (f *PackageFact) String() string { return "loops" }

// export exports the package's Facts: a LoopFact for each of its
// functions that runs a turn or answers, and a PackageFact when it has
// any, or answer types, or implementations of other packages'
// interfaces.
func (p *Package) export(pass *analysis.Pass) {
	for _, fn := range p.order {
		f := LoopFact{Turn: p.steps[fn], Answers: p.answerers[fn]}
		if f.Turn != "" || f.Answers {
			pass.ExportObjectFact(fn, &f)
		}
	}
	implemented := p.implemented()
	if len(p.steps) == 0 && len(p.answerers) == 0 && len(p.answerTypes) == 0 && len(implemented) == 0 {
		return
	}
	var ts []AnswerType
	for _, t := range p.answerTypes {
		ts = append(ts, t)
	}
	sort.Slice(ts, func(i, j int) bool {
		return ts[i].Pkg < ts[j].Pkg || ts[i].Pkg == ts[j].Pkg && ts[i].Name < ts[j].Name
	})
	pass.ExportPackageFact(&PackageFact{AnswerTypes: ts, Implemented: implemented})
}

// implemented returns the interface methods of the package's direct
// imports that a method of the package running a turn implements, and
// those its imports list: sorted, one entry per interface method.
func (p *Package) implemented() []Implemented {
	seen := map[[3]string]Implemented{}
	if p.imports != nil {
		for k, i := range p.imports.implemented {
			seen[k] = i
		}
	}
	var ifaces []*types.TypeName
	for _, fn := range p.order {
		if p.steps[fn] == "" || p.decls[fn] == nil || fn.Signature().Recv() == nil {
			continue
		}
		if ifaces == nil {
			ifaces = importedInterfaces(p.Pkg)
		}
		for _, tn := range ifaces {
			key := [3]string{tn.Pkg().Path(), tn.Name(), fn.Name()}
			iface := tn.Type().Underlying().(*types.Interface)
			if _, ok := seen[key]; !ok && hasMethod(iface, fn.Name()) && implementedTurn(iface, []method{{fn, p.steps[fn]}}) != "" {
				seen[key] = Implemented{Pkg: key[0], Iface: key[1], Method: key[2], Turn: p.steps[fn]}
			}
		}
	}
	out := make([]Implemented, 0, len(seen))
	for _, i := range seen {
		out = append(out, i)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		return a.Pkg < b.Pkg || a.Pkg == b.Pkg && (a.Iface < b.Iface || a.Iface == b.Iface && a.Method < b.Method)
	})
	return out
}

// importedInterfaces returns the exported interface types that the
// direct imports of pkg declare.
func importedInterfaces(pkg *types.Package) []*types.TypeName {
	out := []*types.TypeName{}
	for _, imp := range pkg.Imports() {
		scope := imp.Scope()
		for _, name := range scope.Names() {
			if tn, ok := scope.Lookup(name).(*types.TypeName); ok && tn.Exported() && !tn.IsAlias() && types.IsInterface(tn.Type()) {
				out = append(out, tn)
			}
		}
	}
	return out
}

// hasMethod reports whether iface has a method named name.
func hasMethod(iface *types.Interface, name string) bool {
	for i := range iface.NumMethods() {
		if iface.Method(i).Name() == name {
			return true
		}
	}
	return false
}

// answerRow returns the table row an AnswerType's literal builds.
func (t AnswerType) answerRow() frameworks.Answer {
	return frameworks.Answer{Func: frameworks.Func{Pkg: t.Pkg, Recv: t.Name}, IDField: t.IDField, TextField: t.TextField}
}
