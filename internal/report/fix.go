package report

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/wording"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"golang.org/x/tools/go/analysis"
)

// Edit is one change of a fix under construction.
type Edit = analysis.TextEdit

// FixTitle is the message of the alternative fix that states d.
func FixTitle(d sink.Decision) string {
	switch d {
	case sink.Transient:
		return "Say a retry may succeed: return a sentence this module writes and log the error"
	case sink.Permanent:
		return "Say a retry will fail identically: return a sentence this module writes and log the error"
	}
	return "Say to retry once, then tell the user: return a sentence this module writes and log the error"
}

// Fixer builds fixes for one file; Reporter.Fixer makes one.
type Fixer struct {
	pass *analysis.Pass
	file *ast.File
	r    *Reporter
}

// Who says which tool call a log line is about: the tool's name and,
// where the framework call building the result takes it, the call's id.
type Who struct {
	Tool   string
	CallID ast.Expr
	// ToolExpr reads the tool's name where Tool is not known: the name
	// the request the handler was given carries (req.Params.Name).
	ToolExpr string
	// InHelper: the line logs in a module helper that many tools call
	// (see WrapFix), whose message names the helper, not a tool call.
	InHelper bool
}

// WhoOf returns who the sink s answers: its tool, and its call's id
// where that expression can be read again (Pure).
func WhoOf(s *sink.Sink) Who {
	w := Who{Tool: s.Tool}
	if s.CallID != nil && Pure(s.CallID) {
		w.CallID = s.CallID
	}
	return w
}

// LogLine returns the edit that logs args (the values a fix stops
// handing to the model), printed with verbs, just before the statement
// holding node, so they stay in use and visible to a human, and the
// import path of the logger it calls (see logger), which the caller
// imports ("" when the file imports it already). ok is false if there is no statement in a block to insert
// before.
func (f Fixer) LogLine(node ast.Node, verbs string, args []ast.Expr, who Who) (Edit, string, bool) {
	stmt := f.stmtOf(node)
	if stmt == nil {
		return Edit{}, "", false
	}
	indent, ok := f.Indent(stmt.Pos())
	if !ok {
		return Edit{}, "", false // the statement shares its line: a human places the log
	}
	if len(args) == 1 && f.loggedBefore(stmt, args[0]) {
		return Edit{Pos: stmt.Pos(), End: stmt.Pos()}, "", true // a second line would say it twice
	}
	l := f.logger(stmt.Pos())
	if who.Tool == "" {
		who.ToolExpr = f.requestToolName(stmt)
	}
	line := f.logCall(l, verbs, args, who) + "\n" + indent
	return Edit{Pos: stmt.Pos(), End: stmt.Pos(), NewText: []byte(line)}, l.importPath(), true
}

// loggedBefore reports whether a statement just before stmt, in its
// block, logs v already: it calls a method or function whose name says
// it logs (Error, Warn, Printf, ...) and uses v, as an argument or in the
// chain that builds the entry, as in h.logger.Error("create failed",
// zap.Error(err)), logger.WithError(err).Error("create failed") or
// log.Error().Err(err).Msg("create failed").
func (f Fixer) loggedBefore(stmt ast.Stmt, v ast.Expr) bool {
	if err := errorOperand(f.pass.TypesInfo, v); err != nil {
		v = err // err.Error() is logged where err is
	}
	id, ok := ast.Unparen(v).(*ast.Ident)
	if !ok || f.pass.TypesInfo.Uses[id] == nil {
		return false
	}
	obj := f.pass.TypesInfo.Uses[id]
	path := enclosing(f.file, stmt.Pos(), stmt.End())
	var list []ast.Stmt
	for i := len(path) - 1; i > 0 && list == nil; i-- {
		if path[i] == stmt {
			switch b := path[i-1].(type) {
			case *ast.BlockStmt:
				list = b.List
			case *ast.CaseClause:
				list = b.Body
			}
		}
	}
	at := slices.Index(list, stmt)
	for i := at - 1; i >= 0 && i >= at-3; i-- {
		logs, uses := false, false
		ast.Inspect(list[i], func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				// err.Error() only reads the error's text.
				// fmt.Errorf makes an error and x.Error() reads one: a
				// call giving an error or text logs nothing.
				t := f.pass.TypesInfo.TypeOf(n)
				makesText := t != nil && (types.Identical(t, errorType) || types.Identical(t, types.Typ[types.String]))
				if sel, ok := n.Fun.(*ast.SelectorExpr); ssautil.LogsByName(n) && !makesText && !(ok && f.refersTo(sel.X, obj)) {
					logs = true
				}
			case *ast.Ident:
				uses = uses || f.pass.TypesInfo.Uses[n] == obj
			}
			return true
		})
		if logs && uses {
			return true
		}
	}
	return false
}

