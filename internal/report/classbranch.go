package report

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/types/typeutil"
)

// A fix that replaces a foreign error by the module's sentence decides
// by the error's class where the error may wrap one that settles the
// question (frameworks.ClassesOf): a file that does not exist will not
// exist on the next call, a Kubernetes resource the API did not find
// will not be there either, while what no class decides gets the
// bounded sentence. Each class is one branch before the return (errors.Is
// of a sentinel, the class's predicate, or errors.As of an SDK's error
// type), returning what the return does with the class's own sentence.
// The classes of an API's HTTP statuses share one branch: the SDK's
// error found once, a switch on the status it holds.

// classBranches returns the source of the branches to insert before
// stmt, the return statement holding expr, which shows err to the model
// at sink s (each line after the first starts with indent), and the
// imports they need (see Imports). flag are the edits that mark the
// return's result as an error, made in each copy too; lead says what
// failed, as the return's new sentence does; where operands are given
// (the sources of the values a kept format shows), lead is a format of
// them, and each branch formats its sentence with fmt.Errorf or
// fmt.Sprintf. None where the evidence decided already, where the
// text's foreign errors have no class or different ones, where stmt
// is no return, or where the code cannot name what a test needs.
func (f Fixer) classBranches(s *sink.Sink, stmt ast.Stmt, expr, err ast.Expr, asError bool, indent string, flag []Edit, lead string, operands []string) (string, []string) {
	if !branchable(stmt, expr) {
		return "", nil
	}
	var classes []frameworks.Class
	switch {
	case s.Decision == sink.Permanent && s.Advice.JSONFields:
		// The tool's input did not decode: where a value had the
		// wrong type, the error names it, which says more.
		classes = []frameworks.Class{frameworks.JSONField}
	case s.Decision == sink.Undecided:
		// Classes the code tested for already are left out (a copy:
		// foreignClasses may hand back frameworks' own table).
		tested := f.testedBefore(stmt, err)
		classes = slices.DeleteFunc(slices.Clone(f.foreignClasses(s.Text)), func(c frameworks.Class) bool {
			return !c.ByStatus() && slices.ContainsFunc(tested, func(t string) bool {
				return t == c.Test || frameworks.Kinds[t] != frameworks.NoKind && frameworks.Kinds[t] == c.Kind()
			})
		})
	}
	if len(classes) == 0 || f.usedBeside(stmt, expr, err) {
		return "", nil
	}
	w := &branchWriter{f: f, s: s, stmt: stmt, expr: expr, err: f.Source(err), asError: asError, flag: flag, lead: lead, operands: operands, used: map[string]bool{}}
	for len(classes) > 0 {
		n := 1
		if classes[0].ByStatus() {
			n = len(statusGroup(classes))
		}
		if !w.branch(classes[:n], indent) {
			return "", nil
		}
		classes = classes[n:]
	}
	return w.b.String(), w.paths
}

// branchable reports whether stmt, holding expr, the text a fix
// replaces, is a statement the branches by class can copy: a return,
// each branch returning its copy, or the one assignment of the text to
// a variable (msg := fmt.Sprintf(…, err), returned further on), each
// branch assigning its copy after it (see placeBranches).
func branchable(stmt ast.Stmt, expr ast.Expr) bool {
	if expr.Pos() < stmt.Pos() || expr.End() > stmt.End() {
		return false
	}
	switch stmt := stmt.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.AssignStmt:
		_, ident := stmt.Lhs[0].(*ast.Ident)
		return ident && len(stmt.Lhs) == 1 && len(stmt.Rhs) == 1 && (stmt.Tok == token.DEFINE || stmt.Tok == token.ASSIGN)
	}
	return false
}

