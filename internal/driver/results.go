package driver

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/baseline"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/internal/summary"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// diagnostic is one finding to report.
type diagnostic struct {
	act   *checker.Action
	diag  analysis.Diagnostic
	posn  token.Position
	cause report.Cause
}

// results are the findings of a run, once each, in file order.
type results struct {
	findings []diagnostic
	// recorded is how many findings -write-baseline recorded.
	recorded int
	// pkgs are the packages analyzed, to find the syntax of a finding
	// in another package's file.
	pkgs []*packages.Package
}

// results collects the findings of the reporting root actions. A file
// analyzed twice (a package and its test variant, with -test) gives its
// findings once. With -baseline those recorded are dropped, from the
// graph too, so that -json prints what the text output does (the passes
// themselves drop those an exclusion of the configuration names).
func (o *options) results(graph *checker.Graph) (*results, error) {
	var acts []*checker.Action
	for act := range graph.All() {
		if act.IsRoot && o.reports(act.Analyzer) {
			acts = append(acts, act)
		}
	}
	// The package before its test variant, "p" before "p [p.test]".
	slices.SortFunc(acts, func(a, b *checker.Action) int {
		return cmp.Or(cmp.Compare(a.Package.ID, b.Package.ID), cmp.Compare(a.Analyzer.Name, b.Analyzer.Name))
	})
	type key struct {
		posn, end     token.Position
		pass, message string
	}
	seen := map[key]bool{}
	res := &results{}
	for _, act := range acts {
		if !slices.Contains(res.pkgs, act.Package) {
			res.pkgs = append(res.pkgs, act.Package)
		}
		causes := causesOf(act)
		for _, d := range act.Diagnostics {
			fset := act.Package.Fset
			k := key{fset.Position(d.Pos), fset.Position(d.End), act.Analyzer.Name, d.Message}
			if seen[k] || (o.files != nil && !o.files[k.posn.Filename]) {
				continue
			}
			seen[k] = true
			res.findings = append(res.findings, diagnostic{act: act, diag: d, posn: k.posn, cause: causes[causeKey{d.Pos, d.Message}]})
		}
	}
	res.findings = dropCrossed(acts, res.findings)
	kept := map[*checker.Action][]analysis.Diagnostic{}
	for _, f := range res.findings {
		kept[f.act] = append(kept[f.act], f.diag)
	}
	for _, act := range acts {
		act.Diagnostics = kept[act]
	}
	slices.SortStableFunc(res.findings, func(a, b diagnostic) int {
		return cmp.Or(cmp.Compare(a.posn.Filename, b.posn.Filename), cmp.Compare(a.posn.Offset, b.posn.Offset),
			cmp.Compare(a.act.Analyzer.Name, b.act.Analyzer.Name))
	})
	return res, o.applyBaseline(res)
}

// dropCrossed drops two kinds of findings that only arise when a
// package reports in another package's file (an adapter showing the
// handlers a package it imports stores in a tool table reports each at
// the handler's return statement; see core.Sink.Outside): such a
// finding on a line where the file's own package reports the same pass
// (the same entry, seen from there), and a report of the file's package
// that a suppression comment suppressed nothing, when it suppressed
// such a finding.
func dropCrossed(acts []*checker.Action, findings []diagnostic) []diagnostic {
	type line struct {
		file string
		line int
		pass string
	}
	files := fileSets{}
	owned := map[line]bool{}
	for _, f := range findings {
		if files.owns(f.act.Package, f.posn.Filename) {
			owned[line{f.posn.Filename, f.posn.Line, f.act.Analyzer.Name}] = true
		}
	}
	used := map[token.Pos]bool{}
	for _, act := range acts {
		if o, ok := act.Result.(*report.Outcome); ok {
			for pos := range o.Used {
				used[pos] = true
			}
		}
	}
	return slices.DeleteFunc(findings, func(f diagnostic) bool {
		if f.diag.Category == report.Unused {
			return used[f.diag.Pos]
		}
		return !files.owns(f.act.Package, f.posn.Filename) && owned[line{f.posn.Filename, f.posn.Line, f.act.Analyzer.Name}]
	})
}

// fileSets holds each package's Go files, as a set: every finding asks
// whether its package owns its file.
type fileSets map[*packages.Package]map[string]bool

// owns reports whether file is one of p's Go files.
func (fs fileSets) owns(p *packages.Package, file string) bool {
	set, ok := fs[p]
	if !ok {
		set = map[string]bool{}
		for _, f := range slices.Concat(p.CompiledGoFiles, p.GoFiles) {
			set[f] = true
		}
		fs[p] = set
	}
	return set[file]
}

