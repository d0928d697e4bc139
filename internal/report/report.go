// Package report holds what the passes share when they speak: the
// wording of diagnostics, the sentences suggested fixes write, the
// edits that keep fixed code compiling, and the //toolerrlint:ignore
// suppression comment.
package report

import (
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/agentloop"
	"github.com/toolerrlint/toolerrlint/internal/core/sink"
	"github.com/toolerrlint/toolerrlint/internal/docs"
	"github.com/toolerrlint/toolerrlint/internal/frameworks"
	"github.com/toolerrlint/toolerrlint/internal/locals"
	"github.com/toolerrlint/toolerrlint/internal/origin"
	"github.com/toolerrlint/toolerrlint/internal/timeline"
	"golang.org/x/tools/go/analysis"
)

// Source names where a part of a text came from, for messages:
// "(*database/sql.Row).Scan" or, when it arrived through a module helper,
// "(*database/sql.Row).Scan (through store.(*Store).Order)".
func Source(n *origin.Node) string {
	s := n.Text
	if s == "" {
		s = "code outside the module"
	}
	if n.Via != "" {
		s += " (through " + n.Via + ")"
	}
	return s
}

// Reaches phrases how a sink hands its text to the model, given what
// the text is: "returns the text of an error from X to the model". A
// sink inside a module helper the call passes the text to (a template)
// names the helper that forms the text: the sink's own call or field is
// in the helper, not at the call being reported.
func Reaches(s *sink.Sink, what string) string {
	through := ""
	switch {
	case s.Through != "":
		through = " through " + s.Through
	case s.Template != "":
		through = " (formed by " + s.Template + ")"
	}
	switch s.How.Kind {
	case sink.Sets:
		return "puts " + what + " in " + s.How.To + through
	case sink.SetsRPCError:
		return "puts " + what + " in the JSON-RPC error " + s.How.To + through
	case sink.PassesTo:
		return "passes " + what + " to " + s.How.To + through
	}
	return "returns " + what + " to the model" + through
}

// Related points a diagnostic at where the offending part arose.
func Related(pos token.Pos, msg string) []analysis.RelatedInformation {
	if !pos.IsValid() {
		return nil
	}
	return []analysis.RelatedInformation{{Pos: pos, Message: msg}}
}

// Trail points a diagnostic at where the offending leaf arose (msg),
// then at each place its text passed on the way to the sink: the wraps,
// the module functions returning it, the adapter handing it over. Hops
// in another package are known only where the driver shares facts in
// memory (the command); under go vet the trail starts in this package.
func Trail(leaf *origin.Node, msg string) []analysis.RelatedInformation {
	out := Related(leaf.Pos(), msg)
	for _, h := range leaf.Hops() {
		out = append(out, Related(h.Pos, h.What)...)
	}
	return out
}

// Ignore is the suppression comment: //toolerrlint:ignore PASS reason.
const Ignore = "//toolerrlint:ignore"

// Reporter reports a pass's diagnostics, honouring suppression comments
// on the diagnostic's line or the line above, and dropping diagnostics
// in generated files.
type Reporter struct {
	pass      *analysis.Pass
	testPkg   bool                         // the package serves the module's tests (testPackage)
	ignores   map[string]map[int]token.Pos // file name -> line suppressed for this pass -> the comment
	sinks     sinkIndex                    // the core's sinks, to find each finding's cause
	outcome   *Outcome
	generated map[*token.File]bool // files seen by Report -> generated
	sources   map[string][]byte    // file contents read for fixes
	refs      map[*ast.File]map[string][]*ast.Ident
	errCalls  map[*ast.File]map[token.Pos]bool      // see errorFormattingCalls
	checked   map[token.Pos]bool                    // see sink.Result.CheckedForms
	deps      map[depKey]*types.Package             // see dependency
	kinds     map[*types.Package][]frameworks.Class // see kindClasses
	modLogger map[*types.Package]logger             // see dependedLogger
	defs      *locals.Defs                          // see Locals
}