// placeBranches places branches, the branches by class written for
// stmt (see classBranches), indented by indent: before stmt, after the
// log line logEdit inserts there, or, where stmt assigns the text, after
// it, in the edit returned.
func placeBranches(logEdit *Edit, stmt ast.Stmt, branches, indent string) []Edit {
	if _, ok := stmt.(*ast.AssignStmt); ok {
		return []Edit{{Pos: stmt.End(), End: stmt.End(), NewText: []byte("\n" + indent + strings.TrimSuffix(branches, "\n"+indent))}}
	}
	logEdit.NewText = append(slices.Clip(logEdit.NewText), branches...)
	return nil
}

// testedBefore returns the classes the function holding ret tests err,
// a variable, for before ret: the sentinels of errors.Is(err, x) and
// the predicates called with it (apierrors.IsNotFound(err)), by full
// name. Code that handled a class already (returned its own text for
// it) leaves a branch for it dead.
func (f Fixer) testedBefore(ret ast.Stmt, err ast.Expr) []string {
	id, ok := ast.Unparen(err).(*ast.Ident)
	obj := f.pass.TypesInfo.Uses[id]
	if !ok || obj == nil {
		return nil
	}
	var body ast.Node
	for _, n := range enclosing(f.file, ret.Pos(), ret.End()) {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			body = n // the innermost, enclosing lists outermost first
		}
	}
	var tested []string
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || call.Pos() >= ret.Pos() || len(call.Args) == 0 || !f.refersTo(call.Args[0], obj) {
			return n == nil || n.Pos() < ret.Pos()
		}
		fn, _ := typeutil.Callee(f.pass.TypesInfo, call).(*types.Func)
		switch {
		case fn == nil:
		case fn.FullName() == "errors.Is" && len(call.Args) == 2:
			if v, ok := f.pass.TypesInfo.Uses[selectedIdent(call.Args[1])].(*types.Var); ok && v.Pkg() != nil {
				tested = append(tested, v.Pkg().Path()+"."+v.Name())
			}
		default:
			tested = append(tested, fn.FullName())
		}
		return true
	})
	return tested
}

// selectedIdent returns the identifier e names: x, or Sel of pkg.x.
func selectedIdent(e ast.Expr) *ast.Ident {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}

// statusGroup returns the classes at the start of cs that are statuses
// of the same error type, which one branch tests.
func statusGroup(cs []frameworks.Class) []frameworks.Class {
	n := 1
	for n < len(cs) && cs[n].Test == cs[0].Test && cs[n].ByStatus() {
		n++
	}
	return cs[:n]
}

// A branchWriter writes the branches by class before a return (see
// classBranches) and collects the imports they need.
type branchWriter struct {
	f        Fixer
	s        *sink.Sink
	stmt     ast.Stmt // the return (or assignment, see branchable) each branch copies
	expr     ast.Expr
	err      string // the source of the error tested
	asError  bool
	inPlace  bool // expr is the literal of the words a call formats: each copy replaces it alone
	flag     []Edit
	lead     string
	operands []string
	wrap     string          // a format of the result each copy returns its sentence in, if any (frameworks.ErrorResult.Expr)
	used     map[string]bool // the names the branches declare
	b        strings.Builder
	paths    []string
}

