package report

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"github.com/toolerrlint/toolerrlint/internal/core/trace"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/perrun"
	"golang.org/x/tools/go/analysis"
)

// DropOperands returns the two alternative fixes that rewrite the
// printf-style call s.Format so that the operands for which drop is true
// no longer reach the model, and logs them just before the statement
// instead. Their verbs leave the format together with the punctuation
// that introduced them (and a bracket around them); what is left says
// what failed after the tool's name (see what; op names the operation
// when the module's words are too few), and a retry sentence ends it,
// the decision the evidence supports first. fmt.Errorf and fmt.Sprintf
// left without operands become errors.New and a plain string. A result
// not marked as an error is marked (see flagging). In a
// format that builds JSON the operand is replaced by a sentence instead,
// so the JSON stays whole. It returns nil when the call is not simple
// enough to rewrite safely (a non-literal format, explicit argument
// indexes).
func (fx Fixer) DropOperands(s *sink.Sink, drop func(i int) bool, op string) []analysis.SuggestedFix {
	f := s.Format
	pc, ok := readPrintf(f, drop)
	if !ok || len(pc.dropped) == 0 {
		return nil
	}
	for i, operand := range f.Operands {
		if drop(i) && OwnWordsLost(s, operand) {
			return nil // (see OwnWordsLost)
		}
	}
	if err := fx.droppedError(pc); err != nil && fx.mayBeNil(f.Call, err) {
		// The branch also runs with no error (if err != nil || secret
		// == nil, Vault's answer to a path with nothing under it): a
		// sentence of failure would be false there.
		return nil
	}
	var logVerbs []string
	for i, v := range pc.verbs {
		if drop(i) {
			logVerbs = append(logVerbs, strings.Replace(v, "w", "v", 1))
		}
	}
	logEdit, logPkg, ok := fx.LogLine(f.Call, strings.Join(logVerbs, " "), pc.dropped, WhoOf(s))
	if !ok {
		return nil
	}
	if strings.HasPrefix(strings.TrimSpace(pc.format), "{") || strings.HasPrefix(strings.TrimSpace(pc.format), "[") {
		return fx.substituteOperands(s, drop, pc.verbs, logEdit, logPkg, op)
	}
	base, keptArgs := fx.keptText(s, pc, drop, op)
	base = withHint(s, base, pc.f.Operands, drop)
	at, end, replace, add := fx.rewrite(pc, keptArgs)
	asError := calleeName(fx.pass.TypesInfo, f.Call) == "fmt.Errorf"
	if err := fx.droppedError(pc); asError && err != nil && Pure(err) && s.ChainReader != "" {
		// The error stays in the chain (see errorValue).
		chained := fx.Source(err)
		at, end, add = f.Call.Pos(), f.Call.End(), nil
		replace = func(text string) string {
			if len(keptArgs) == 0 {
				text = unescape(text)
			}
			return errorValue(s, text, keptArgs, chained)
		}
		if indent, ok := fx.Indent(fx.stmtOf(f.Call).Pos()); ok {
			logEdit.NewText = append(slices.Clip(logEdit.NewText), chainNote(s, chained, indent)...)
		}
	}
	imports, ok := fx.Imports(f.Call.Pos(), append(add, logPkg))
	flag, fok := fx.flagging(s)
	if !ok || !fok {
		return nil
	}
	// The sentence, with the operands it keeps, is copied into a branch
	// per class of the dropped error (see classBranches).
	lead := base
	if len(keptArgs) == 0 {
		lead = unescape(base)
	}
	var after []Edit // the branches after the assignment of the text
	if branches, paths := fx.droppedClasses(s, pc, asError, flag, lead, keptArgs); branches != "" {
		if withPaths, ok := fx.Imports(f.Call.Pos(), append(append(add, logPkg), paths...)); ok {
			imports = withPaths
			stmt := fx.stmtOf(f.Call)
			indent, _ := fx.Indent(stmt.Pos())
			after = placeBranches(&logEdit, stmt, branches, indent)
		}
	}
	edits := append(append(append([]Edit{logEdit}, imports...), flag...), after...)
	if defaultMatcher.Decides(base) {
		// The words kept decide already (a fix of another finding at
		// this call wrote the decision): a second one says nothing new.
		edits = append(edits, Edit{Pos: at, End: end, NewText: []byte(replace(base))})
		return []analysis.SuggestedFix{{Message: KeptDecisionTitle, TextEdits: edits}}
	}
	var fixes []analysis.SuggestedFix
	for _, d := range Decisions(s.Decision) {
		edits := append(slices.Clip(edits), Edit{Pos: at, End: end, NewText: []byte(replace(Decide(s, base, d, asError)))})
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitle(d), TextEdits: edits})
	}
	return fixes
}

