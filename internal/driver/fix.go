package driver

import (
	"bytes"
	"cmp"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"maps"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/pmezard/go-difflib/difflib"
	"github.com/toolerrlint/toolerrlint/internal/core/env"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/internal/summary"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/packages"
)

// fixFlag is -fix: a boolean that refuses values it does not know, so
// that a mistyped option changes nothing on disk.
type fixFlag struct {
	on  bool
	bad string // a value Set refused
}

func (f *fixFlag) IsBoolFlag() bool { return true }
func (f *fixFlag) String() string   { return strconv.FormatBool(f.on) }

// Set takes the value; an unknown one is kept for validate, so that the
// command exits 1 (an error) rather than 2 (usage).
func (f *fixFlag) Set(s string) error {
	on, err := strconv.ParseBool(s)
	if err != nil {
		f.bad = s
		return nil
	}
	f.on = on
	return nil
}

func (f *fixFlag) validate() error {
	if f.bad != "" {
		return fmt.Errorf("-fix: unknown value %q (want true or false)", f.bad)
	}
	return nil
}

// snapshot returns the content of the packages' own files (not those
// cgo writes) as they are when loaded.
func snapshot(pkgs []*packages.Package) map[string][]byte {
	out := map[string][]byte{}
	for _, p := range pkgs {
		for _, name := range p.GoFiles {
			if b, err := os.ReadFile(name); err == nil {
				out[name] = b
			}
		}
	}
	return out
}

// A finding is one diagnostic of a root action, with what -fix needs.
type finding struct {
	fset *token.FileSet
	d    analysis.Diagnostic
}

// fixer applies, per file, the fix the evidence supports to each finding
// that has one, or with -diff prints what it would write, and lists the
// other findings for a human.
type fixer struct {
	// loaded holds each file's content as it was loaded: a file that
	// changed since is not written.
	loaded map[string][]byte
	// wd is the working directory, which printed paths are relative to.
	wd string
	// out receives the findings left for a human; errs the errors and
	// the count of what was fixed.
	out, errs io.Writer
	// patch, with -diff, receives the diff of what -fix would write, and
	// nothing is written.
	patch io.Writer
	// again: the caller runs another round after one that wrote fixes
	// (see run): a fix left out because it overlapped one applied, or a
	// finding the fixed text shows (an appended decision that makes a
	// long text too long), is fixed there. earlier is what the rounds
	// before fixed.
	again   bool
	earlier *fixTotals
}

// fixTotals counts what the rounds of one -fix fixed: findings, and the
// files they wrote.
type fixTotals struct {
	findings int
	files    map[string]bool
}

// errAgain is apply's answer when it wrote fixes: the caller analyses
// the fixed files and applies what they still need in another round,
// so that one -fix leaves nothing a second would change.
const errAgain = -1

// overlaps is the reason a fix waits for the next round.
const overlaps = "it overlaps another fix: run -fix again"

// fileEdits are the accepted edits of one file: plain text edits by
// offset, and imports to add (the edits fixes make to import
// declarations, which several fixes make alike and are merged by path,
// with the name each is imported under, "" for its own).
type fileEdits struct {
	edits   []edit
	imports map[string]string
	fixes   int // the findings whose fix starts in this file
}

type edit struct {
	start, end int
	text       string
}

// unfixed is a finding -fix leaves for a human, and the lines that say so.
type unfixed struct {
	pos   token.Position
	lines string
}

// importPath matches an import spec a fix writes: an optional name and
// a quoted path.
var importPath = regexp.MustCompile(`(?:([A-Za-z_][A-Za-z0-9_]*)[ \t]+)?"([^"\\]+)"`)