// branch writes the branch that tests cs, a class or a status group
// (see statusGroup), each line after the first starting with indent;
// false where the code cannot name what it tests.
func (w *branchWriter) branch(cs []frameworks.Class, indent string) bool {
	c := cs[0]
	if c.Method != "" {
		return w.methodSwitch(cs, indent)
	}
	typ, isType := strings.CutPrefix(c.Test, "*")
	dot := strings.LastIndex(typ, ".")
	name, imp := w.f.importedName(typ[:dot], w.expr)
	if !token.IsIdentifier(name) {
		return false // a package the code cannot name here
	}
	w.paths = append(w.paths, imp)
	qualified := name + typ[dot:]
	switch {
	case c.Field != "":
		return w.statusSwitch(cs, qualified, indent)
	case isType && c.Shows != "":
		// The error found, in a variable, shows its fields: the
		// sentence becomes a format of them (after the operands the
		// lead formats, if any).
		if w.inPlace {
			return false // a literal replaced alone takes no operands
		}
		w.paths = append(w.paths, "errors", "fmt")
		v := w.errVar(qualified)
		cond := "errors.As(" + w.err + ", &" + v + ")"
		kept, lead := w.operands, w.lead
		if len(kept) == 0 {
			w.lead = strings.ReplaceAll(lead, "%", "%%")
		}
		for _, field := range strings.Fields(c.Shows) {
			cond += " && " + v + "." + field + ` != ""`
			w.operands = append(slices.Clip(w.operands), v+"."+field)
		}
		w.b.WriteString("var " + v + " *" + qualified + "\n" + indent)
		w.test(cond, c, indent)
		w.operands, w.lead = kept, lead
	case isType: // the type alone is the class
		w.paths = append(w.paths, "errors")
		w.test("errors.As("+w.err+", new(*"+qualified+"))", c, indent)
	case c.ValueType():
		// An interface or value type: errors.As finds it as it is.
		w.paths = append(w.paths, "errors")
		w.test("errors.As("+w.err+", new("+qualified+"))", c, indent)
	case c.Sentinel():
		w.paths = append(w.paths, "errors")
		w.test("errors.Is("+w.err+", "+qualified+")", c, indent)
	default: // a predicate, called with the error
		w.test(qualified+"("+w.err+")", c, indent)
	}
	return true
}

// test writes "if cond", returning c's sentence.
func (w *branchWriter) test(cond string, c frameworks.Class, indent string) {
	w.b.WriteString("if " + cond + " {\n")
	w.b.WriteString(indent + "\t" + w.returning(c) + "\n")
	w.b.WriteString(indent + "}\n" + indent)
}

// returning returns the copy of the return with c's sentence in place
// of expr, its result marked as an error as the return itself will be
// (flag).
func (w *branchWriter) returning(c frameworks.Class) string {
	sc := *w.s
	sc.Decision = c.Decision()
	sc.Advice = classAdvice(c, w.s.Advice)
	sentence := Decide(&sc, w.lead+": "+c.What, sc.Decision, w.asError)
	text := strconv.Quote(sentence)
	switch {
	case w.inPlace:
	case w.asError:
		text = errorValue(w.s, sentence, w.operands, w.err)
	case len(w.operands) > 0:
		text = "fmt.Sprintf(" + strings.Join(append([]string{text}, w.operands...), ", ") + ")"
	}
	if w.wrap != "" {
		text = fmt.Sprintf(w.wrap, text)
	}
	edits := append([]Edit{{Pos: w.expr.Pos(), End: w.expr.End(), NewText: []byte(text)}}, w.flag...)
	if a, ok := w.stmt.(*ast.AssignStmt); ok && a.Tok == token.DEFINE {
		// The copy assigns the variable the statement declared.
		edits = append(edits, Edit{Pos: a.TokPos, End: a.TokPos + 2, NewText: []byte("=")})
	}
	return spliced(w.f.Source(w.stmt), w.stmt.Pos(), edits)
}

