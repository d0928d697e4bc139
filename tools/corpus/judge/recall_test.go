package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func writeLabels(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "p.tsv")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReadLabels(t *testing.T) {
	path := writeLabels(t, "kind\tfile\tlines\tpass\treason\n"+
		"reviewed\ta/x.go\t10-40,50-60\t-\thandlers one and two\n"+
		"# a comment\n"+
		"leak\ta/x.go\t20\tinterp\tthe client's error in own words\n")
	l, err := readLabels(path)
	if err != nil {
		t.Fatal(err)
	}
	wantSpans := []span{{"a/x.go", 10, 40}, {"a/x.go", 50, 60}}
	if !reflect.DeepEqual(l.Reviewed, wantSpans) {
		t.Errorf("reviewed: got %v, want %v", l.Reviewed, wantSpans)
	}
	wantLeaks := []leak{{File: "a/x.go", Line: 20, Pass: "interp", Reason: "the client's error in own words"}}
	if !reflect.DeepEqual(l.Leaks, wantLeaks) {
		t.Errorf("leaks: got %v, want %v", l.Leaks, wantLeaks)
	}

	for text, want := range map[string]string{
		"reviewed\ta.go\t1-9\t-\tr\nleak\ta.go\t12\trawerr\toutside\n": "outside every reviewed range",
		"reviewed\ta.go\t1-9\t-\tr\nleak\ta.go\t3\tnopass\tx\n":        "not one of",
		"reviewed\ta.go\t9-1\t-\tr\n":                                  "not a range",
		"seen\ta.go\t1\t-\tr\n":                                        "neither reviewed nor leak",
	} {
		if _, err := readLabels(writeLabels(t, text)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got error %v, want one saying %q", text, err, want)
		}
	}
}

func TestSplitPosn(t *testing.T) {
	for posn, want := range map[string]struct {
		file string
		line int
		ok   bool
	}{
		"a/x.go:12:3":     {"a/x.go", 12, true},
		"a/x.go:12":       {"a/x.go", 12, true},
		"/abs/c:d.go:7:1": {"/abs/c:d.go", 7, true},
		"a/x.go":          {"", 0, false},
	} {
		file, line, ok := splitPosn(posn)
		if file != want.file || line != want.line || ok != want.ok {
			t.Errorf("%s: got %s %d %v, want %v", posn, file, line, ok, want)
		}
	}
}

func TestScoreProject(t *testing.T) {
	l := labels{
		Reviewed: []span{{"a.go", 10, 40}},
		Leaks: []leak{
			{File: "a.go", Line: 20, Pass: "interp", Reason: "found two lines off"},
			{File: "a.go", Line: 30, Pass: "retryable", Reason: "missed: the finding is of another pass"},
			{File: "a.go", Line: 40, Pass: "rawerr", Reason: "found at the range's edge"},
		},
	}
	run := []finding{
		{"p", "interp", "a.go:22:5", "matches the first leak", "", ""},
		{"p", "interp", "a.go:18:5", "matches it too", "", ""},
		{"p", "rawerr", "a.go:30:2", "inside, matches nothing", "", ""},
		{"p", "rawerr", "a.go:42:2", "outside the range, but matches the third leak", "", ""},
		{"p", "retryable", "a.go:33:2", "three lines off: no match", "", ""},
		{"p", "retryable", "a.go:70:1", "outside every range: not counted", "", ""},
		{"p", "interp", "b.go:20:1", "another file", "", ""},
	}
	s := scoreProject(l, run, false)
	if s.Labelled != 3 || s.Found != 2 || s.Reviewed != 5 || s.Matching != 3 {
		t.Errorf("got labelled %d found %d reviewed %d matching %d, want 3 2 5 3",
			s.Labelled, s.Found, s.Reviewed, s.Matching)
	}
	if len(s.Missed) != 1 || s.Missed[0].Line != 30 {
		t.Errorf("missed: got %v", s.Missed)
	}
	var unmatched []string
	for _, f := range s.Unmatched {
		unmatched = append(unmatched, f.Posn)
	}
	if want := []string{"a.go:30:2", "a.go:33:2"}; !reflect.DeepEqual(unmatched, want) {
		t.Errorf("unmatched: got %v, want %v", unmatched, want)
	}
}

// A finding that a helper's statement forms is reported where the
// handler calls the helper; it matches a leak labelled at the statement.
func TestScoreFormed(t *testing.T) {
	l := labels{
		Reviewed: []span{{"helper.go", 1, 50}},
		Leaks:    []leak{{File: "helper.go", Line: 30, Pass: "interp", Reason: "the helper formats the error"}},
	}
	run := []finding{
		{"p", "interp", "handler.go:12:3", "formed by the helper", "helper.go:30:9", ""},
		{"p", "rawerr", "handler.go:14:3", "another pass", "helper.go:30:9", ""},
	}
	s := scoreProject(l, run, false)
	if s.Found != 1 || len(s.Missed) != 0 {
		t.Errorf("got found %d, missed %v; want the leak found by the formed finding", s.Found, s.Missed)
	}
}