// apply applies the fixes of findings, or prints their diff, and returns
// the exit code: 0 when every finding was fixed or the diff is all that
// was asked for, 3 when some are left, 1 when a file had changed since it
// was loaded or could not be fixed or written. Every file is fixed in
// memory before any is written, so that a run that fails writes nothing.
func (fx *fixer) apply(findings []finding) int {
	files := map[string]*fileEdits{}
	var left []unfixed
	seen := map[string]bool{}
	for _, f := range findings {
		pos := f.fset.Position(f.d.Pos)
		key := pos.String() + f.d.Message
		if seen[key] {
			continue // a package and its test variant
		}
		seen[key] = true
		if reason := fx.choose(f, files); reason != "" {
			left = append(left, fx.leftFor(pos, f.d, reason))
		}
	}
	names := slices.Sorted(maps.Keys(files))
	contents := make([][]byte, len(names))
	fixed := 0
	for i, name := range names {
		b, err := fx.fixed(name, files[name])
		if err != nil {
			fmt.Fprintf(fx.errs, "toolerrlint: %s: %v; nothing written\n", relFile(fx.wd, name), err)
			return exitError
		}
		contents[i] = b
		fixed += files[name].fixes
	}
	if code := fx.emit(names, contents); code != exitClean {
		return code
	}
	if fx.again && fx.patch == nil && len(names) > 0 {
		fx.count(fixed, names)
		return errAgain
	}
	fx.count(fixed, names)
	fixed, written := fx.earlier.findings, len(fx.earlier.files)
	slices.SortFunc(left, func(a, b unfixed) int {
		return cmp.Or(cmp.Compare(a.pos.Filename, b.pos.Filename), cmp.Compare(a.pos.Line, b.pos.Line), cmp.Compare(a.pos.Column, b.pos.Column))
	})
	for _, l := range left {
		fmt.Fprint(fx.out, l.lines)
	}
	verb := "fixed"
	if fx.patch != nil {
		verb = "would fix"
	}
	fmt.Fprintf(fx.errs, "toolerrlint: %s %s in %s; %d left for a human\n", verb, summary.Plural(fixed, "finding"), summary.Plural(written, "file"), len(left))
	if fx.patch == nil && len(left) > 0 {
		return exitFindings
	}
	return exitClean
}

// count records a round's fixes of n findings in files.
func (fx *fixer) count(n int, files []string) {
	if fx.earlier == nil {
		fx.earlier = &fixTotals{files: map[string]bool{}}
	}
	fx.earlier.findings += n
	for _, name := range files {
		fx.earlier.files[name] = true
	}
}

// leftFor returns the lines saying that the finding d at pos is left for
// a human and why, with the fixes to choose from when it is undecided.
func (fx *fixer) leftFor(pos token.Position, d analysis.Diagnostic, reason string) unfixed {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: not fixed: %s (%s)\n", relPos(fx.wd, pos), d.Message, reason)
	printAlternatives(&b, fx.wd, pos, d)
	return unfixed{pos, b.String()}
}

// emit writes the fixed contents to the files names, or with -diff
// prints their diff.
func (fx *fixer) emit(names []string, contents [][]byte) int {
	for i, name := range names {
		if fx.patch != nil {
			if err := printDiff(fx.patch, relFile(fx.wd, name), fx.loaded[name], contents[i]); err != nil {
				fmt.Fprintf(fx.errs, "toolerrlint: %s: %v\n", relFile(fx.wd, name), err)
				return exitError
			}
			continue
		}
		info, err := os.Stat(name)
		if err == nil {
			err = os.WriteFile(name, contents[i], info.Mode().Perm())
		}
		if err != nil {
			fmt.Fprintf(fx.errs, "toolerrlint: %s: %v\n", relFile(fx.wd, name), err)
			return exitError
		}
	}
	return exitClean
}

// printDiff prints the unified diff from old to new of the file name, as
// "diff -u" does: "patch -p0" applies it.
func printDiff(w io.Writer, name string, old, new []byte) error {
	return difflib.WriteUnifiedDiff(w, difflib.UnifiedDiff{
		A:        difflib.SplitLines(string(old)),
		B:        difflib.SplitLines(string(new)),
		FromFile: name,
		ToFile:   name,
		Context:  3,
	})
}