// causeKey identifies a diagnostic within its action.
type causeKey struct {
	pos token.Pos
	msg string
}

// causesOf returns the causes a pass's Outcome gives its findings.
func causesOf(act *checker.Action) map[causeKey]report.Cause {
	out := map[causeKey]report.Cause{}
	if o, ok := act.Result.(*report.Outcome); ok {
		for _, f := range o.Findings {
			out[causeKey{f.Pos, f.Message}] = f.Cause
		}
	}
	return out
}

// applyBaseline records the findings in the baseline file or drops those
// it records.
func (o *options) applyBaseline(res *results) error {
	if o.baseline == "" {
		return nil
	}
	dir, err := filepath.Abs(filepath.Dir(o.baseline))
	if err != nil {
		return err
	}
	fps := make([]baseline.Finding, len(res.findings))
	files := fileSets{}
	for i, f := range res.findings {
		fps[i] = fingerprint(f, dir, res.pkgs, files)
	}
	if o.writeBaseline {
		res.recorded = len(res.findings)
		res.findings = nil
		if err := baseline.Write(o.baseline, fps); err != nil {
			return fmt.Errorf("-write-baseline: %v", err)
		}
		return nil
	}
	isNew := baseline.New(fps, o.recorded)
	drop := map[*checker.Action]map[causeKey]bool{}
	var kept []diagnostic
	for i, f := range res.findings {
		if isNew[i] {
			kept = append(kept, f)
			continue
		}
		if drop[f.act] == nil {
			drop[f.act] = map[causeKey]bool{}
		}
		drop[f.act][causeKey{f.diag.Pos, f.diag.Message}] = true
	}
	res.findings = kept
	for act, keys := range drop {
		act.Diagnostics = slices.DeleteFunc(act.Diagnostics, func(d analysis.Diagnostic) bool { return keys[causeKey{d.Pos, d.Message}] })
	}
	return nil
}

// fingerprint returns what a baseline records of f, its file relative to
// dir, the baseline's directory; its function is found in the package
// owning the file, among pkgs, when f's package reports in another's.
func fingerprint(f diagnostic, dir string, pkgs []*packages.Package, files fileSets) baseline.Finding {
	p := f.act.Package
	for _, q := range pkgs {
		if !files.owns(p, f.posn.Filename) && files.owns(q, f.posn.Filename) {
			p = q
		}
	}
	file := f.posn.Filename
	if rel, err := filepath.Rel(dir, file); err == nil {
		file = rel
	}
	return baseline.Finding{
		Pass:     f.act.Analyzer.Name,
		File:     filepath.ToSlash(file),
		Function: enclosingFunc(p, f.diag.Pos),
		Message:  f.diag.Message,
		Offset:   f.posn.Offset,
	}
}

// enclosingFunc names the function declaration holding pos, "Name" or
// "Recv.Name", or "" outside any.
func enclosingFunc(p *packages.Package, pos token.Pos) string {
	for _, f := range p.Syntax {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || pos < fd.Pos() || pos > fd.End() {
				continue
			}
			if fd.Recv != nil && len(fd.Recv.List) > 0 {
				return recvName(fd.Recv.List[0].Type) + "." + fd.Name.Name
			}
			return fd.Name.Name
		}
	}
	return ""
}

// recvName names a receiver's type without pointer or type parameters.
func recvName(t ast.Expr) string {
	for {
		switch e := t.(type) {
		case *ast.StarExpr:
			t = e.X
		case *ast.IndexExpr:
			t = e.X
		case *ast.IndexListExpr:
			t = e.X
		case *ast.ParenExpr:
			t = e.X
		case *ast.Ident:
			return e.Name
		default:
			return "?"
		}
	}
}

// fixable returns the findings as -fix takes them.
func (res *results) fixable() []finding {
	out := make([]finding, len(res.findings))
	for i, f := range res.findings {
		out[i] = finding{f.act.Package.Fset, f.diag}
	}
	return out
}

// summarize builds the summary of the findings.
func (res *results) summarize() summary.Summary {
	fs := make([]summary.Finding, len(res.findings))
	for i, f := range res.findings {
		fs[i] = summary.Finding{Pass: f.act.Analyzer.Name, Package: f.act.Package.PkgPath, Cause: f.cause.Func, CauseKind: f.cause.Kind}
	}
	return summary.Build(fs)
}