// refersTo reports whether x is an identifier of obj.
func (f Fixer) refersTo(x ast.Expr, obj types.Object) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && f.pass.TypesInfo.Uses[id] == obj
}

// stmtOf returns the statement holding node whose parent is a statement
// list, where another statement can go before it.
func (f Fixer) stmtOf(node ast.Node) ast.Stmt {
	path := enclosing(f.file, node.Pos(), node.End())
	for i := len(path) - 1; i > 0; i-- {
		stmt, ok := path[i].(ast.Stmt)
		if !ok {
			continue
		}
		switch path[i-1].(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			return stmt
		}
	}
	return nil
}

// readFile returns the contents of a file of the package the fixer
// edits: the reporting package's, or a helper's in another package.
func (f Fixer) readFile(name string) ([]byte, error) {
	if f.pass == f.r.pass {
		return f.r.ReadFile(name)
	}
	return f.r.readVia(f.pass, name)
}

// Source returns the source text of n as written.
func (f Fixer) Source(n ast.Node) string {
	tf := f.pass.Fset.File(n.Pos())
	if tf == nil {
		return types.ExprString(n.(ast.Expr)) // a node a fix made up
	}
	if content, err := f.readFile(tf.Name()); err == nil {
		start, end := tf.Offset(n.Pos()), tf.Offset(n.End())
		if 0 <= start && start <= end && end <= len(content) {
			return string(content[start:end])
		}
	}
	return types.ExprString(n.(ast.Expr))
}

// Indent returns the blanks that precede pos on its line; ok is false
// if anything else does.
func (f Fixer) Indent(pos token.Pos) (string, bool) {
	p := f.pass.Fset.Position(pos)
	tf := f.pass.Fset.File(pos)
	content, err := f.readFile(tf.Name())
	if err != nil {
		return "", false
	}
	start := p.Offset - (p.Column - 1)
	if start < 0 || p.Offset > len(content) {
		return "", false
	}
	prefix := string(content[start:p.Offset])
	return prefix, strings.TrimSpace(prefix) == ""
}

// Imports returns the edits that make the packages add usable by their
// names at pos. ok is false if a name means something else at pos. New
// imports join the file's first import group in order.
func (f Fixer) Imports(pos token.Pos, add []string) ([]Edit, bool) {
	missing, ok := f.missingImports(pos, add)
	if !ok {
		return nil, false
	}
	var decl *ast.GenDecl
	for _, d := range f.file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			decl = gd
			break
		}
	}
	if decl == nil || !decl.Lparen.IsValid() || len(decl.Specs) == 0 {
		return f.newImportBlock(decl, missing), true
	}
	return f.addToImportBlock(decl, missing), true
}

// missingImports returns the paths of add that the file does not import
// yet, sorted, or false if one of their names means something else at
// pos.
func (f Fixer) missingImports(pos token.Pos, add []string) ([]string, bool) {
	var missing []string
	for _, entry := range add {
		if entry == "" {
			continue // a logger the file imports already (see LogLine)
		}
		name, path := importSpec(entry)
		if scope := f.pass.Pkg.Scope().Innermost(pos); scope != nil {
			if _, obj := scope.LookupParent(name, pos); obj != nil {
				if pn, ok := obj.(*types.PkgName); !ok || pn.Imported().Path() != path {
					return nil, false
				}
				continue
			}
		}
		if !slices.Contains(missing, entry) {
			missing = append(missing, entry)
		}
	}
	sort.Strings(missing)
	return missing, true
}

// newImportBlock returns the edit that writes an import block holding
// missing and the file's single import decl, if any (in place of that
// decl, or of an empty block).
func (f Fixer) newImportBlock(decl *ast.GenDecl, missing []string) []Edit {
	var lines []string
	for _, p := range missing {
		lines = append(lines, quotedSpec(p))
	}
	if len(lines) == 0 {
		return nil
	}
	if decl != nil {
		if len(decl.Specs) > 0 { // import "x", else an empty import ()
			lines = append(lines, f.Source(decl.Specs[0]))
		}
		return []Edit{{Pos: decl.Pos(), End: decl.End(), NewText: []byte(ImportDecl(lines))}}
	}
	end := f.file.Name.End()
	return []Edit{{Pos: end, End: end, NewText: []byte("\n\n" + ImportDecl(lines))}}
}