// A protocolerr finding reported at the server that builds the handlers'
// tools matches a leak labelled at one of the handler returns its trail
// lists, and no other.
func TestScoreReturns(t *testing.T) {
	l := labels{
		Reviewed: []span{{"tools/issue.go", 1, 80}},
		Leaks: []leak{
			{File: "tools/issue.go", Line: 34, Pass: "protocolerr", Reason: "the helper's error leaves as a JSON-RPC error"},
			{File: "tools/issue.go", Line: 70, Pass: "protocolerr", Reason: "another handler's error"},
		},
	}
	run := []finding{{"p", "protocolerr", "main.go:43:9", "returns an error", "tools/issue.go:34:9 tools/other.go:12:2", ""}}
	s := scoreProject(l, run, false)
	if s.Found != 1 || len(s.Missed) != 1 || s.Missed[0].Line != 70 {
		t.Errorf("got found %d, missed %v; want line 34 found and line 70 missed", s.Found, s.Missed)
	}
}

// With sameSink, a finding of rawerr at a leak labelled interp (or the
// reverse) matches it, and so does a protocolerr finding (here through
// its returns) at a leak of a word pass; other passes still do not.
func TestScoreProjectSameSink(t *testing.T) {
	l := labels{
		Reviewed: []span{{"a.go", 10, 60}},
		Leaks: []leak{
			{File: "a.go", Line: 20, Pass: "interp", Reason: "the same sink as the rawerr finding"},
			{File: "a.go", Line: 30, Pass: "traceback", Reason: "a body: rawerr does not stand for it"},
			{File: "a.go", Line: 50, Pass: "retryable", Reason: "a return protocolerr reports"},
			{File: "a.go", Line: 55, Pass: "iserror", Reason: "protocolerr does not stand for a flag"},
			{File: "a.go", Line: 20, Pass: "retryable", Reason: "the interpolating text decides no retry"},
			{File: "a.go", Line: 40, Pass: "retryable", Reason: "no finding of a word pass here"},
		},
	}
	run := []finding{
		{"p", "rawerr", "a.go:20:5", "the sink's one finding", "", ""},
		{"p", "rawerr", "a.go:30:5", "another pass's leak", "", ""},
		{"p", "protocolerr", "main.go:9:2", "the server's finding", "a.go:50:3 a.go:55:3", ""},
		{"p", "iserror", "a.go:40:5", "not a word pass", "", ""},
	}
	for _, c := range []struct {
		sameSink bool
		found    int
	}{{false, 0}, {true, 3}} {
		if s := scoreProject(l, run, c.sameSink); s.Found != c.found {
			t.Errorf("sameSink %v: found %d, want %d", c.sameSink, s.Found, c.found)
		}
	}
}

// A leak labelled at a multi-line return's first line is found by a
// finding at the field its text is put in, inside the same statement;
// one after the statement, beyond the slack, is not.
func TestScoreStatement(t *testing.T) {
	root := t.TempDir()
	src := `package p

func f(err error) *Result {
	if err != nil {
		return &Result{
			Content: []Content{
				&TextContent{
					Type: "text",
					Text: err.Error(),
				},
			},
			IsError: true,
		}
	}
	_ = 1
	_ = 2
	return nil
}
`
	require.NoError(t, os.WriteFile(filepath.Join(root, "p.go"), []byte(src), 0o644))
	l := labels{
		Reviewed: []span{{"p.go", 1, 18}},
		Leaks:    []leak{{File: "p.go", Line: 5, Pass: "interp", Reason: "the error in the result"}},
	}
	run := []finding{
		{"p", "interp", "p.go:9:12", "at the Text field", "", ""},
		{"p", "interp", "p.go:16:2", "after the statement", "", ""},
	}
	l.spanStatements(root)
	s := scoreProject(l, run, false)
	require.Equal(t, 1, s.Found, "the leak is found by the finding inside its statement")
	require.Equal(t, 1, s.Matching, "the finding after the statement matches nothing")
	l.Leaks[0].Lo, l.Leaks[0].Hi = 0, 0
	require.Equal(t, 0, scoreProject(l, run, false).Found, "without the statement's span, four lines off is no match")
}

// With sameSink, a leak labelled at a tool's return, in a loop that
// answers every tool at one sink, is matched by the sink's finding
// whose trail goes through that return; without, it is not.
func TestScoreTrail(t *testing.T) {
	l := labels{
		Reviewed: []span{{"exec.go", 1, 60}},
		Leaks: []leak{
			{File: "exec.go", Line: 40, Pass: "interp", Reason: "the executor wraps the client's error"},
			{File: "exec.go", Line: 55, Pass: "retryable", Reason: "no finding of this pass"},
		},
	}
	run := []finding{{"p", "interp", "agent.go:200:3", "the loop's one sink", "", "exec.go:38:9 exec.go:40:10 agent.go:120:4"}}
	require.Equal(t, 0, scoreProject(l, run, false).Found)
	s := scoreProject(l, run, true)
	require.Equal(t, 1, s.Found)
	require.Equal(t, 55, s.Missed[0].Line)
}