// choose accepts the fix of a finding into files, or says why not.
func (fx *fixer) choose(f finding, files map[string]*fileEdits) string {
	fixes, undecided := f.d.SuggestedFixes, f.d.Category == report.Undecided
	if len(fixes) > 0 && strings.HasPrefix(fixes[0].Message, report.WrapFixTitle) {
		// The fix of the helpers (report.WithWrapFix) decides nothing
		// and goes first; where a caller outside the tools forbids it,
		// the fixes at the tool that follow it are the finding's.
		reason := unguarded(f.fset, fx.wd, fixes[0])
		if reason == "" {
			fixes, undecided = fixes[:1], false
		} else if fixes = fixes[1:]; len(fixes) == 0 {
			return reason
		}
	}
	switch {
	case len(fixes) == 0:
		return "no automatic fix"
	case len(fixes[0].TextEdits) == 0:
		return "no automatic fix"
	case undecided:
		return fmt.Sprintf("the code does not show whether a retry can help: choose one of the %d suggested fixes", len(fixes))
	}
	proposed := map[string]*fileEdits{}
	for _, e := range fixes[0].TextEdits {
		start, end := f.fset.PositionFor(e.Pos, false), f.fset.PositionFor(e.End, false)
		if !e.End.IsValid() {
			end = start
		}
		name := start.Filename
		content, ok := fx.loaded[name]
		if !ok || end.Filename != name {
			return "the fix would edit a file generated from this one (cgo): fix it by hand"
		}
		if tf := f.fset.File(e.Pos); tf == nil || tf.Size() != len(content) {
			return "the file changed while it was loaded"
		}
		fe := proposed[name]
		if fe == nil {
			fe = &fileEdits{imports: map[string]string{}}
			proposed[name] = fe
		}
		if inImports(content, start.Offset, end.Offset) {
			for _, m := range importPath.FindAllStringSubmatch(string(e.NewText), -1) {
				name := m[1]
				if name == "import" {
					name = "" // import "log": the keyword, no name
				}
				fe.imports[m[2]] = name
			}
			continue
		}
		fe.edits = append(fe.edits, edit{start.Offset, end.Offset, string(e.NewText)})
	}
	for name, fe := range proposed {
		if old := files[name]; old != nil && conflicts(old.edits, fe.edits) {
			return overlaps
		}
	}
	first := f.fset.PositionFor(fixes[0].TextEdits[0].Pos, false).Filename
	proposed[first].fixes = 1
	for name, fe := range proposed {
		old := files[name]
		if old == nil {
			files[name] = fe
			continue
		}
		old.fixes += fe.fixes
		old.edits = append(old.edits, fe.edits...)
		maps.Copy(old.imports, fe.imports)
	}
	return ""
}

// unguarded returns why fix, which changes what module helpers return
// (report.WrapFix), must be left to a human: a call of one of them that
// no tool's finding follows, whose caller would get other words too.
// "" if every call is a tool's or only logs the error.
func unguarded(fset *token.FileSet, wd string, fix analysis.SuggestedFix) string {
	var at []token.Pos
	for _, e := range fix.TextEdits {
		at = append(at, e.Pos)
	}
	call := env.Unguarded(fset, at)
	if !call.IsValid() {
		return ""
	}
	return "it changes the words of a helper that " + relPos(wd, fset.Position(call)) + " also calls outside any tool: fix it by hand"
}

// inImports reports whether [start, end) lies in the file's package
// clause or import declarations, where fixes add imports.
func inImports(content []byte, start, end int) bool {
	f, err := parser.ParseFile(token.NewFileSet(), "", content, parser.ImportsOnly)
	if err != nil {
		return false
	}
	limit := int(f.Name.End()) - 1
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			limit = int(gd.End()) - 1
		}
	}
	return end <= limit+1 && start >= int(f.Name.End())-1
}

// conflicts reports whether any of b overlaps an edit of a other than
// an identical one.
func conflicts(a, b []edit) bool {
	for _, x := range b {
		for _, y := range a {
			if x == y {
				continue
			}
			if x.start < y.end && y.start < x.end || x.start == y.start && (x.start == x.end || y.start == y.end) {
				return true
			}
		}
	}
	return false
}

// fixed returns the content of the file name with fe applied and
// formatted (the lines the fixes changed, in a file not kept gofmt'd:
// keepLayout), or an error when the file changed since it was loaded or
// the result does not parse.
func (fx *fixer) fixed(name string, fe *fileEdits) ([]byte, error) {
	now, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	if !bytes.Equal(now, fx.loaded[name]) {
		return nil, fmt.Errorf("changed since it was loaded: run toolerrlint again")
	}
	edits := dedupe(fe.edits)
	sort.Slice(edits, func(i, j int) bool { return edits[i].start > edits[j].start })
	out := append([]byte(nil), now...)
	for _, e := range edits {
		out = append(out[:e.start], append([]byte(e.text), out[e.end:]...)...)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, out, parser.ParseComments)
	if err != nil {
		return nil, fmt.Errorf("the fixed file does not parse: %v", err)
	}
	single := singleImport(f)
	for _, p := range slices.Sorted(maps.Keys(fe.imports)) {
		astutil.AddNamedImport(fset, f, fe.imports[p], p)
	}
	plainSprintfs(f, now)
	dropUnusedImports(fset, f, now)
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, f); err != nil {
		return nil, err
	}
	out = buf.Bytes()
	if single && len(fe.imports) > 0 {
		out = groupedImports(out)
	}
	return keepLayout(now, out, edits), nil
}