// addToImportBlock returns the edits that add missing to the import
// block decl: each joins the first group (specs up to a blank line)
// holding a path of its sort (the standard library's, or another
// module's), or the first group, before the first spec of it that
// sorts after it, or after its last.
func (f Fixer) addToImportBlock(decl *ast.GenDecl, missing []string) []Edit {
	var groups [][]ast.Spec
	start := 0
	for i := 1; i <= len(decl.Specs); i++ {
		if i == len(decl.Specs) || f.line(decl.Specs[i].Pos()) > f.line(decl.Specs[i-1].End())+1 {
			groups = append(groups, decl.Specs[start:i])
			start = i
		}
	}
	type anchor struct{ before, after []string }
	anchors := map[*ast.ImportSpec]*anchor{}
	for _, p := range missing {
		_, path := importSpec(p)
		quoted := quotedSpec(p)
		group := groups[0]
		for _, g := range groups {
			if slices.ContainsFunc(g, func(sp ast.Spec) bool { return env.Standard(sp.(*ast.ImportSpec).Path.Value) == env.Standard(path) }) {
				group = g
				break
			}
		}
		spec, before := group[len(group)-1].(*ast.ImportSpec), false
		for _, sp := range group {
			if sp.(*ast.ImportSpec).Path.Value > strconv.Quote(path) {
				spec, before = sp.(*ast.ImportSpec), true
				break
			}
		}
		a := anchors[spec]
		if a == nil {
			a = &anchor{}
			anchors[spec] = a
		}
		if before {
			a.before = append(a.before, quoted)
		} else {
			a.after = append(a.after, quoted)
		}
	}
	var edits []Edit
	for _, sp := range decl.Specs {
		spec := sp.(*ast.ImportSpec)
		a := anchors[spec]
		if a != nil && len(a.before) > 0 {
			edits = append(edits, Edit{Pos: spec.Pos(), End: spec.Pos(), NewText: []byte(strings.Join(a.before, "\n\t") + "\n\t")})
		}
		if a != nil && len(a.after) > 0 {
			edits = append(edits, Edit{Pos: spec.End(), End: spec.End(), NewText: []byte("\n\t" + strings.Join(a.after, "\n\t"))})
		}
	}
	return edits
}

// importSpec splits an entry of the paths Imports is given: a path, or
// a name and a path ("apierrors k8s.io/apimachinery/pkg/api/errors") to
// import it under that name.
func importSpec(entry string) (name, path string) {
	if name, path, ok := strings.Cut(entry, " "); ok {
		return name, path
	}
	return entry[strings.LastIndex(entry, "/")+1:], entry
}

// quotedSpec writes an entry of Imports' paths as an import spec.
func quotedSpec(entry string) string {
	if name, path, ok := strings.Cut(entry, " "); ok {
		return name + " " + strconv.Quote(path)
	}
	return strconv.Quote(entry)
}

// ImportDecl writes the import decl of the specs lines, as goimports
// groups them: the standard library's first, then a blank line and the
// others, each group sorted.
func ImportDecl(lines []string) string {
	if len(lines) == 1 {
		return "import " + lines[0]
	}
	var std, others []string
	for _, l := range lines {
		fields := strings.Fields(l)
		if path, err := strconv.Unquote(fields[len(fields)-1]); err == nil && env.Standard(path) {
			std = append(std, l)
		} else {
			others = append(others, l)
		}
	}
	sort.Strings(std)
	sort.Strings(others)
	var groups []string
	for _, g := range [][]string{std, others} {
		if len(g) > 0 {
			groups = append(groups, strings.Join(g, "\n\t"))
		}
	}
	return "import (\n\t" + strings.Join(groups, "\n\n\t") + "\n)"
}

func (f Fixer) line(pos token.Pos) int { return f.pass.Fset.Position(pos).Line }

// lineStart returns the position of the first byte of pos's line.
func (f Fixer) lineStart(pos token.Pos) token.Pos {
	tf := f.pass.Fset.File(pos)
	return tf.LineStart(tf.Line(pos))
}

// stillUses reports whether the file uses package path outside the call
// a fix rewrites, or in the operands the fix moves elsewhere. A call
// formatting an error (fmt.Sprintf("...: %v", err)) is no lasting use:
// another finding's fix may rewrite it the same way, and the two applied
// together would leave the import unused.
func (f Fixer) stillUses(call ast.Node, moved []ast.Expr, path string) bool {
	rewritable := f.r.errorFormattingCalls(f.pass.TypesInfo, f.file)
	for _, id := range f.r.pkgRefs(f.pass.TypesInfo, f.file)[path] {
		inside := call.Pos() <= id.Pos() && id.End() <= call.End() || rewritable[id.Pos()]
		for _, m := range moved {
			if m.Pos() <= id.Pos() && id.End() <= m.End() {
				inside = false
			}
		}
		if !inside {
			return true
		}
	}
	return false
}

