package main_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// fixtureOutput runs name with args in testdata/src in GOPATH mode, as
// the fixtures are laid out, and returns its output: exiting with
// findings is no failure, any other error is.
func fixtureOutput(t *testing.T, name string, args ...string) []byte {
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Env = src, append(os.Environ(), "GO111MODULE=off", "GOPATH="+filepath.Dir(src))
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	require.False(t, err != nil && !errors.As(err, &exit), "%v\n%s", err, out)
	return out
}

// entriesFixture holds handlers that a package importing theirs shows
// through a tool table (testdata/src/interp/entries). The standalone
// command and go vet report them at different places on purpose, so
// TestFixturesStandaloneAndVet leaves this fixture to TestEntries.
const entriesFixture = "interp/entries/"

// crossPackageFixtures are the fixtures whose handlers a package
// importing theirs shows: the entries fixture's tool table, a
// hand-written agent loop over a tool interface of the module's own, and
// a hand-written JSON-RPC server (TestRPCServer), genkit tools that a
// package of their own serves (TestHostAcrossPackages), and tools whose
// errors' class the adapter tests (TestChainKeptAcrossPackages).
var crossPackageFixtures = []string{entriesFixture, chainedFixture, "frameworks/anthropic/toolloop/", rpcServerFixture, wiredFixture}

// TestEntries checks where findings point when an adapter shows the
// handlers that another package stores in a tool table. Standalone, the
// command shares its Facts in memory and knows where the handlers
// return their texts: each finding points at the return statement where
// the foreign text enters the module's text, with the source, the wraps
// and the adapter's sink as related positions. go vet analyses each
// package in a process of its own: the findings stay at the adapter's
// sink, one per handler, each naming its handler. Module-own text and a
// table no adapter shows give nothing; a suppression comment at a
// handler's return statement holds back the command's finding there.
func TestEntries(t *testing.T) {
	bin := buildTool(t)
	output := func(name string, args ...string) []byte {
		return fixtureOutput(t, name, append(args, "-json", entriesFixture+"...")...)
	}
	// Findings from several packages' files, listed under the adapter's
	// package, in the same order every run.
	require.Equal(t, string(output(bin)), string(output(bin)), "-json is deterministic")
	run := func(name string, args ...string) []string {
		out := output(name, args...)
		var got []string
		for _, d := range jsonDiagnostics(t, out) {
			subject, _, _ := strings.Cut(d.Message, " passes ")
			line := d.pass + " at " + lineMarker(t, d.Posn) + ": " + subject
			for _, r := range d.Related {
				line += "; " + lineMarker(t, r.Posn) + ": " + r.Message
			}
			got = append(got, line)
		}
		sort.Strings(got)
		return got
	}
	require.Equal(t, []string{
		"interp at listentry: tool pods_list; listsource: the error comes from os.ReadDir; listentry: wrapped here by fmt.Errorf; adaptersink: reaches the model here through adapter.adapt",
		"rawerr at getentry: tool pods_get; getsource: the error comes from os.ReadFile; adaptersink: reaches the model here through adapter.adapt",
	}, run(bin), "standalone")
	// The suppression comment at podsLog's return holds its finding back
	// where the command reports it; under go vet, it is at the adapter.
	require.Equal(t, []string{
		"ignores at ignore: //toolerrlint:ignore rawerr suppresses nothing: no finding of it on this line or the next; remove the comment",
		"interp at adaptersink: tool pods_list (handler pods.podsList); handlercall: the error comes from os.ReadDir",
		"rawerr at adaptersink: tool pods_get (handler pods.podsGet); handlercall: the error comes from os.ReadFile",
		"rawerr at adaptersink: tool pods_log (handler pods.podsLog); handlercall: the error comes from os.ReadFile",
	}, run("go", "vet", "-vettool="+bin), "go vet")
}

// TestLoopEntryFlags checks that a hand-written loop copying the error
// flag from what a tool returned (res.IsError) flags each of the tool's
// return statements by what it sets there: the command reports the
// retryable finding at the return of a flagged failure in the tool's own
// words (@emptyfailed), and nothing at returns of unflagged answers
// (@exists, @fine). Under go vet a tool's returns are not known to the
// loop's package, and its flag stays unknown.
func TestLoopEntryFlags(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	cmd := exec.Command(bin, "-json", "frameworks/anthropic/toolloop/...")
	cmd.Dir, cmd.Env = src, append(os.Environ(), "GO111MODULE=off", "GOPATH="+filepath.Dir(src))
	out, err := cmd.Output() // stderr holds the unseen-handler note
	var exit *exec.ExitError
	require.False(t, err != nil && !errors.As(err, &exit), "%v\n%s", err, out)
	var got []string
	for _, d := range jsonDiagnostics(t, out) {
		if strings.Contains(d.Posn, "tools.go") && strings.Contains(d.Message, "Check") {
			got = append(got, d.pass+" at "+lineMarker(t, d.Posn))
		}
	}
	sort.Strings(got)
	require.Equal(t, []string{"interp at statfailed", "retryable at emptyfailed"}, got)
}