// droppedClasses returns the branches by the class of the one error
// among the operands dropped from pc (err, or err.Error()), or, where
// none is an error, by the status of the response checked (see
// statusBranches), which say
// what failed as lead does (a format of the operands kept, if any), and
// the imports they need; none where
// several errors are dropped, the call is no return's (see
// classBranches), or it is no fmt.Sprintf or fmt.Errorf, whose text a
// sentence can stand for (mcp.NewToolResultErrorf makes a result).
func (fx Fixer) droppedClasses(s *sink.Sink, pc *printfCall, asError bool, flag []Edit, lead string, kept []string) (string, []string) {
	if name := calleeName(fx.pass.TypesInfo, pc.f.Call); name != "fmt.Sprintf" && name != "fmt.Errorf" {
		return "", nil
	}
	err := fx.droppedError(pc)
	stmt := fx.stmtOf(pc.f.Call)
	if stmt == nil {
		return "", nil
	}
	indent, ok := fx.Indent(stmt.Pos())
	if !ok {
		return "", nil
	}
	if err == nil {
		// A body or a detail dropped, no error: the status of the
		// response, where the code checked it, tells the class.
		w := &branchWriter{f: fx, s: s, expr: pc.f.Call, asError: asError, flag: flag, lead: lead, operands: kept}
		branches, paths := fx.statusBranches(w, stmt, pc.dropped, indent)
		if asError && branches != "" {
			paths = append(paths, errorPackage(s, kept, ""))
		}
		return branches, paths
	}
	branches, paths := fx.classBranches(s, stmt, pc.f.Call, err, asError, indent, flag, lead, kept)
	if asError && branches != "" {
		paths = append(paths, errorPackage(s, kept, fx.Source(err))) // each branch's errors.New or fmt.Errorf
	}
	return branches, paths
}

// droppedError returns the one error among the operands dropped from
// pc (err, or err.Error()), or nil where there are none or several.
func (fx Fixer) droppedError(pc *printfCall) ast.Expr {
	var err ast.Expr
	for _, d := range pc.dropped {
		if e := errorOperand(fx.pass.TypesInfo, d); e != nil {
			if err != nil {
				return nil
			}
			err = e
		}
	}
	return err
}

// withHint returns base, the format of what failed, followed by the
// module's own hint that a dropped operand's text carries on every path
// (see OwnHint), unless the sentence would grow too long.
func withHint(s *sink.Sink, base string, operands []*origin.Node, drop func(i int) bool) string {
	for i, operand := range operands {
		if !drop(i) {
			continue
		}
		hint := OwnHint(operand)
		if hint == "" {
			continue
		}
		with := base + ". " + strings.ReplaceAll(strings.TrimRight(hint, ". "), "%", "%%")
		if !slices.ContainsFunc(Decisions(s.Decision), func(d sink.Decision) bool { return len(Decide(s, with, d, false)) >= MaxSentence }) {
			return with
		}
	}
	return base
}