// errorFormattingCalls returns the positions of the callees of file's
// calls that are given an error, or its text, as an operand; found once
// per file.
func (r *Reporter) errorFormattingCalls(info *types.Info, file *ast.File) map[token.Pos]bool {
	if out, ok := r.errCalls[file]; ok {
		return out
	}
	out := map[token.Pos]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if slices.ContainsFunc(call.Args, func(a ast.Expr) bool { return errorOperand(info, a) != nil }) {
			out[call.Fun.Pos()] = true
		}
		return true
	})
	if r.errCalls == nil {
		r.errCalls = map[*ast.File]map[token.Pos]bool{}
	}
	r.errCalls[file] = out
	return out
}

// Pure reports whether evaluating e has no effect beyond reading
// variables and calling Error on them, so a fix may drop it.
func Pure(e ast.Expr) bool {
	pure := true
	ast.Inspect(e, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Error" || len(call.Args) != 0 {
				pure = false
			}
		}
		return pure
	})
	return pure
}

// errorOperand returns the error an expression shows: e itself if it is
// an error, x for x.Error(); nil otherwise.
func errorOperand(info *types.Info, e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok {
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Error" && len(call.Args) == 0 {
			return errorOperand(info, sel.X)
		}
		return nil
	}
	if t := info.TypeOf(e); t != nil && types.Implements(t, errorIface) {
		return e
	}
	return nil
}

// errorType is the error type; errorIface its interface, which error
// values implement.
var (
	errorType  = types.Universe.Lookup("error").Type()
	errorIface = errorType.Underlying().(*types.Interface)
)

// ReplacedOp names the operation whose failure ReplaceError's sentence
// reports at sink s, the same for every pass that offers that fix, so
// that their edits of one sink agree: the module function that failed,
// where on some path its text is its own words (ownPath), else the first
// foreign error the text can be whole, else its first source, else what
// the pass found (found, a leaf of s's text). Where the foreign error's
// name says no operation ("the operation"), the module function that
// failed names it, if its name does.
func ReplacedOp(s *sink.Sink, found *origin.Node) string {
	if op := failedStep(s, s.Text); op != "" {
		return op
	}
	if op := foreignOp(s, found); op != genericOp {
		return op
	}
	return cmp.Or(StepOperation(s), genericOp)
}

// genericOp is what Operation says of a function whose name says no
// operation.
const genericOp = "the operation"

// foreignOp is ReplacedOp's operation of the foreign errors at sink s.
func foreignOp(s *sink.Sink, found *origin.Node) string {
	sources := Sources(s.Text)
	if op := sharedOperation(sources); op != "" {
		return op
	}
	if l, _ := Named(sources, WholeIn(s.Text)); l != nil {
		return OperationOf(l)
	}
	if len(sources) > 0 {
		return OperationOf(sources[0])
	}
	return OperationOf(found)
}

// FailedOp names what failed at sink s for a fix that drops the foreign
// error leaf: the module function that failed (failedStep), else the
// leaf's operation.
func FailedOp(s *sink.Sink, leaf *origin.Node) string {
	return cmp.Or(failedStep(s, s.Text), OperationOf(leaf))
}

// failedStep names the module function that failed at sink s where
// text, the part of its text a fix drops, is on some path the module's
// words alone (ownPath), else "".
func failedStep(s *sink.Sink, text *origin.Node) string {
	if !ownPath(text) {
		return ""
	}
	return StepOperation(s)
}

// StepOperation names, as an operation, the module function whose error
// sink s shows (sink.Advice.Step: acquiring the client), or "".
func StepOperation(s *sink.Sink) string {
	if s.Advice.Step == "" {
		return ""
	}
	return namedOperation(s.Advice.Step)
}

// ownPath reports whether text is, on some path, the module's words
// alone: a choice one of whose texts leaks nothing (a validate method
// whose checks name the argument, besides a parser's error). There the
// operation of a foreign error would name a step most failures never
// reached; the module function that failed (sink.Advice.Step) names the
// step they share.
func ownPath(text *origin.Node) bool {
	return choiceOf(text, func(k *origin.Node) bool { return !k.Leaks() })
}

// choiceOf reports whether text holds a choice one of whose texts is
// one pred holds for.
func choiceOf(text *origin.Node, pred func(*origin.Node) bool) bool {
	found := false
	text.Walk(func(n *origin.Node) bool {
		found = found || n.Op == origin.Choice && slices.ContainsFunc(n.Kids, pred)
		return !found
	})
	return found
}

