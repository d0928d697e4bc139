package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// The passes a leak row may name.
var leakPasses = map[string]bool{
	"rawerr": true, "interp": true, "traceback": true,
	"retryable": true, "iserror": true, "protocolerr": true,
}

// lineSlack is how far a finding's line may be from a labelled leak's
// line and still match it: a multi-line return or result literal is
// reported at its first line, the label may name another.
const lineSlack = 2

// foreignText are the passes of a foreign error's text shown whole or
// interpolated (see leak.matches).
var foreignText = map[string]bool{"rawerr": true, "interp": true}

// wordPasses are the passes that judge a tool text's words: at a return
// whose error the framework sends as a JSON-RPC error, protocolerr's one
// finding stands for them, since its fix replaces the whole error (see
// sink.Result.TextSinks); with sameSink it matches their labels there.
var wordPasses = map[string]bool{"rawerr": true, "interp": true, "retryable": true, "traceback": true}

// A leak is one labelled place where model-visible tool text breaks the
// rule of Pass.
type leak struct {
	File   string
	Line   int
	Pass   string
	Reason string
	// Lo and Hi are the lines of the statement the leak's line lies in
	// (see spanStatements), or zero.
	Lo, Hi int
}

// A span is a range of lines of one file read in full by the labeller.
type span struct {
	File   string
	Lo, Hi int
}

// labels is one project's labels/<dir>.tsv.
type labels struct {
	Reviewed []span
	Leaks    []leak
}

// readLabels reads a label file: rows `kind file lines pass reason`,
// kind being "reviewed" (lines "120-260", or several joined by commas)
// or "leak" (one line, and a pass). Every leak must lie inside a
// reviewed range: precision and recall are measured there only.
func readLabels(path string) (labels, error) {
	var l labels
	rows, err := readTSV(path)
	if err != nil {
		return l, err
	}
	for i, r := range rows {
		bad := func(format string, args ...any) error {
			return fmt.Errorf("%s: row %d: %s", path, i+1, fmt.Sprintf(format, args...))
		}
		if len(r) < 4 {
			return l, bad("%d columns, want 5 (kind file lines pass reason)", len(r))
		}
		kind, file, lines, pass := r[0], r[1], r[2], r[3]
		reason := ""
		if len(r) > 4 {
			reason = r[4]
		}
		switch kind {
		case "reviewed":
			for _, part := range strings.Split(lines, ",") {
				lo, hi, ok := strings.Cut(part, "-")
				if !ok {
					hi = lo
				}
				a, err1 := strconv.Atoi(strings.TrimSpace(lo))
				b, err2 := strconv.Atoi(strings.TrimSpace(hi))
				if err1 != nil || err2 != nil || a > b {
					return l, bad("lines %q is not a range like 120-260", lines)
				}
				l.Reviewed = append(l.Reviewed, span{file, a, b})
			}
		case "leak":
			n, err := strconv.Atoi(lines)
			if err != nil {
				return l, bad("a leak names one line, not %q", lines)
			}
			if !leakPasses[pass] {
				return l, bad("pass %q is not one of rawerr, interp, traceback, retryable, iserror, protocolerr", pass)
			}
			l.Leaks = append(l.Leaks, leak{File: file, Line: n, Pass: pass, Reason: reason})
		default:
			return l, bad("kind %q is neither reviewed nor leak", kind)
		}
	}
	for _, k := range l.Leaks {
		if !l.inReviewed(k.File, k.Line) {
			return l, fmt.Errorf("%s: leak %s:%d lies outside every reviewed range", path, k.File, k.Line)
		}
	}
	return l, nil
}

func (l labels) inReviewed(file string, line int) bool {
	for _, s := range l.Reviewed {
		if s.File == file && s.Lo <= line && line <= s.Hi {
			return true
		}
	}
	return false
}

// splitPosn splits "file:line:col" (or "file:line") into file and line.
func splitPosn(posn string) (string, int, bool) {
	rest, last, ok := cutLast(posn)
	if !ok {
		return "", 0, false
	}
	if n, err := strconv.Atoi(last); err == nil {
		if file, line, ok := cutLast(rest); ok {
			if m, err := strconv.Atoi(line); err == nil {
				return file, m, true // file:line:col
			}
		}
		return rest, n, true // file:line
	}
	return "", 0, false
}

