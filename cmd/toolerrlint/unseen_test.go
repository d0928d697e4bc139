package main_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The lines testdata/unseen gives in the report of what toolerrlint
// could not see.
const (
	unseenNoHandler = "toolerrlint: untabled hands tools to github.com/localrivet/gomcp, but toolerrlint found no tool handler in it (the tables know no version of github.com/localrivet/gomcp): mark its handlers //toolerrlint:handler, or file the framework"
	unseenNoSink    = "toolerrlint: nosink hands tools to github.com/localrivet/gomcp, and toolerrlint found 1 tool handler in it but no text it hands the model (the tables know no version of github.com/localrivet/gomcp): file how the framework shows their results"
	unseenRun       = "toolerrlint: no tool handler was found in this run, though 1 package imports agent frameworks, MCP SDKs or model API SDKs: nothing was checked, so no finding is no clean bill of health"
	unseenOwnProto  = "toolerrlint: no tool handler was found in this run, and no package imports agent frameworks, MCP SDKs or model API SDKs: nothing was checked, so no finding is no clean bill of health; handlers were expected behind ownproto: the func values of the map ownproto.Server.toolHandlers, which the package's own answer to MCP's tools/call calls by tool name (mark them //toolerrlint:handler)"
	unseenExpected  = "toolerrlint: no tool handler was found in this run, though 2 packages import agent frameworks, MCP SDKs or model API SDKs: nothing was checked, so no finding is no clean bill of health; handlers were expected behind anytable: RegisterTool's handler taken from field anytable.Entry.Handler of type any; owntool: the tool interface owntool.LocalTool the module declares, implemented by 1 type of owntool (mark them //toolerrlint:handler)"
)

// TestUnseen checks the report of what the analysis could not see on
// testdata/unseen, whose packages hand tools to a framework the tables
// do not know: untabled with no handler found, nosink with a marked
// handler whose text the tables cannot see, and marked, whose marked
// handler gives a finding (no line); anytable registers handlers from a
// field of type any and owntool implements a tool interface of its own,
// which a run finding no handler names; ownproto answers MCP's
// tools/call itself from a map of func values, with no framework, which
// such a run names too, and toolbox keeps a map of func values but
// answers no MCP, which it does not. The report goes to standard error
// of the text output and -summary, into -json -summary, never onto
// standard output of -json, and go vet prints none of it.
func TestUnseen(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("testdata", "unseen"))
	require.NoError(t, err)
	dir := copyDir(t, src)

	r := runIn(t, dir, nil, bin, "./...")
	require.Equal(t, 3, r.code, r.out)
	require.Equal(t, []string{unseenNoSink, unseenNoHandler}, lines(r.stderr), "one line per package not seen, by package; no run line: marked has a handler")
	require.NotContains(t, r.stdout, "toolerrlint:", "standard output holds the findings alone")

	r = runIn(t, dir, nil, bin, "./untabled/...")
	require.Equal(t, 0, r.code, r.out)
	require.Equal(t, []string{unseenNoHandler, unseenRun}, lines(r.stderr), "a run that found no handler says so")

	r = runIn(t, dir, nil, bin, "./anytable/...", "./owntool/...")
	require.Equal(t, 0, r.code, r.out)
	require.Equal(t, []string{unseenExpected}, lines(r.stderr), "a run that found no handler names what it expected them behind")

	r = runIn(t, dir, nil, bin, "./ownproto/...", "./toolbox/...")
	require.Equal(t, 0, r.code, r.out)
	require.Equal(t, []string{unseenOwnProto}, lines(r.stderr), "a run importing no framework names the handler map of a package answering MCP itself")

	r = runIn(t, dir, nil, bin, "./toolbox/...")
	require.Equal(t, 0, r.code, r.out)
	require.Empty(t, lines(r.stderr), "a map of func values answering no MCP is no tool table")

	r = runIn(t, dir, nil, bin, "-summary", "./...")
	require.Contains(t, r.stderr, unseenNoHandler+"\n")
	require.Contains(t, r.stderr, unseenNoSink+"\n")

	r = runIn(t, dir, nil, bin, "-json", "-summary", "./...")
	var plan struct{ Unseen []string }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &plan), r.stdout)
	require.Equal(t, []string{strings.TrimPrefix(unseenNoSink, "toolerrlint: "), strings.TrimPrefix(unseenNoHandler, "toolerrlint: ")}, plan.Unseen)

	r = runIn(t, dir, nil, bin, "-json", "./...")
	require.True(t, json.Valid([]byte(r.stdout)), r.stdout)
	require.NotContains(t, r.stdout, "hands tools to", "plain -json carries findings only")

	r = runIn(t, dir, nil, "go", "vet", "-vettool="+bin, "./...")
	require.NotContains(t, r.out, "hands tools to", "go vet reports findings only")
	require.NotContains(t, r.out, "no tool handler was found")
}

// lines returns the non-empty lines of s.
func lines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

// TestUnseenOwnLibrary checks that a module whose path lies under a
// framework's module root (testdata/ownlib, under github.com/localrivet/gomcp,
// as eino-ext's tool libraries lie under github.com/cloudwego/eino-ext)
// is not taken for the framework: a package handing a function to the
// library's own NewTool imports no framework, and the run says nothing
// was missed.
func TestUnseenOwnLibrary(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("testdata", "ownlib"))
	require.NoError(t, err)
	r := runIn(t, copyDir(t, src), nil, bin, "./...")
	require.Equal(t, 0, r.code, r.out)
	require.Empty(t, lines(r.stderr), "the module's own packages are no framework's")
}