// OwnWordsLost reports whether a sentence replacing text, a part of sink
// s's text or all of it, would lose words of the module's: whether text
// is, on some path, words the module wrote for that case that tell the
// model something and nothing foreign: a helper's "the user declined",
// "no Ingresses found in namespace x" or "VAULT_TOKEN is not set",
// beside the library errors it passes on. A fix replacing the text with
// one sentence would lose what the module says there (that the user
// refused, that the list is empty, what to set), and a retry decision
// fit for the library's failures would be false for it: such a text is
// left to a human, who can move the foreign errors' words into the
// helper (the helper fixes do) or branch on its own errors. Words that
// only say that something failed ("unexpected status code 503") lose
// nothing to the sentence; nor do words the sentence says anyway: where
// the evidence leaves the retry question open and names the arguments
// the call was given (Advice.Given), the bounded sentence asks the
// model to correct them, which is all that "node name is required" or
// "namespace x not found" told it.
func OwnWordsLost(s *sink.Sink, text *origin.Node) bool {
	said := s.Decision == sink.Undecided && len(s.Advice.Given) > 0
	return choiceOf(text, func(n *origin.Node) bool {
		words, ok := ownWordsOf(n)
		return ok && tellsModel(words) && !(said && onlyArgumentWords(words, s.Advice.Given))
	})
}

// onlyArgumentWords reports whether words tell the model only that one
// of the arguments args was wrong: an input word (wording.InputWord)
// beside an argument's name, and nothing else tellsModel counts (a
// decision, a refusal, an empty answer, a time limit).
func onlyArgumentWords(words string, args []string) bool {
	return wording.InputWord(words) != "" && !tellsMoreThanInput(words) &&
		slices.ContainsFunc(args, func(arg string) bool { return namesArgument(words, arg) })
}

// namesArgument reports whether words name the argument arg itself, as
// the model sends it ("team_slug") or spelled out ("team slug"): not as
// a part of another name ("owner" in "item_owner").
func namesArgument(words, arg string) bool {
	arg = strings.ToLower(arg)
	tokens := strings.FieldsFunc(strings.ToLower(words), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
	})
	spelled := strings.Fields(strings.ReplaceAll(arg, "_", " "))
	for i := range tokens {
		if tokens[i] == arg || len(spelled) > 1 && i+len(spelled) <= len(tokens) && slices.Equal(tokens[i:i+len(spelled)], spelled) {
			return true
		}
	}
	return false
}

// ownWordsOf returns n's constant words, with ok false where n leaks,
// holds an error's text, or holds a part whose words cannot be seen.
func ownWordsOf(n *origin.Node) (string, bool) {
	if n.Leaks() || n.Has(func(k origin.Kind) bool { return k.ErrorText }) {
		return "", false
	}
	var words strings.Builder
	unseen := false
	n.Walk(func(l *origin.Node) bool {
		switch l.Op {
		case origin.Lit:
			words.WriteString(l.Text + " ")
		case origin.Unknown, origin.Param, origin.Call, origin.Stored:
			unseen = true
		}
		return !unseen
	})
	return words.String(), !unseen
}

// tellsModel reports whether the module's words say more than that
// something failed: that the call was wrong (wording.InputWord: "is
// required", "not found", "is not set"), a retry decision or next
// move, a refusal of the user's, an empty answer ("no boards found",
// "the pod has no containers"; wording's test of an empty answer wants
// every text to open so, which a helper's several own texts do not),
// the state the thing is in ("the VM is not running"), or the module's
// own time limit ("timed out after 5s").
func tellsModel(text string) bool {
	return wording.InputWord(text) != "" || tellsMoreThanInput(text)
}

// tellsMoreThanInput reports whether text tells the model something
// tellsModel counts other than an input word.
func tellsMoreThanInput(text string) bool {
	if defaultMatcher.Decides(text) {
		return true
	}
	if wording.EmptyWords(text) != "" {
		return true // an empty answer, which no retry changes
	}
	ws := Words(text)
	for i, w := range ws {
		switch w {
		case "declined", "cancelled", "canceled", "refused", "rejected":
			return true
		case "not":
			// "VirtualMachineInstance is not running": a state of the
			// thing, which a retry finds again until it changes.
			if i+1 < len(ws) && notStates[ws[i+1]] {
				return true
			}
		case "timed":
			// "command timed out after 5s": the module's own limit,
			// which the same call meets again.
			if i+1 < len(ws) && ws[i+1] == "out" {
				return true
			}
		}
	}
	return false
}

// notStates follow "not" where words say what state a thing is in.
var notStates = map[string]bool{"running": true, "ready": true, "started": true, "enabled": true, "active": true}

// OwnHint returns the words the module adds, on every path, after a
// foreign error to tell the model how to call again ("%w. %s", err,
// formats(): "Use an RFC 3339 time or a relative one such as now-1h."):
// a constant of the module concatenated with the error, one of whose
// clauses opens with an instruction (hintVerbs). A fix that stops
// showing the error keeps them; "" when there are none.
func OwnHint(text *origin.Node) string {
	if text.Op != origin.Concat || !slices.ContainsFunc(text.Kids, func(k *origin.Node) bool { return k.Op == origin.Foreign }) {
		return ""
	}
	var hints []string
	for _, k := range text.Kids {
		if k.Op == origin.Lit && !k.Framework && instructs(k.Text) {
			hints = append(hints, strings.TrimSpace(k.Text))
		}
	}
	return strings.Join(hints, " ")
}