// classAdvice is the advice of a class's sentence, the call's given
// arguments adv.Given among it: where nothing was found, those naming
// its target may be wrong (a lister of the same things, adv.Sibling,
// finds what was not found); where a request was refused as sent, only
// those it carries, not those naming its target (wording.Locates); a
// refusal, of the server or of its credentials, is the user's to
// resolve; a rate limit, a wait before the next call; a transient
// failure gets its one retry.
func classAdvice(c frameworks.Class, adv sink.Advice) sink.Advice {
	switch c.Kind() {
	case frameworks.NotFound:
		// What was not found is where the request went: the arguments
		// naming its target, where some do (a name, a namespace; not
		// the labels an update carries).
		given := slices.DeleteFunc(slices.Clone(adv.Given), func(a string) bool { return !wording.Locates(a) })
		if len(given) == 0 {
			given = adv.Given
		}
		if len(given) > 0 {
			return sink.Advice{Given: given, Sibling: adv.Sibling, Move: sink.CheckGiven}
		}
	case frameworks.Rejected:
		// What a request carries was refused, not where it went: the
		// arguments naming its target (a namespace, a name the API
		// found) are not the cause; those it carries (a selector, a
		// query) may be.
		carried := slices.DeleteFunc(slices.Clone(adv.Given), wording.Locates)
		if len(carried) > 0 {
			return sink.Advice{Given: carried, Move: sink.CheckGiven}
		}
		return sink.Advice{}
	case frameworks.Refused, frameworks.Unconfigured:
		return sink.Advice{Move: sink.TellUser}
	}
	switch {
	case c.Status == http.StatusTooManyRequests:
		return sink.Advice{Move: sink.WaitFirst}
	case c.Decision() == frameworks.Transient:
		return sink.Advice{Move: sink.RetryOnce}
	}
	return sink.Advice{}
}

// statusSwitch writes the branch of the status classes cs of the error
// type named qualified: the type found with errors.As in a variable
// the branch declares, a case per class of the status its Field holds,
// after a check of each pointer on the way. False where the type has no
// such field, as another major version of its package may not.
func (w *branchWriter) statusSwitch(cs []frameworks.Class, qualified, indent string) bool {
	guards, ok := w.fieldGuards(cs[0])
	if !ok {
		return false
	}
	v := w.errVar(qualified)
	code := w.f.freshName(w.stmt.End(), "code", w.used)
	cond := "errors.As(" + w.err + ", &" + v + ")"
	for _, g := range guards {
		cond += " && " + v + "." + g + " != nil"
	}
	tag := code + " := " + v + "." + cs[0].Field + "; "
	if cs[0].Const != "" {
		tag = v + "." + cs[0].Field + " " // a case per kind's constant
	}
	return w.statusCases(cs, "var "+v+" *"+qualified, cond, tag, v, code, indent)
}

// errVar returns a fresh name for the variable that errors.As fills
// with an error of the type named qualified ("pkg.Type"): the type's
// name lower-cased (errorResponse), or, where that is a predeclared
// name, the package's with "Err" (shellrun.Error: shellrunErr, not
// error2).
func (w *branchWriter) errVar(qualified string) string {
	pkg, typ, _ := strings.Cut(qualified, ".")
	v := strings.ToLower(typ[:1]) + typ[1:]
	if types.Universe.Lookup(v) != nil {
		v = pkg + "Err"
	}
	return w.f.freshName(w.stmt.End(), v, w.used)
}

// methodSwitch writes the branch of the status classes cs told by
// methods of an interface (frameworks.Class.Method): a variable of an
// interface of those methods alone, which compiles whatever version of
// the runtime the module has (one without them finds no answer), found
// with errors.As, and a case per class.
func (w *branchWriter) methodSwitch(cs []frameworks.Class, indent string) bool {
	v := w.f.freshName(w.stmt.End(), "status", w.used)
	decl := "var " + v + " interface {\n"
	seen := map[string]bool{}
	for _, c := range cs {
		if !seen[c.Method] {
			seen[c.Method] = true
			param := "int"
			if c.Above {
				param = ""
			}
			decl += indent + "\t" + c.Method + "(" + param + ") bool\n"
		}
	}
	decl += indent + "}"
	return w.statusCases(cs, decl, "errors.As("+w.err+", &"+v+")", "", v, "", indent)
}