func cutLast(s string) (string, string, bool) {
	i := strings.LastIndex(s, ":")
	if i < 0 {
		return "", "", false
	}
	return s[:i], s[i+1:], true
}

// matches reports whether f reports the leak k: at its line, or at one
// of its sites: a helper's statement for a finding the helper forms
// (issue 21 asks that such a finding be reported where the handler calls
// the helper, with the helper's statement in its trail), a handler's
// return for a protocolerr finding reported at the server.
//
// With sameSink, a leak of foreign text (rawerr or interp) is matched by
// a finding of either at its line: the tool reports one finding per
// sink, of the pass of the text's lead source, and a label of the other
// pass at the same return (an interpolated connect error beside a whole
// query error) names the same sink. So is a label of a word pass at a
// return protocolerr reports (wordPasses), and a retryable label at a
// sink a finding of another word pass reports: its message says the
// text decides no retry, and its fix writes the module's decided
// sentence in place of the whole text. And a leak labelled where a
// source's error arises or passes on its way (a tool's return, in a
// loop that answers every tool at one sink) is matched by the sink's
// finding whose trail goes through it.
func (k leak) matches(f finding, sameSink bool) bool {
	if f.Pass != k.Pass && !(sameSink && (foreignText[f.Pass] && foreignText[k.Pass] || f.Pass == "protocolerr" && wordPasses[k.Pass] || wordPasses[f.Pass] && k.Pass == "retryable")) {
		return false
	}
	posns := append([]string{f.Posn}, strings.Fields(f.Sites)...)
	if sameSink {
		posns = append(posns, strings.Fields(f.Trail)...)
	}
	return slices.ContainsFunc(posns, func(posn string) bool {
		file, line, ok := splitPosn(posn)
		return ok && file == k.File && (abs(line-k.Line) <= lineSlack || k.Lo <= line && line <= k.Hi)
	})
}

// maxStmtLines bounds the statement a leak's line stands for.
const maxStmtLines = 12

// spanStatements sets the span of each leak's statement: the smallest
// simple statement (a return, an expression, an assignment, a
// declaration) of at most maxStmtLines lines that holds its line, in
// its file under root. A result literal over several lines is one
// sink, which a labeller may name by the return's first line and the
// tool by the field the text is put in. Files that do not parse leave
// the spans zero.
func (l *labels) spanStatements(root string) {
	stmts := map[string][]span{} // file -> its simple statements' lines
	for i := range l.Leaks {
		k := &l.Leaks[i]
		spans, seen := stmts[k.File]
		if !seen {
			spans = simpleStatements(filepath.Join(root, k.File))
			stmts[k.File] = spans
		}
		for _, sp := range spans {
			if sp.Lo <= k.Line && k.Line <= sp.Hi && (k.Hi == 0 || sp.Hi-sp.Lo < k.Hi-k.Lo) {
				k.Lo, k.Hi = sp.Lo, sp.Hi
			}
		}
	}
}

// simpleStatements returns the lines of the simple statements of at
// most maxStmtLines lines of the Go file at path, or none where it does
// not parse.
func simpleStatements(path string) []span {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil
	}
	var out []span
	ast.Inspect(f, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.ReturnStmt, *ast.ExprStmt, *ast.AssignStmt, *ast.DeclStmt:
			lo, hi := fset.Position(n.Pos()).Line, fset.Position(n.End()).Line
			if hi-lo < maxStmtLines {
				out = append(out, span{path, lo, hi})
			}
		}
		return true
	})
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// score is one project's recall and precision against its labels.
type score struct {
	Labelled, Found    int       // leaks, and those some finding matches
	Reviewed, Matching int       // findings inside reviewed ranges, and those matching a leak
	Missed             []leak    // leaks no finding matches
	Unmatched          []finding // findings inside reviewed ranges matching no leak
}

func (s *score) add(o score) {
	s.Labelled += o.Labelled
	s.Found += o.Found
	s.Reviewed += o.Reviewed
	s.Matching += o.Matching
}

func ratio(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(n)/float64(d))
}