// instructs reports whether one of text's clauses opens with a verb
// telling the model what to pass.
func instructs(text string) bool {
	for _, clause := range strings.FieldsFunc(text, func(r rune) bool { return r == '.' || r == ';' || r == ':' }) {
		if ws := Words(clause); len(ws) >= 3 && hintVerbs[ws[0]] {
			return true
		}
	}
	return false
}

// hintVerbs open an instruction about the arguments of a call.
var hintVerbs = map[string]bool{
	"use": true, "include": true, "specify": true, "provide": true, "pass": true,
	"give": true, "set": true, "enter": true, "choose": true, "expected": true,
}

// sharedOperation names what several foreign sources that do different
// things have in common, so that the sentence holds whichever failed:
// of one package, its operation (os.Stat and os.Chmod: "the file
// operation"); of several, "the operation" (a file read, then a query);
// "" for fewer than two sources, sources of one operation, or sources
// not all foreign.
func sharedOperation(sources []*origin.Node) string {
	if len(sources) < 2 || sources[0].Op != origin.Foreign {
		return ""
	}
	first, pkg, same, onePkg := OperationOf(sources[0]), pkgOf(sources[0].Text), true, true
	for _, l := range sources[1:] {
		if l.Op != origin.Foreign {
			return ""
		}
		onePkg = onePkg && pkgOf(l.Text) == pkg
		same = same && OperationOf(l) == first
	}
	switch {
	case same:
		return ""
	case onePkg:
		return Operation(pkg)
	}
	return "the operation"
}

// pkgOf returns the package path of a function's FullName:
// "database/sql" of "(*database/sql.Row).Scan".
func pkgOf(fn string) string {
	fn = receiverPunct.Replace(fn)
	slash := strings.LastIndex(fn, "/") + 1
	if dot := strings.Index(fn[slash:], "."); dot >= 0 {
		return fn[:slash+dot]
	}
	return fn
}

// ReplaceError returns the fixes that replace the sink's expression, an
// error or its Error() text, by a sentence of the module's saying op
// failed, logging the error instead (see ReplaceWithSentence); for a
// call whose results a return statement hands back, the call's error
// (see ReturnedCall). None if the expression is neither or lies outside
// this package.
func (r *Reporter) ReplaceError(s *sink.Sink, op string) []analysis.SuggestedFix {
	if s.Expr == nil || s.File == nil || OwnWordsLost(s, s.Text) {
		return nil
	}
	f := r.Fixer(s.File)
	errExpr := errorOperand(f.pass.TypesInfo, s.Expr)
	if errExpr == nil {
		return r.ReturnedCall(s, op)
	}
	return f.ReplaceWithSentence(s, s.Expr, errExpr, errExpr == s.Expr, op)
}

// ReplaceWithSentence returns the two alternative fixes that replace
// expr, which shows the error err to the model at sink s, by a sentence
// of the module's saying op failed (as an error value in a Go error's
// form if asError),
// logging err instead, and marking the result as an error if it is not.
// The decision the evidence supports comes first.
func (f Fixer) ReplaceWithSentence(s *sink.Sink, expr, err ast.Expr, asError bool, op string) []analysis.SuggestedFix {
	if !Pure(expr) || !Pure(err) || f.mayBeNil(expr, err) {
		return nil
	}
	logEdit, logPkg, ok := f.LogLine(expr, "%v", []ast.Expr{err}, WhoOf(s))
	if !ok {
		return nil
	}
	add := []string{logPkg}
	chained := "" // the error a returned Go error keeps in its chain, if any
	if asError {
		chained = f.Source(err)
		add = append(add, errorPackage(s, nil, chained))
	}
	flag, ok := f.flagging(s)
	if !ok {
		return nil
	}
	// The branches by the error's class come after the log line, where
	// the file's names let them (no other "fs" in scope); each says what
	// failed as the sentence does, then what the class says.
	own := ownLead(s, op)
	lead := cmp.Or(own, failed(s.Tool))
	var imports, after []Edit
	stmt := f.stmtOf(expr)
	if indent, ok := f.Indent(stmt.Pos()); ok {
		logEdit.NewText = append(logEdit.NewText, chainNote(s, chained, indent)...)
		if branches, paths := f.classBranches(s, stmt, expr, err, asError, indent, flag, lead, nil); branches != "" {
			if imports, ok = f.Imports(expr.Pos(), append(add, paths...)); ok {
				after = placeBranches(&logEdit, stmt, branches, indent)
			}
		}
	}
	if imports == nil {
		if imports, ok = f.Imports(expr.Pos(), add); !ok {
			return nil
		}
	}
	var fixes []analysis.SuggestedFix
	for _, d := range Decisions(s.Decision) {
		sentence := moduleSentence(s, own, op, d, asError)
		text := strconv.Quote(sentence)
		if asError {
			text = errorValue(s, sentence, nil, chained)
		}
		edits := append(append(append([]Edit{logEdit}, imports...), flag...), after...)
		edits = append(edits, Edit{Pos: expr.Pos(), End: expr.End(), NewText: []byte(text)})
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitle(d), TextEdits: edits})
	}
	return fixes
}