// statusCases writes the branch decl declares the variable v of, that
// holds where cond does, switching (after tag, which may declare code)
// to the case of each class of cs; without cond, the switch alone, on
// code, a status the code holds already.
func (w *branchWriter) statusCases(cs []frameworks.Class, decl, cond, tag, v, code, indent string) bool {
	name, imp := w.f.importedName("net/http", w.expr)
	if !token.IsIdentifier(name) {
		return false
	}
	var cases strings.Builder
	in := indent + "\t"
	if cond == "" {
		in = indent // the switch alone, on a status the code holds
	}
	for i, c := range cs {
		status, named := statusConst(name, c.Status)
		if c.Const != "" {
			status, named = w.kindConst(c), false
		}
		if named && !slices.Contains(w.paths, imp) {
			w.paths = append(w.paths, imp)
		}
		if i > 0 && sameAnswer(cs[i-1], c) {
			// One case for both (a 400 and a 422, both a request
			// the API rejected).
			cases.WriteString(", " + statusTest(c, v, code, status))
		} else {
			cases.WriteString(in + "case " + statusTest(c, v, code, status))
		}
		if i == len(cs)-1 || !sameAnswer(c, cs[i+1]) {
			cases.WriteString(":\n" + in + "\t" + w.returning(c) + "\n")
		}
	}
	if cond == "" {
		w.b.WriteString("switch " + tag + "{\n" + cases.String() + indent + "}\n" + indent)
		return true
	}
	w.paths = append(w.paths, "errors")
	w.b.WriteString(decl + "\n")
	w.b.WriteString(indent + "if " + cond + " {\n")
	w.b.WriteString(in + "switch " + tag + "{\n")
	w.b.WriteString(cases.String())
	w.b.WriteString(in + "}\n" + indent + "}\n" + indent)
	return true
}

// kindConst returns the constant of c's kind as the file names it
// (azcli.ErrorTypeCommandDenied), the package imported by branch.
func (w *branchWriter) kindConst(c frameworks.Class) string {
	typ := strings.TrimPrefix(c.Test, "*")
	name, _ := w.f.importedName(typ[:strings.LastIndex(typ, ".")], w.expr)
	return name + "." + c.Const
}

// sameAnswer reports whether the classes a and b of statuses get the
// same sentence.
func sameAnswer(a, b frameworks.Class) bool {
	return a.What == b.What && a.Kind() == b.Kind() && a.Decision() == b.Decision()
}

// statusTest returns the case that holds for c's answers: the status
// the variable code holds compared with status (the constant naming
// c.Status), what v's Method tells, or, for a kind, status, the kind's
// constant, which the switch's tag is compared with.
func statusTest(c frameworks.Class, v, code, status string) string {
	switch {
	case c.Const != "":
		return status
	case c.Method != "" && c.Above:
		return v + "." + c.Method + "()"
	case c.Method != "":
		return v + "." + c.Method + "(" + status + ")"
	case c.Above:
		return code + " >= " + status
	}
	return code + " == " + status
}

// fieldGuards returns the selector paths on the way along c's Field
// that are pointers, which the branch checks before reading the status
// ("Response", of ErrorResponse's Response.StatusCode); false where the
// path does not lead to an integer in the type the code depends on (to
// a value of the type of c's Const, for a kind).
func (w *branchWriter) fieldGuards(c frameworks.Class) ([]string, bool) {
	typ := strings.TrimPrefix(c.Test, "*")
	dot := strings.LastIndex(typ, ".")
	pkg := w.f.r.dependency(w.f.pass.Pkg, typ[:dot])
	if pkg == nil {
		return nil, false
	}
	obj, ok := pkg.Scope().Lookup(typ[dot+1:]).(*types.TypeName)
	if !ok {
		return nil, false
	}
	var (
		t      types.Type = types.NewPointer(obj.Type())
		guards []string
	)
	sels := strings.Split(c.Field, ".")
	for i, sel := range sels {
		field, _, _ := types.LookupFieldOrMethod(t, true, pkg, sel)
		if _, isVar := field.(*types.Var); !isVar {
			return nil, false
		}
		t = field.Type()
		if _, ptr := t.Underlying().(*types.Pointer); ptr && i < len(sels)-1 {
			guards = append(guards, strings.Join(sels[:i+1], "."))
		}
	}
	if c.Const != "" { // a kind: the field is of the constant's type
		k, ok := pkg.Scope().Lookup(c.Const).(*types.Const)
		return guards, ok && types.Identical(k.Type(), t)
	}
	basic, ok := t.Underlying().(*types.Basic)
	return guards, ok && basic.Info()&types.IsInteger != 0
}