// KeptWords returns, for the printf-style call s.Format, the Go
// expression of a tool result's text that keeps the call's words
// without the operands drop selects, ended with the decision d (see
// Decide): fmt.Sprintf of the kept format and operands, or a string
// literal. False when the call is not simple enough to rewrite (see
// readPrintf), drops nothing, or keeps a %w.
func (fx Fixer) KeptWords(s *sink.Sink, drop func(i int) bool, op string) (func(d sink.Decision) string, bool) {
	pc, ok := readPrintf(s.Format, drop)
	if !ok || len(pc.dropped) == 0 {
		return nil, false
	}
	for i, v := range pc.verbs {
		if !drop(i) && strings.HasSuffix(v, "w") {
			return nil, false // %w formats nothing outside fmt.Errorf
		}
	}
	base, keptArgs := fx.keptText(s, pc, drop, op)
	named, name := fx.runTimeTool(s)
	namedBase := ""
	if name != "" {
		namedBase, _ = fx.keptText(named, pc, drop, op)
	}
	return func(d sink.Decision) string {
		decided := defaultMatcher.Decides(base)
		text := base
		if !decided {
			text = Decide(s, base, d, false)
		}
		if name != "" {
			namedText := namedBase
			if !decided {
				namedText = Decide(named, namedBase, d, false)
			}
			if rest, ok := afterToolMark(namedText); ok {
				// The tool's name read when the call is made (see SentenceOf).
				if len(keptArgs) == 0 {
					return name + " + " + strconv.Quote(unescape(rest))
				}
				return "fmt.Sprintf(" + strings.Join(append([]string{strconv.Quote("%s" + rest), name}, keptArgs...), ", ") + ")"
			}
		}
		if len(keptArgs) == 0 {
			return strconv.Quote(unescape(text))
		}
		return "fmt.Sprintf(" + strings.Join(append([]string{strconv.Quote(text)}, keptArgs...), ", ") + ")"
	}, true
}

// KeptDecisionTitle is the title of a fix that drops what must not reach
// the model from a text whose words state a retry decision already.
const KeptDecisionTitle = "Keep the retry decision the text states: drop the rest from the text and log it"

// A printfCall is a printf-style call read for rewriting.
type printfCall struct {
	f        *sink.Format
	lit      *ast.BasicLit // the format
	format   string        // its value
	pieces   []trace.Piece
	operands []ast.Expr
	verbs    []string   // the verb of each operand, in order
	dropped  []ast.Expr // the operands to drop
}

// readPrintf reads f's format and operands, or returns false when the
// call is not simple enough to rewrite: a format that is no string
// literal, explicit argument indexes or width operands.
func readPrintf(f *sink.Format, drop func(i int) bool) (*printfCall, bool) {
	lit, ok := f.Call.Args[f.Index].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return nil, false
	}
	format, err := strconv.Unquote(lit.Value)
	if err != nil {
		return nil, false
	}
	pc := &printfCall{f: f, lit: lit, format: format, pieces: trace.ParseFormat(format), operands: f.Call.Args[f.Index+1:]}
	for _, p := range pc.pieces {
		if p.Verb == 0 {
			continue
		}
		if p.Arg != len(pc.verbs) || p.Arg >= len(pc.operands) {
			return nil, false // leave it to a human
		}
		pc.verbs = append(pc.verbs, format[p.Start:p.End])
		if drop(p.Arg) {
			pc.dropped = append(pc.dropped, pc.operands[p.Arg])
		}
	}
	return pc, true
}

// keptText returns the format without the dropped operands' verbs and
// the punctuation introducing them, as a sentence saying what failed
// (see what), and the source of the operands kept.
func (fx Fixer) keptText(s *sink.Sink, pc *printfCall, drop func(i int) bool, op string) (base string, keptArgs []string) {
	kept, keptArgs := fx.keptFormat(pc, drop)
	tool := strings.ReplaceAll(s.Tool, "%", "%%") // the text stays a format
	base = what(tool, kept, op)
	tooLong := func(d sink.Decision) bool { return len(Decide(s, base, d, false)) >= MaxSentence }
	if len(keptArgs) == 0 && slices.ContainsFunc(Decisions(s.Decision), tooLong) {
		base = what(tool, "", op)
	}
	return base, keptArgs
}