// ownLead says what failed at sink s in the module's words that lead its
// text up to the foreign error (leadingWords: "could not create the
// profile"), or "" where there are none, or where a check of the
// tool's input shows what the argument must be, which says more.
func ownLead(s *sink.Sink, op string) string {
	words := leadingWords(s.Text)
	if words == "" || s.Advice.Arg != "" && s.Advice.Expect != "" {
		return ""
	}
	return what(s.Tool, words, op)
}

// moduleSentence is the sentence replacing the text of sink s whole: what
// failed, in the module's words where they lead the text (own, what
// ownLead returned), else op's (Sentence), then the decision d.
func moduleSentence(s *sink.Sink, own, op string, d sink.Decision, asError bool) string {
	if own != "" {
		return Decide(s, own, d, asError)
	}
	return Sentence(s, op, d, asError)
}

// DropAppended returns the fixes that make s's framework call, which
// appends an error's text to the module's words
// (mcp.NewToolResultErrorFromErr("could not refund", err)), call the
// function that takes the words alone (s.Plain), with the words said as
// a sentence that ends with the retry decision, and log the error
// instead. None when the call is out of reach.
func (r *Reporter) DropAppended(s *sink.Sink, op string) []analysis.SuggestedFix {
	call, ok := ast.Unparen(s.Expr).(*ast.CallExpr)
	if s.Plain == nil || s.File == nil || !ok || call.Ellipsis.IsValid() || len(call.Args) <= max(s.Plain.Text, s.Plain.Err) || OwnWordsLost(s, s.Text) {
		return nil
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	fx := r.Fixer(s.File)
	text, errArg := call.Args[s.Plain.Text], call.Args[s.Plain.Err]
	if !Pure(errArg) {
		return nil
	}
	logEdit, logPkg, ok := fx.LogLine(call, "%v", []ast.Expr{errArg}, WhoOf(s))
	if !ok {
		return nil
	}
	imports, ok := fx.Imports(call.Pos(), []string{logPkg})
	if !ok {
		return nil
	}
	words := ""
	if lit, ok := ast.Unparen(text).(*ast.BasicLit); ok && lit.Kind == token.STRING {
		words, _ = strconv.Unquote(lit.Value)
	} else if len(call.Args) != 2 {
		return nil
	}
	var fixes []analysis.SuggestedFix
	for _, d := range Decisions(s.Decision) {
		said := strconv.Quote(Decide(s, what(s.Tool, words, op), d, false))
		if words == "" {
			// Words the fix cannot read: kept, with the decision after them.
			said = fx.Source(text) + " + " + strconv.Quote(". "+DecisionSentence(d))
		}
		edits := append([]Edit{logEdit, {Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte(s.Plain.Func)}}, imports...)
		edits = append(edits, Edit{Pos: call.Args[0].Pos(), End: call.Args[len(call.Args)-1].End(), NewText: []byte(said)})
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitle(d), TextEdits: edits})
	}
	return fixes
}

// leadingWords returns the module's own words that lead a text up to its
// first foreign error, the values it formats left out: "invalid
// container_port" of fmt.Errorf("invalid container_port %q: %w", v, err)
// in a module helper. A fix that replaces the whole error keeps what the
// module said of the failure. "" where the text starts with the foreign
// error or no alternative holds one, and where the alternatives that
// hold one lead it with different words and share no clause
// (sharedLead: a helper failing in two steps, "could not get the
// service", "failed to patch the service").
func leadingWords(text *origin.Node) string {
	alts, _ := text.Alternatives(maxAlternatives)
	var leads []string // per path to a foreign error, the words leading it
	for _, alt := range alts {
		var b strings.Builder
		for _, l := range alt {
			if l.Op == origin.Foreign {
				leads = append(leads, b.String())
				break
			}
			switch {
			case l.Op == origin.Lit && !l.Framework:
				b.WriteString(l.Text)
			case l.Op != origin.Lit:
				// A value the text drops takes the word that
				// introduced it along ("set quantity of %s on %s"
				// keeps "set quantity", not "set quantity of on").
				trimQualifiers(&b)
			}
		}
	}
	return sharedLead(leads)
}