// statusConst returns net/http's constant of the HTTP status code, as
// the file names the package (http.StatusNotFound), and true; the
// number, and false, for a status not among statusNames.
func statusConst(http string, code int) (string, bool) {
	if name, ok := statusNames[code]; ok {
		return http + "." + name, true
	}
	return strconv.Itoa(code), false
}

// statusNames are the names of net/http's constants of the statuses
// the classes test (frameworks.Class.Status). Named here, not looked up
// in the code's dependencies: those may hold only the part of net/http
// a dependency's export data refers to.
var statusNames = map[int]string{
	http.StatusBadRequest:          "StatusBadRequest",
	http.StatusUnauthorized:        "StatusUnauthorized",
	http.StatusForbidden:           "StatusForbidden",
	http.StatusNotFound:            "StatusNotFound",
	http.StatusConflict:            "StatusConflict",
	http.StatusUnprocessableEntity: "StatusUnprocessableEntity",
	http.StatusTooManyRequests:     "StatusTooManyRequests",
	http.StatusInternalServerError: "StatusInternalServerError",
}

// spliced returns src, the source of a node at pos, with the edits that
// lie inside it made; edits elsewhere are left out.
func spliced(src string, pos token.Pos, edits []Edit) string {
	edits = slices.Clone(edits)
	slices.SortFunc(edits, func(x, y Edit) int { return int(y.Pos - x.Pos) })
	for _, e := range edits {
		at, end := int(e.Pos-pos), int(e.End-pos)
		if at >= 0 && end <= len(src) && at <= end {
			src = src[:at] + string(e.NewText) + src[end:]
		}
	}
	return src
}

// foreignClasses returns the classes of the foreign errors text
// consists of, where they all have the same ones (or no sentinels,
// which are joined) and each is still in the chain of the error that
// carries it (not Flat). Errors of no class may be there too where the
// classes are tested by predicates of an API's own status errors
// (apierrors.IsNotFound) or by the status an SDK's error holds: those
// hold only of that API's answers. A sentinel such as fs.ErrNotExist may come from
// any file the code reads (a CA file read while building the client), so
// there every error must be of the class's sources.
func (f Fixer) foreignClasses(text *origin.Node) []frameworks.Class {
	var classes []frameworks.Class
	unclassed := false
	for _, l := range text.Leaves(origin.Foreign) {
		cs := f.classesOf(l.Text)
		switch {
		case len(cs) == 0:
			unclassed = true
			continue
		case l.Flat:
			return nil
		case classes == nil || slices.Equal(cs, classes):
			classes = cs
			continue
		case !predicates(cs) || !predicates(classes):
			return nil
		}
		// One API's statuses, of different calls (a get and a
		// create): each predicate holds only of its own answer, so
		// all of them can be tested.
		for _, c := range cs {
			if !slices.Contains(classes, c) {
				classes = append(slices.Clip(classes), c)
			}
		}
	}
	if unclassed && !predicates(classes) {
		return nil
	}
	return classes
}

