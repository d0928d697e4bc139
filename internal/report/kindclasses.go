package report

import (
	"cmp"
	"go/types"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
)

// kindClasses returns the classes of the errors of pkg's functions that
// a library tells apart by a kind its own error type holds, where no
// table knows the package: azure-api-mcp's azcli returns an
// *AzCliError whose Type is one of its ErrorType constants
// (ErrorTypeCommandDenied, ErrorTypeTimeout, ErrorTypeInvalidCommand).
// The names of the kinds say what each answer is (frameworks.KindClass);
// a fix finds the error with errors.As and switches on the kind, so
// that a denial the library wrote for its caller is told as a denial,
// not as a failure to retry.
//
// The type must be the package's one such type: an exported struct
// whose pointer, not its value, is an error (errors.As then finds what
// the package returns), holding one exported field of a named type of
// the package, a string or an integer, of which the package declares
// constants, at least one of them a known kind. A package of two such
// types has no classes: which one a function returns cannot be told
// from its signature.
func (r *Reporter) kindClasses(pkg *types.Package) []frameworks.Class {
	if cs, ok := r.kinds[pkg]; ok {
		return cs
	}
	if env.Standard(pkg.Path()) {
		// The standard library's kinds (html/template's ErrorCode) are
		// of the input it was given, not answers; its classes are
		// tables' (frameworks.ClassesOf).
		return nil
	}
	if r.kinds == nil {
		r.kinds = map[*types.Package][]frameworks.Class{}
	}
	var found []frameworks.Class
	for _, name := range pkg.Scope().Names() {
		obj, ok := pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok || !obj.Exported() || obj.IsAlias() {
			continue
		}
		field := kindField(obj)
		if field == nil {
			continue
		}
		cs := kindConsts(pkg, "*"+pkg.Path()+"."+name, field)
		if len(cs) == 0 {
			continue
		}
		if found != nil {
			found = nil // two error types: none is the package's
			break
		}
		found = cs
	}
	r.kinds[pkg] = found
	return found
}

// kindField returns the one field of the error type obj that holds a
// kind (see kindClasses), or nil.
func kindField(obj *types.TypeName) *types.Var {
	st, ok := obj.Type().Underlying().(*types.Struct)
	if !ok || types.Implements(obj.Type(), errorIface) || !types.Implements(types.NewPointer(obj.Type()), errorIface) {
		return nil
	}
	var field *types.Var
	for f := range st.Fields() {
		named, ok := f.Type().(*types.Named)
		if !ok || !f.Exported() || named.Obj().Pkg() != obj.Pkg() {
			continue
		}
		if basic, ok := named.Underlying().(*types.Basic); !ok || basic.Info()&(types.IsString|types.IsInteger) == 0 {
			continue
		}
		if field != nil {
			return nil // two kinds: which one decides is not known
		}
		field = f
	}
	return field
}

// kindConsts returns the classes of the constants pkg declares of the
// type of field, the kind field of the error type test, that name a
// known kind, in the order of their statuses (a fix's cases, the
// same answers side by side).
func kindConsts(pkg *types.Package, test string, field *types.Var) []frameworks.Class {
	var cs []frameworks.Class
	for _, name := range pkg.Scope().Names() {
		c, ok := pkg.Scope().Lookup(name).(*types.Const)
		if !ok || !c.Exported() || !types.Identical(c.Type(), field.Type()) {
			continue
		}
		words := wording.NameWords(name)
		for i, w := range words {
			words[i] = strings.ToLower(w)
		}
		if class, ok := frameworks.KindClass(test, field.Name(), name, words); ok {
			cs = append(cs, class)
		}
	}
	slices.SortStableFunc(cs, func(a, b frameworks.Class) int { return cmp.Compare(a.Status, b.Status) })
	return cs
}