// sharedLead returns the words all leads share: the whole lead where
// they agree, else the clauses (ended by a colon) they open with alike,
// the words of the wrapper every path goes through ("failed to create
// the tools" of "failed to create the tools: starting server %s: %w"
// and "failed to create the tools: listing tools: %w"); "" where they
// share none. What separated operands the text drops ("workspace
// %s/%s") goes with them.
func sharedLead(leads []string) string {
	if len(leads) == 0 {
		return ""
	}
	words := func(s string) string {
		return strings.Join(slices.DeleteFunc(strings.Fields(s), punctuationOnly), " ")
	}
	first := words(leads[0])
	if !slices.ContainsFunc(leads[1:], func(l string) bool { return words(l) != first }) {
		return first
	}
	common := strings.SplitAfter(leads[0], ":")
	common = common[:len(common)-1] // the text after the last colon ends no clause
	for _, l := range leads[1:] {
		clauses := strings.SplitAfter(l, ":")
		n := 0
		for n < len(common) && n < len(clauses)-1 && words(common[n]) == words(clauses[n]) {
			n++
		}
		common = common[:n]
	}
	return words(strings.Join(common, ""))
}

// trimQualifiers drops from the end of b the words that only qualify
// what followed them (qualifiers: "of", "on", "for"), and the spaces
// around them.
func trimQualifiers(b *strings.Builder) {
	ws := strings.Fields(b.String())
	for len(ws) > 0 && qualifiers[strings.ToLower(ws[len(ws)-1])] {
		ws = ws[:len(ws)-1]
	}
	b.Reset()
	if len(ws) > 0 {
		b.WriteString(strings.Join(ws, " ") + " ")
	}
}

// punctuationOnly reports whether w has no letter or digit.
func punctuationOnly(w string) bool {
	return !strings.ContainsFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// mayBeNil reports whether the error err, a variable or a field, may be
// nil where expr shows it (return result, err): a sentence in its place
// would report a failure on the path where there was none. It is known
// not to be nil in the body of an if whose condition tests err != nil
// (alone or in a && chain) or calls a function on it (errors.Is,
// errors.As), in the else of one testing err == nil, and in a case of a
// switch with no tag testing err != nil.
func (f Fixer) mayBeNil(expr, err ast.Expr) bool {
	switch ast.Unparen(err).(type) {
	case *ast.Ident, *ast.SelectorExpr:
	default:
		return false // a call or a composite: a value made here
	}
	name := types.ExprString(ast.Unparen(err))
	path := enclosing(f.file, expr.Pos(), expr.End())
	for i := len(path) - 1; i > 0; i-- {
		switch n := path[i-1].(type) {
		case *ast.IfStmt:
			if path[i] == n.Body && testsNonNil(n.Cond, name, token.NEQ) || path[i] == n.Else && testsNonNil(n.Cond, name, token.EQL) {
				return false
			}
		case *ast.CaseClause:
			for _, c := range n.List {
				if testsNonNil(c, name, token.NEQ) {
					return false
				}
			}
		case *ast.BlockStmt:
			if returnedEarlier(n.List, path[i], name) {
				return false
			}
		case *ast.FuncLit, *ast.FuncDecl:
			return true
		}
	}
	return true
}

// returnedEarlier reports whether a statement of list before stmt
// returns where the error named name is nil: if err == nil { return … }.
func returnedEarlier(list []ast.Stmt, stmt ast.Node, name string) bool {
	for _, st := range list {
		if st == stmt {
			return false
		}
		ifs, ok := st.(*ast.IfStmt)
		if !ok || ifs.Else != nil || len(ifs.Body.List) == 0 {
			continue
		}
		if _, returns := ifs.Body.List[len(ifs.Body.List)-1].(*ast.ReturnStmt); returns && testsNonNil(ifs.Cond, name, token.EQL) {
			return true
		}
	}
	return false
}

// testsNonNil reports whether cond, where true, shows the error named
// name to be non-nil (op token.NEQ: name != nil, a call on it) or, op
// token.EQL, where false (name == nil).
func testsNonNil(cond ast.Expr, name string, op token.Token) bool {
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		if c.Op == token.LAND && op == token.NEQ {
			return testsNonNil(c.X, name, op) || testsNonNil(c.Y, name, op)
		}
		if c.Op == op {
			x, y := types.ExprString(ast.Unparen(c.X)), types.ExprString(ast.Unparen(c.Y))
			return x == name && y == "nil" || y == name && x == "nil"
		}
	case *ast.CallExpr:
		if op != token.NEQ {
			return false
		}
		for _, a := range c.Args {
			if types.ExprString(ast.Unparen(a)) == name {
				return true // errors.Is(err, ErrX), errors.As(err, &t): true only for an error
			}
		}
	}
	return false
}