// scoreProject matches one project's findings to its labels. A finding
// counts for precision when it lies inside a reviewed range (or matches
// a leak near a range's edge).
func scoreProject(l labels, fs []finding, sameSink bool) score {
	s := score{Labelled: len(l.Leaks)}
	for _, k := range l.Leaks {
		found := false
		for _, f := range fs {
			if k.matches(f, sameSink) {
				found = true
				break
			}
		}
		if found {
			s.Found++
		} else {
			s.Missed = append(s.Missed, k)
		}
	}
	for _, f := range fs {
		matched := false
		for _, k := range l.Leaks {
			if k.matches(f, sameSink) {
				matched = true
				break
			}
		}
		file, line, ok := splitPosn(f.Posn)
		if !matched && !(ok && l.inReviewed(file, line)) {
			continue
		}
		s.Reviewed++
		if matched {
			s.Matching++
		} else {
			s.Unmatched = append(s.Unmatched, f)
		}
	}
	return s
}

func cmdRecall(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("recall", flag.ExitOnError)
	projects := fs.String("projects", "tools/corpus/projects.tsv", "project list")
	out := fs.String("out", "", "output directory of a run")
	labelDir := fs.String("labels", "tools/corpus/labels", "directory of <dir>.tsv label files")
	only := fs.String("only", "", "comma-separated dirs (default: every labelled project)")
	verbose := fs.Bool("v", false, "also list the missed leaks")
	sameSink := fs.Bool("samesink", false, "match a rawerr or interp leak by a finding of either pass at its line (one finding per sink)")
	fs.Parse(args)
	if *out == "" {
		return fmt.Errorf("recall needs -out")
	}
	ps, err := readProjects(*projects)
	if err != nil {
		return err
	}
	known := map[string]project{}
	for _, p := range ps {
		known[p.Dir] = p
	}
	files, err := filepath.Glob(filepath.Join(*labelDir, "*.tsv"))
	if err != nil {
		return err
	}
	var labelled []project
	for _, f := range files {
		dir := strings.TrimSuffix(filepath.Base(f), ".tsv")
		p, ok := known[dir]
		if !ok {
			return fmt.Errorf("%s: no row for %s in %s", f, dir, *projects)
		}
		labelled = append(labelled, p)
	}
	labelled = onlyProjects(labelled, *only)
	sort.Slice(labelled, func(i, j int) bool { return labelled[i].Dir < labelled[j].Dir })

	var total score
	var notRun []string
	scores := map[string]score{}
	fmt.Fprintln(w, "project\tlabelled\tfound\trecall\tfindings in reviewed\tmatching\tprecision")
	for _, p := range labelled {
		if _, err := os.Stat(filepath.Join(*out, p.Dir+".json")); err != nil {
			notRun = append(notRun, p.Dir)
			continue
		}
		l, err := readLabels(filepath.Join(*labelDir, p.Dir+".tsv"))
		if err != nil {
			return err
		}
		l.spanStatements(runRoot(*out, p.Dir))
		run, err := loadRun([]project{p}, *out)
		if err != nil {
			return err
		}
		s := scoreProject(l, run, *sameSink)
		scores[p.Dir] = s
		total.add(s)
		fmt.Fprintf(w, "%s\t%s\n", p.Dir, s.row())
	}
	fmt.Fprintf(w, "total\t%s\n", total.row())
	if len(notRun) > 0 {
		fmt.Fprintf(w, "\nlabelled but not in %s: %s\n", *out, strings.Join(notRun, ", "))
	}
	fmt.Fprintln(w, "\nfindings inside reviewed ranges that match no leak (judge whether a label is missing)")
	for _, p := range labelled {
		for _, f := range scores[p.Dir].Unmatched {
			fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", f.Project, f.Pass, f.Posn, oneLine(f.Message))
		}
	}
	if *verbose {
		fmt.Fprintln(w, "\nmissed leaks")
		for _, p := range labelled {
			for _, k := range scores[p.Dir].Missed {
				fmt.Fprintf(w, "%s\t%s:%d\t%s\t%s\n", p.Dir, k.File, k.Line, k.Pass, k.Reason)
			}
		}
	}
	return nil
}

func (s score) row() string {
	return fmt.Sprintf("%d\t%d\t%s\t%d\t%d\t%s", s.Labelled, s.Found, ratio(s.Found, s.Labelled),
		s.Reviewed, s.Matching, ratio(s.Matching, s.Reviewed))
}
