package core

import (
	"go/token"
	"go/types"

	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/ssa"
)

// Dispatch through a module interface. A hand-written agent loop keeps
// its tools as values of an interface of its own (type Tool interface {
// Run(ctx, args) (any, error) }), picks one by the name the model asked
// for, and puts what Run returned, or its error, into the model's next
// message. The value called is not in sight (a map, a slice, a field
// filled elsewhere), so the text of the call is that of every module
// implementation of the method: a Stored node keyed by the method, which
// the sink fills in with the implementations of this package and of the
// packages it imports, as for a tool table (entries.go). Where the sink
// is a loop's (no registered handler holds it), the implementations are
// the tool handlers, reported at their return statements; where it is
// a registered handler's (a store behind an interface), they are
// alternatives of that handler's sink.

// methodKey names the method name of the module interface t:
// "pkg.Tool.Run()"; "" if t is no interface of the module.
func (a *pkgAnalysis) methodKey(t types.Type, name string) string {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || !types.IsInterface(named) || !a.mod.owns(named.Obj().Pkg().Path()) {
		return ""
	}
	return named.Obj().Pkg().Path() + "." + named.Obj().Name() + "." + name + "()"
}

// isMethodKey reports whether a Stored node's key names an interface
// method rather than a func-typed field.
func isMethodKey(key string) bool {
	return len(key) > 2 && key[len(key)-2:] == "()"
}

// dispatched returns the Stored node for the index-th result (its field
// member, if set) of the interface call c at pos when its receiver is a
// module interface value whose concrete type is not in sight; nil
// otherwise (a parameter's method is its callers' to fill in).
func (a *pkgAnalysis) dispatched(c *ssa.CallCommon, index int, member string, pos token.Pos) *origin.Node {
	key := a.methodKey(c.Value.Type(), c.Method.Name())
	if key == "" || a.paramCall(c.Value, index, c.Method.Name()) != nil {
		return nil
	}
	return storedLeaf(key, index, member, pos)
}

// implementedMethods returns, by method key, the methods that the types
// of this package declare to implement the methods of the module
// interfaces visible here, for the methods whose results carry text.
func (a *pkgAnalysis) implementedMethods() map[string][]*ssa.Function {
	out := map[string][]*ssa.Function{}
	var ifaces []*types.Named
	for path, p := range a.pkgs {
		if !a.mod.owns(path) {
			continue
		}
		for _, name := range p.Scope().Names() {
			if tn, ok := p.Scope().Lookup(name).(*types.TypeName); ok {
				if named, ok := types.Unalias(tn.Type()).(*types.Named); ok && types.IsInterface(named) && named.TypeParams().Len() == 0 {
					ifaces = append(ifaces, named)
				}
			}
		}
	}
	if len(ifaces) == 0 {
		return out
	}
	for _, m := range a.pkg.Members {
		t, ok := m.(*ssa.Type)
		if !ok {
			continue
		}
		named, ok := types.Unalias(t.Type()).(*types.Named)
		if !ok || named.TypeParams().Len() > 0 || types.IsInterface(named) {
			continue
		}
		for _, iface := range ifaces {
			it := iface.Underlying().(*types.Interface)
			if it.NumMethods() == 0 || (!types.Implements(named, it) && !types.Implements(types.NewPointer(named), it)) {
				continue
			}
			for i := range it.NumMethods() {
				m := it.Method(i)
				if m.Name() == "Error" || !a.resultsCarry(m.Signature()) {
					continue
				}
				if fn := a.declaredMethod(named, m.Name()); fn != nil {
					key := a.methodKey(iface, m.Name())
					out[key] = append(out[key], fn)
				}
			}
		}
	}
	return out
}

// resultsCarry reports whether a result of sig may carry text.
func (a *pkgAnalysis) resultsCarry(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		if t := sig.Results().At(i).Type(); carriesText(t) || a.isModuleStruct(t) {
			return true
		}
	}
	return false
}