// Locals returns what the package's code assigns to its local
// variables, indexed once for the passes and fixes that follow them.
func (r *Reporter) Locals() *locals.Defs {
	if r.defs == nil {
		r.defs = locals.New(r.pass.TypesInfo)
	}
	return r.defs
}

// depKey is a dependency asked for: the path, among the dependencies of
// pkg.
type depKey struct {
	pkg  *types.Package
	path string
}

// NewReporter scans the package's comments for suppressions of pass
// and reports those that give no reason.
func NewReporter(pass *analysis.Pass) *Reporter {
	r := &Reporter{pass: pass, testPkg: testPackage(pass.Pkg), ignores: map[string]map[int]token.Pos{}, generated: map[*token.File]bool{}, sources: map[string][]byte{},
		outcome: &Outcome{Used: map[token.Pos]bool{}}}
	for _, f := range pass.Files {
		r.scanIgnores(f, true)
	}
	return r
}

// scanIgnores records the suppressions of the pass in f, a file of the
// package (own) or of another one a finding points into (see
// core.Sink.Outside), whose package reports those without a reason.
func (r *Reporter) scanIgnores(f *ast.File, own bool) {
	pass := r.pass
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if !strings.HasPrefix(c.Text, Ignore+" ") {
				continue
			}
			fields := strings.Fields(strings.TrimPrefix(c.Text, Ignore))
			if len(fields) == 0 || !namesPass(fields[0], pass.Analyzer.Name) {
				continue
			}
			if len(fields) < 2 {
				if own {
					pass.Reportf(c.Pos(), "%s %s needs a reason: say why this text may reach the model, e.g. %s %s the message is written by this module",
						Ignore, fields[0], Ignore, fields[0])
				}
				continue
			}
			p := pass.Fset.Position(c.Pos())
			if r.ignores[p.Filename] == nil {
				r.ignores[p.Filename] = map[int]token.Pos{}
			}
			r.ignores[p.Filename][p.Line] = c.Pos()
			if r.standalone(c) {
				// A comment on a line of its own covers the next line.
				r.ignores[p.Filename][p.Line+1] = c.Pos()
			}
		}
	}
}

func namesPass(list, name string) bool {
	for _, n := range passList(list) {
		if n == name || n == "all" {
			return true
		}
	}
	return false
}

// standalone reports whether nothing but blanks precedes c on its line.
func (r *Reporter) standalone(c *ast.Comment) bool {
	tf := r.pass.Fset.File(c.Pos())
	content, err := r.ReadFile(tf.Name())
	if err != nil {
		// A file of another package, which the pass may not read.
		if content, err = os.ReadFile(tf.Name()); err != nil {
			return true
		}
	}
	start, at := tf.Offset(tf.LineStart(tf.Line(c.Pos()))), tf.Offset(c.Pos())
	return start <= at && at <= len(content) && strings.TrimSpace(string(content[start:at])) == ""
}

// Report reports d unless a suppression comment covers its line or its
// position lies in a generated file. Generated files are still analysed
// (their helpers' summaries reach other code as facts), but what is
// wrong in them is fixed in their generator, as staticcheck and
// golangci-lint decide too.
func (r *Reporter) Report(d analysis.Diagnostic) {
	if r.inGenerated(d.Pos) {
		return
	}
	p := r.pass.Fset.Position(d.Pos)
	if r.testPkg || strings.HasSuffix(p.Filename, "_test.go") {
		// Code for tests (testPackage): what its tools answer is what
		// the tests assert, so it is fixed by hand, with the tests.
		d.SuggestedFixes = nil
	}
	if f := r.outside(d.Pos); f != nil && r.ignores[p.Filename] == nil {
		r.ignores[p.Filename] = map[int]token.Pos{}
		r.scanIgnores(f, false)
	}
	if c, ok := r.ignores[p.Filename][p.Line]; ok {
		r.outcome.Used[c] = true
		return
	}
	r.outcome.Findings = append(r.outcome.Findings, Finding{Pos: d.Pos, Message: d.Message, Cause: r.sinks.causeOf(d.Pos, d.Message)})
	r.pass.Report(d)
}