// classesOf returns the classes of the error of fn, a function's full
// name: its own (frameworks.ClassesOf); where its package is an API
// client generated against a runtime that tells the answers apart, the
// runtime's (frameworks.GeneratedClassesOf); else those of the kinds
// its package's error type holds (kindClasses).
func (f Fixer) classesOf(fn string) []frameworks.Class {
	if cs := frameworks.ClassesOf(fn); cs != nil {
		return cs
	}
	path := frameworks.PackageOf(fn)
	if path == "" {
		return nil
	}
	pkg := f.r.dependency(f.pass.Pkg, path)
	if pkg == nil {
		return nil
	}
	if cs := frameworks.GeneratedClassesOf(func(path string) bool {
		return slices.ContainsFunc(pkg.Imports(), func(p *types.Package) bool { return p.Path() == path })
	}); cs != nil {
		return cs
	}
	return f.r.kindClasses(pkg)
}

// predicates reports whether every class of cs holds only of an API's
// answers (a predicate's, a status's), none is a sentinel.
func predicates(cs []frameworks.Class) bool {
	return !slices.ContainsFunc(cs, frameworks.Class.Sentinel)
}

// importedName returns the name by which the file holding at refers to
// the package path, and the import it needs for that: the file's own
// name where it imports the package already; else the package's last
// element, or, where that names something else there or may (the
// standard errors, which the fix may import beside Kubernetes'
// api/errors), the last two joined ("apierrors"), imported under that
// name (see Imports).
func (f Fixer) importedName(path string, at ast.Expr) (name, imp string) {
	for _, spec := range f.file.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); p == path {
			// Named as the file names it (apierrors), which Imports
			// then finds imported.
			if spec.Name == nil {
				name = f.pass.TypesInfo.PkgNameOf(spec).Name()
				return name, name + " " + path
			}
			if spec.Name.Name != "_" && spec.Name.Name != "." {
				return spec.Name.Name, spec.Name.Name + " " + path
			}
		}
	}
	elems := strings.Split(path, "/")
	name = elems[len(elems)-1]
	if p := f.r.dependency(f.pass.Pkg, path); p != nil {
		name = p.Name() // go-tfe's package is tfe
	}
	taken := name == "errors" && path != "errors" // the fix may import the standard one
	if scope := f.pass.Pkg.Scope().Innermost(at.Pos()); scope != nil && !taken {
		_, obj := scope.LookupParent(name, at.Pos())
		taken = obj != nil
	}
	if !taken || len(elems) < 2 {
		if name != elems[len(elems)-1] {
			return name, name + " " + path // named as its package is
		}
		return name, path
	}
	name = elems[len(elems)-2] + name
	return name, name + " " + path
}

// dependency returns the package of path among those pkg depends on,
// or nil; found once per package and path.
func (r *Reporter) dependency(pkg *types.Package, path string) *types.Package {
	key := depKey{pkg, path}
	if p, ok := r.deps[key]; ok {
		return p
	}
	if r.deps == nil {
		r.deps = map[depKey]*types.Package{}
	}
	r.deps[key] = findDependency(pkg, path)
	return r.deps[key]
}

// findDependency returns the package of path among those pkg depends
// on, or nil.
func findDependency(pkg *types.Package, path string) *types.Package {
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package) *types.Package
	walk = func(p *types.Package) *types.Package {
		if seen[p] {
			return nil
		}
		seen[p] = true
		if p.Path() == path {
			return p
		}
		for _, q := range p.Imports() {
			if found := walk(q); found != nil {
				return found
			}
		}
		return nil
	}
	return walk(pkg)
}

// usedBeside reports whether stmt uses the variable err outside expr:
// a copy of stmt would show it again where another fix edits only the
// original.
func (f Fixer) usedBeside(stmt ast.Stmt, expr, err ast.Expr) bool {
	id, ok := ast.Unparen(err).(*ast.Ident)
	if !ok {
		return true
	}
	obj := f.pass.TypesInfo.Uses[id]
	used := false
	ast.Inspect(stmt, func(n ast.Node) bool {
		if n == expr {
			return false
		}
		if x, ok := n.(*ast.Ident); ok && f.pass.TypesInfo.Uses[x] == obj {
			used = true
		}
		return !used
	})
	return used
}