// keptFormat returns the format without the dropped operands' verbs and
// the punctuation introducing them, and the source of the operands kept.
func (fx Fixer) keptFormat(pc *printfCall, drop func(i int) bool) (string, []string) {
	var (
		kept     strings.Builder
		closer   byte // the bracket to drop from the next literal
		keptArgs []string
	)
	for _, p := range pc.pieces {
		switch {
		case p.Verb == 0:
			text := pc.format[p.Start:p.End]
			if closer != 0 && len(text) > 0 && text[0] == closer {
				text = text[1:]
			}
			closer = 0
			kept.WriteString(text)
		case drop(p.Arg):
			trimmed := strings.TrimRight(kept.String(), " \t\n:;,-=")
			// A label a bracket opens ("(endpoint: %s)") goes with the
			// operand it names, and the bracket too (below).
			if raw := strings.TrimRight(kept.String(), " \t\n"); raw != "" && strings.ContainsRune(":=", rune(raw[len(raw)-1])) {
				if i := strings.LastIndexAny(trimmed, "([{ \t\n"); i >= 0 && strings.ContainsRune("([{", rune(trimmed[i])) && label(trimmed[i+1:]) {
					trimmed = trimmed[:i+1]
				}
			}
			if n := len(trimmed); n > 0 {
				// A bracket, or a quote left open, introduced the operand
				// ("chart '%s': %w" keeps its closing quote).
				if i := strings.IndexByte("([{'\"`", trimmed[n-1]); i >= 0 && (i < 3 || strings.Count(trimmed, trimmed[n-1:])%2 == 1) {
					closer = ")]}'\"`"[i]
					trimmed = strings.TrimRight(trimmed[:n-1], " \t\n:;,-=")
				}
			}
			// A sentence of its own that only introduced the operand
			// ("could not unlock %q. This is the reported error: %v")
			// goes with it.
			if raw := strings.TrimRight(kept.String(), " \t\n"); strings.HasSuffix(raw, ":") {
				if i := strings.LastIndex(trimmed, ". "); i >= 0 {
					trimmed = trimmed[:i+1]
				}
			}
			// A word that only introduced the operand ("search teams for
			// %+v") goes with it.
			if i := strings.LastIndexAny(trimmed, " \t\n"); i >= 0 && qualifiers[strings.ToLower(trimmed[i+1:])] {
				trimmed = strings.TrimRight(trimmed[:i], " \t\n:;,-=")
			}
			kept.Reset()
			kept.WriteString(trimmed)
		default:
			closer = 0
			kept.WriteString(pc.format[p.Start:p.End])
			keptArgs = append(keptArgs, fx.Source(pc.operands[p.Arg]))
		}
	}
	return kept.String(), keptArgs
}

// rewrite says what the fix replaces, [at, end), with replace(text),
// and the imports that needs. fmt.Errorf and fmt.Sprintf left without
// operands become errors.New and a plain string, unless that would
// leave fmt unused: deleting an import is a fix another fix in the same
// file can contradict.
func (fx Fixer) rewrite(pc *printfCall, keptArgs []string) (at, end token.Pos, replace func(text string) string, add []string) {
	call := pc.f.Call
	if len(keptArgs) == 0 && fx.stillUses(call, pc.dropped, "fmt") {
		switch calleeName(fx.pass.TypesInfo, call) {
		case "fmt.Errorf":
			add = append(add, "errors")
			replace = func(text string) string { return "errors.New(" + strconv.Quote(unescape(text)) + ")" }
		case "fmt.Sprintf":
			replace = func(text string) string { return strconv.Quote(unescape(text)) }
		}
	}
	if replace != nil {
		return call.Pos(), call.End(), replace, add
	}
	// Still a format: the kept text keeps its verbs and escapes.
	replace = func(text string) string {
		return strings.Join(append([]string{strconv.Quote(text)}, keptArgs...), ", ")
	}
	return pc.lit.Pos(), call.Args[len(call.Args)-1].End(), replace, add
}