// testPackage reports whether pkg serves the module's tests: a package
// of a directory for tests (a server under test/ that an integration
// test starts, a fake, a mock) or named so (mcptest), as its _test.go
// files do.
func testPackage(pkg *types.Package) bool {
	return pkg != nil && (strings.HasSuffix(pkg.Name(), "test") ||
		slices.ContainsFunc(strings.Split(pkg.Path(), "/"), func(elem string) bool { return testDirs[elem] }))
}

// testDirs are the names of directories that hold code for tests.
var testDirs = map[string]bool{
	"test": true, "tests": true, "testdata": true, "testing": true, "testutil": true, "testutils": true,
	"testhelpers": true, "e2e": true, "fixtures": true, "mock": true, "mocks": true, "fake": true, "fakes": true,
}

// passList splits the pass names of a suppression comment.
func passList(list string) []string { return strings.Split(list, ",") }

// cgoHeader is the comment cmd/cgo puts atop the files it rewrites.
const cgoHeader = "// Code generated by cmd/cgo; DO NOT EDIT."

// inGenerated reports whether pos lies in a file of the package that
// ast.IsGenerated calls generated. The header of cmd/cgo does not
// count: the files it rewrites are the user's own (their positions map
// back to them through //line directives), and only a header their
// author wrote makes them generated.
func (r *Reporter) inGenerated(pos token.Pos) bool {
	tf := r.pass.Fset.File(pos)
	if tf == nil {
		return false
	}
	if g, ok := r.generated[tf]; ok {
		return g
	}
	g := false
	// Not append(r.pass.Files, ...): that slice is shared with the
	// package's other passes, which run at the same time.
	for _, f := range slices.Concat(r.pass.Files, []*ast.File{r.outside(pos)}) {
		if f == nil || r.pass.Fset.File(f.FileStart) != tf || !ast.IsGenerated(f) {
			continue
		}
		own := *f
		own.Comments = nil
		for _, cg := range f.Comments {
			var list []*ast.Comment
			for _, c := range cg.List {
				if c.Text != cgoHeader {
					list = append(list, c)
				}
			}
			if len(list) > 0 {
				own.Comments = append(own.Comments, &ast.CommentGroup{List: list})
			}
		}
		g = ast.IsGenerated(&own)
		break
	}
	r.generated[tf] = g
	return g
}

// outside returns the file of another package that pos lies in, if a
// sink of the core points there (a handler's return statement that an
// adapter of this package shows).
func (r *Reporter) outside(pos token.Pos) *ast.File { return r.sinks.outside[pos] }

// internal reports the internal errors the core recovered from, if
// this pass is the first of the package's passes to ask for them: every
// pass calls it, so whichever passes are enabled, a crash is reported
// once.
func (r *Reporter) internal(res *sink.Result) {
	for _, e := range res.TakeErrors() {
		pos := e.Pos
		if !pos.IsValid() && len(r.pass.Files) > 0 {
			pos = r.pass.Files[0].Package
		}
		r.pass.Reportf(pos, "toolerrlint %s; please report it with this package", firstLine(e.Message))
	}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// enclosing returns the path from the file to the node at [pos, end).
func enclosing(file *ast.File, pos, end token.Pos) []ast.Node {
	var path []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil || n.Pos() > pos || n.End() < end {
			return false
		}
		path = append(path, n)
		return true
	})
	return path
}

