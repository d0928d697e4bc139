package agentloop

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// imports is what the packages a package imports found, read from their
// Facts.
type imports struct {
	pass        *analysis.Pass
	answerTypes []AnswerType
	// implemented are the interface methods that a type of the module
	// runs a turn in, by package, interface and method (PackageFact).
	implemented map[[3]string]Implemented
	// methods are the exported methods of exported types of the direct
	// imports that run a turn, by name: the implementations of an
	// interface declared where they are not in sight (go vet encodes
	// the Facts of exported objects only, so the command, which has them
	// all, reads no more than go vet).
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
func importsOf(pass *analysis.Pass) (*imports, bool) {
	im := &imports{pass: pass, implemented: map[[3]string]Implemented{}, methods: map[string][]method{}, facts: map[*types.Func]LoopFact{}}
	direct := map[*types.Package]bool{}
	for _, imp := range pass.Pkg.Imports() {
		var f PackageFact
		if pass.ImportPackageFact(imp, &f) {
			direct[imp] = true
			im.answerTypes = append(im.answerTypes, f.AnswerTypes...)
			for _, i := range f.Implemented {
				im.implemented[[3]string{i.Pkg, i.Iface, i.Method}] = i
			}
		}
	}
	if len(direct) == 0 {
		return nil, false
	}
	for _, of := range pass.AllObjectFacts() {
		fn, isFunc := of.Object.(*types.Func)
		f, isLoop := of.Fact.(*LoopFact)
		if isFunc && isLoop && f.Turn != "" && direct[fn.Pkg()] && exportedMethod(fn) {
			im.methods[fn.Name()] = append(im.methods[fn.Name()], method{fn, f.Turn})
		}
	}
	return im, true
}

// exportedMethod reports whether fn is an exported method of an
// exported named type that is not an interface.
func exportedMethod(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	if recv == nil || !fn.Exported() {
		return false
	}
	t := recv.Type()
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Exported() && !types.IsInterface(named)
}

// fact returns the LoopFact of fn, a function of another package: its
// own or, for an interface method, that of an implementation the
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
			f.Turn = im.implementedTurn(fn, iface)
		}
	}
	im.facts[fn] = f
	return f
}

// implementedTurn returns the turn an implementation of the interface
// method fn runs, as the imports' PackageFacts list it or as their
// methods' Facts say.
func (im *imports) implementedTurn(fn *types.Func, iface *types.Interface) string {
	if named, ok := types.Unalias(fn.Signature().Recv().Type()).(*types.Named); ok && fn.Pkg() != nil {
		if i, ok := im.implemented[[3]string{fn.Pkg().Path(), named.Obj().Name(), fn.Name()}]; ok {
			return i.Turn
		}
	}
	return implementedTurn(iface, im.methods[fn.Name()])
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