// singleImport reports whether f imports one package in a declaration
// without parentheses (import "fmt"): a block the fixes' imports turn
// it into has no grouping of its authors' to keep.
func singleImport(f *ast.File) bool {
	if len(f.Imports) != 1 || len(f.Decls) == 0 {
		return false
	}
	decl, ok := f.Decls[0].(*ast.GenDecl)
	return ok && !decl.Lparen.IsValid()
}

// groupedImports returns src, a formatted file whose first declaration
// is an import block the fixes made from a single import, with the block
// grouped as goimports groups it (report.ImportDecl), where
// astutil.AddNamedImport appends each import to the one before; src
// itself where that cannot be done.
func groupedImports(src []byte) []byte {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments|parser.ImportsOnly)
	if err != nil || len(f.Decls) == 0 {
		return src
	}
	decl, ok := f.Decls[0].(*ast.GenDecl)
	if !ok || decl.Tok != token.IMPORT || !decl.Lparen.IsValid() {
		return src
	}
	var lines []string
	for _, sp := range decl.Specs {
		spec := sp.(*ast.ImportSpec)
		if spec.Doc != nil || spec.Comment != nil {
			return src // a comment keeps its place only where it was
		}
		line := spec.Path.Value
		if spec.Name != nil {
			line = spec.Name.Name + " " + line
		}
		lines = append(lines, line)
	}
	start, end := fset.Position(decl.Pos()).Offset, fset.Position(decl.End()).Offset
	grouped := append(append(slices.Clip(src[:start]), report.ImportDecl(lines)...), src[end:]...)
	if formatted, err := format.Source(grouped); err == nil {
		return formatted
	}
	return src
}

func dedupe(edits []edit) []edit {
	var out []edit
	seen := map[edit]bool{}
	for _, e := range edits {
		if !seen[e] {
			seen[e] = true
			out = append(out, e)
		}
	}
	return out
}

// dropUnusedImports deletes from f the imports its fixes left unused:
// those whose name qualified something in the file as loaded (original)
// and qualifies nothing now. Each fix keeps the imports it sees in use,
// but two fixes of one file may each rewrite the other's last use
// (errors.New in two returns), and a fixed file that does not build is
// worse than no fix.
func dropUnusedImports(fset *token.FileSet, f *ast.File, original []byte) {
	old, err := parser.ParseFile(token.NewFileSet(), "", original, parser.SkipObjectResolution)
	if err != nil {
		return
	}
	before, after := qualifiers(old), qualifiers(f)
	for _, spec := range slices.Clone(f.Imports) { // deleting changes f.Imports
		path, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			continue
		}
		name := path[strings.LastIndex(path, "/")+1:]
		if spec.Name != nil {
			name = spec.Name.Name
		}
		if before[name] && !after[name] {
			astutil.DeleteNamedImport(fset, f, nameOf(spec), path)
		}
	}
}

// plainSprintfs replaces each fmt.Sprintf the fixes left with a
// constant format and nothing to format (fmt.Sprintf("… Retry once.")
// once a fix dropped its operand) by the string itself, as staticcheck's
// S1039 asks: a fix keeps the call where it cannot see that no other use
// of fmt is left, which only the whole fixed file shows. A call with
// the same string in the file as loaded (original) is the author's, and
// stays.
func plainSprintfs(f *ast.File, original []byte) {
	name := ""
	for _, spec := range f.Imports {
		if spec.Path.Value == `"fmt"` {
			name = "fmt"
			if spec.Name != nil {
				name = spec.Name.Name
			}
		}
	}
	if name == "" || name == "_" || name == "." {
		return
	}
	astutil.Apply(f, nil, func(c *astutil.Cursor) bool {
		call, ok := c.Node().(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || call.Ellipsis.IsValid() {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Sprintf" {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); !ok || id.Name != name {
			return true
		}
		lit, ok := call.Args[0].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || strings.Contains(lit.Value, "%") || bytes.Contains(original, []byte(lit.Value)) {
			return true
		}
		c.Replace(&ast.BasicLit{ValuePos: call.Pos(), Kind: token.STRING, Value: lit.Value})
		return true
	})
}

// qualifiers returns the identifiers that qualify a selector in f
// (fmt in fmt.Errorf): what an import's name is used as.
func qualifiers(f *ast.File) map[string]bool {
	out := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				out[id.Name] = true
			}
		}
		return true
	})
	return out
}

func nameOf(spec *ast.ImportSpec) string {
	if spec.Name == nil {
		return ""
	}
	return spec.Name.Name
}
