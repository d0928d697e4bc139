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
// call's answer (AnswerTypes, sorted: a Fact's encoding must be
// deterministic). go vet hands a package the package Facts of its direct
// imports only, so the answer types of the imports are passed on.
type PackageFact struct {
	AnswerTypes []AnswerType
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

func (*PackageFact) AFact() {}

func (f *PackageFact) String() string { return "loops" }

// imports is what the packages a package imports found, read from their
// Facts.
type imports struct {
	pass *analysis.Pass
	// methods are the imported concrete methods that run a turn, by
	// name: the implementations of an interface whose package did not
	// see them.
	methods map[string][]method
	facts   map[*types.Func]LoopFact
}

// A method is a concrete method that runs a turn, and that turn.
type method struct {
	fn   *types.Func
	turn string
}

// importsOf returns the Facts of pass's imports, and whether any import
// has loop knowledge for the package.
func importsOf(pass *analysis.Pass) (*imports, []AnswerType, bool) {
	var answerTypes []AnswerType
	any := false
	for _, imp := range pass.Pkg.Imports() {
		var f PackageFact
		if pass.ImportPackageFact(imp, &f) {
			any = true
			answerTypes = append(answerTypes, f.AnswerTypes...)
		}
	}
	if !any {
		return nil, nil, false
	}
	im := &imports{pass: pass, methods: map[string][]method{}, facts: map[*types.Func]LoopFact{}}
	for _, of := range pass.AllObjectFacts() {
		fn, isFunc := of.Object.(*types.Func)
		f, isLoop := of.Fact.(*LoopFact)
		if isFunc && isLoop && f.Turn != "" && fn.Signature().Recv() != nil && !types.IsInterface(fn.Signature().Recv().Type()) {
			im.methods[fn.Name()] = append(im.methods[fn.Name()], method{fn, f.Turn})
		}
	}
	return im, answerTypes, true
}

// fact returns the LoopFact of fn, a function of another package: its
// own, or, for an interface method, that of an implementation the
// imports' Facts name.
func (im *imports) fact(fn *types.Func) LoopFact {
	if im == nil {
		return LoopFact{}
	}
	if f, ok := im.facts[fn]; ok {
		return f
	}
	var f LoopFact
	if !im.pass.ImportObjectFact(fn, &f) {
		if iface := interfaceOf(fn); iface != nil {
			f.Turn = implementedTurn(iface, im.methods[fn.Name()])
		}
	}
	im.facts[fn] = f
	return f
}

// interfaceOf returns the interface fn is a method of, or nil.
func interfaceOf(fn *types.Func) *types.Interface {
	recv := fn.Signature().Recv()
	if recv == nil {
		return nil
	}
	iface, _ := recv.Type().Underlying().(*types.Interface)
	return iface
}

// implementedTurn returns the turn of the first of methods whose
// receiver implements iface (its method set holding it by value or
// through a pointer), or "".
func implementedTurn(iface *types.Interface, methods []method) string {
	for _, m := range methods {
		recv := m.fn.Signature().Recv().Type()
		if _, isPtr := recv.(*types.Pointer); !isPtr {
			recv = types.NewPointer(recv)
		}
		if types.Implements(recv, iface) {
			return m.turn
		}
	}
	return ""
}

// export exports the package's Facts: a LoopFact for each of its
// functions that runs a turn or answers, and a PackageFact when it has
// any, or answer types.
func (p *Package) export(pass *analysis.Pass) {
	for _, fn := range p.order {
		f := LoopFact{Turn: p.steps[fn], Answers: p.answerers[fn]}
		if f.Turn != "" || f.Answers {
			pass.ExportObjectFact(fn, &f)
		}
	}
	if len(p.steps) == 0 && len(p.answerers) == 0 && len(p.answerTypes) == 0 {
		return
	}
	var ts []AnswerType
	for _, t := range p.answerTypes {
		ts = append(ts, t)
	}
	sort.Slice(ts, func(i, j int) bool {
		return ts[i].Pkg < ts[j].Pkg || ts[i].Pkg == ts[j].Pkg && ts[i].Name < ts[j].Name
	})
	pass.ExportPackageFact(&PackageFact{AnswerTypes: ts})
}

// answerRow returns the table row an AnswerType's literal builds.
func (t AnswerType) answerRow() frameworks.Answer {
	return frameworks.Answer{Func: frameworks.Func{Pkg: t.Pkg, Recv: t.Name}, IDField: t.IDField, TextField: t.TextField}
}