// NewPass returns the analyzer of a toolerrlint pass: named name,
// documented by the "# Analyzer name" section of doc (its doc.go),
// requiring the core analyzer whose Result run reads. run reports through
// a Reporter, so suppression comments work for every pass alike; the
// core's internal errors are reported by whichever pass runs first.
func NewPass(name, doc string, coreAnalyzer *analysis.Analyzer, run func(r *Reporter, res *sink.Result)) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:       name,
		Doc:        docs.Extract(doc, name),
		URL:        "https://github.com/toolerrlint/toolerrlint#" + name,
		Requires:   []*analysis.Analyzer{coreAnalyzer},
		ResultType: outcomeType,
		Run: func(pass *analysis.Pass) (any, error) {
			defer timeline.Region(name, pass.Pkg)()
			r, res := NewReporter(pass), pass.ResultOf[coreAnalyzer].(*sink.Result)
			r.sinks, r.checked = newSinkIndex(res.Sinks), res.CheckedForms
			r.internal(res)
			run(r, res)
			r.outcome.Coverage = res.Coverage
			return r.outcome, nil
		},
	}
}

// NewLoopPass returns a pass like NewPass that reads the core's
// agent-loop knowledge (sink.Result.Loops) and runs on the packages
// that have some.
func NewLoopPass(name, doc string, coreAnalyzer *analysis.Analyzer, run func(r *Reporter, loops *agentloop.Package)) *analysis.Analyzer {
	return NewPass(name, doc, coreAnalyzer, func(r *Reporter, res *sink.Result) {
		if res.Loops != nil {
			run(r, res.Loops)
		}
	})
}

// Fixer returns a fix builder for file: a file of this package, or of
// the package whose handler's return a sink of this package's adapter
// is (sink.Sink.FilePass), edited with that package's types.
func (r *Reporter) Fixer(file *ast.File) Fixer {
	if p := r.sinks.passes[file]; p != nil {
		return Fixer{pass: p, file: file, r: r}
	}
	return Fixer{pass: r.pass, file: file, r: r}
}

// pkgRefs returns the identifiers of file that name an imported
// package, by the package's path, in source order. Indexed once per file:
// a fix asks whether a file still uses an import after it, and a file
// with many findings would otherwise be walked whole for each.
func (r *Reporter) pkgRefs(info *types.Info, file *ast.File) map[string][]*ast.Ident {
	if refs, ok := r.refs[file]; ok {
		return refs
	}
	refs := map[string][]*ast.Ident{}
	ast.Inspect(file, func(n ast.Node) bool {
		// A package name is only ever used to qualify an identifier.
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				if pn, ok := info.Uses[id].(*types.PkgName); ok {
					path := pn.Imported().Path()
					refs[path] = append(refs[path], id)
				}
			}
		}
		return true
	})
	if r.refs == nil {
		r.refs = map[*ast.File]map[string][]*ast.Ident{}
	}
	r.refs[file] = refs
	return refs
}

// ReadFile returns a file's contents, read once per pass: a file with
// many findings is read for each of their fixes. It reads through the
// Pass where the driver gives a reader, else from the disk: Bazel's
// nogo gives none.
func (r *Reporter) ReadFile(name string) ([]byte, error) { return r.readVia(r.pass, name) }

// readVia is ReadFile through pass, the reporting package's or that of a
// helper in another package a fix edits (see HelperFix).
func (r *Reporter) readVia(pass *analysis.Pass, name string) ([]byte, error) {
	if b, ok := r.sources[name]; ok {
		return b, nil
	}
	read := pass.ReadFile
	if read == nil {
		read = os.ReadFile
	}
	b, err := read(name)
	if err == nil {
		r.sources[name] = b
	}
	return b, err
}

// Pass returns the pass being reported on.
func (r *Reporter) Pass() *analysis.Pass { return r.pass }

// Whole returns the foreign error whose text is the whole of the sink's
// text on some path, unless it is a part of a callee's own sink, which
// is reported there: the first of Sources that is. Such a sink is
// rawerr's; the other passes that look for foreign text leave it alone,
// so each sink has one finding.
func Whole(s *sink.Sink) *origin.Node {
	named, _ := Named(Sources(s.Text), WholeIn(s.Text))
	return named
}

// FirstOwn returns the first leaf of kind op in n that arose at this
// sink, not inside a callee's own sink (which is reported there).
func FirstOwn(n *origin.Node, op origin.Op) *origin.Node {
	for _, l := range n.Leaves(op) {
		if !l.Inner() {
			return l
		}
	}
	return nil
}