// substituteOperands is DropOperands for formats that build JSON: each
// dropped operand becomes a sentence of the module's, and the format
// stays as it is.
func (fx Fixer) substituteOperands(s *sink.Sink, drop func(i int) bool, verbs []string, logEdit Edit, logPkg, op string) []analysis.SuggestedFix {
	f := s.Format
	imports, ok := fx.Imports(f.Call.Pos(), []string{logPkg})
	flag, fok := fx.flagging(s)
	if !ok || !fok {
		return nil
	}
	var fixes []analysis.SuggestedFix
	for _, d := range Decisions(s.Decision) {
		edits := append(append([]Edit{logEdit}, imports...), flag...)
		for j, operand := range f.Call.Args[f.Index+1:] {
			if !drop(j) {
				continue
			}
			if strings.HasSuffix(verbs[j], "w") {
				return nil // %w needs an error operand
			}
			text := strconv.Quote(Sentence(s, op, d, false)) // a value in JSON
			edits = append(edits, Edit{Pos: operand.Pos(), End: operand.End(), NewText: []byte(text)})
		}
		fixes = append(fixes, analysis.SuggestedFix{Message: FixTitle(d), TextEdits: edits})
	}
	return fixes
}

func unescape(s string) string { return strings.ReplaceAll(s, "%%", "%") }

// DropLeaks returns the fixes that drop every operand of the sink's
// printf-style call whose text leaks (origin.Kind.Leaks) or differs per
// run (perrun.Finder.Logged), or nil; the operation the sentence names
// is that of the first leaking part. The interp, traceback and unstable
// passes all offer them, so that their fixes for one sink are one edit
// with one log line.
func (r *Reporter) DropLeaks(s *sink.Sink) []analysis.SuggestedFix {
	if s.Format == nil || s.File == nil {
		return nil
	}
	op := "handling the call"
	for _, operand := range s.Format.Operands {
		if l := firstLeak(operand); l != nil {
			op = cmp.Or(failedStep(s, operand), OperationOf(l))
			break
		}
	}
	varying := perrun.New(r.Locals(), s.File).Logged(s.Format)
	fx := r.Fixer(s.File)
	operands := s.Format.Call.Args[s.Format.Index+1:]
	return fx.DropOperands(s, func(i int) bool {
		return s.Format.Operands[i].Leaks() || varying[i] || i < len(operands) && fx.addressOperand(operands[i])
	}, op)
}

// label reports whether s is one word of letters (or a dash or an
// underscore): what names the operand after it, not text of its own.
func label(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '_' }) < 0
}

// addressOperand reports whether e shows where a request went: a
// string field of an SDK's response named for its address
// (go-atlassian's ResponseScheme.Endpoint, the full URL on the Jira
// host), or a URL (a *url.URL, or its String). Beside the leak a fix
// drops, it goes to the log too: a host is an internal the model
// cannot act on.
func (fx Fixer) addressOperand(e ast.Expr) bool {
	e = ast.Unparen(e)
	if call, ok := e.(*ast.CallExpr); ok && len(call.Args) == 0 {
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "String" {
			e = sel.X
		}
	}
	t := fx.pass.TypesInfo.TypeOf(e)
	if t == nil {
		return false
	}
	if pkg, name := ssautil.NamedOf(t); pkg == "net/url" && name == "URL" {
		return true
	}
	if b, ok := t.Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return false
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || !addressFields[sel.Sel.Name] {
		return false
	}
	field, ok := fx.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	if !ok || !field.IsField() || field.Pkg() == fx.pass.Pkg {
		return false
	}
	named, _ := types.Unalias(ssautil.Deref(fx.pass.TypesInfo.TypeOf(sel.X))).(*types.Named)
	return named != nil && strings.Contains(named.Obj().Name(), "Response")
}

// addressFields are the names SDKs give where a response came from.
var addressFields = map[string]bool{"Endpoint": true, "URL": true, "Url": true, "Host": true, "Addr": true, "Address": true, "Location": true}

// firstLeak returns the first leaf of n whose kind leaks, or nil.
func firstLeak(n *origin.Node) *origin.Node {
	var found *origin.Node
	n.Walk(func(l *origin.Node) bool {
		if found == nil && len(l.Kids) == 0 && l.Op.Kind().Leaks {
			found = l
		}
		return found == nil
	})
	return found
}
