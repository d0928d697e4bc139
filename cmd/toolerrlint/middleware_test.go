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

// TestMiddleware checks that the command and go vet, with no flag, judge
// alike the errors of mcp-go handlers added to a server of a package
// importing theirs (testdata/src/middleware): notes' handlers are
// analysed before that package, and cannot see the server. Where its
// middleware turns every error into a result flagged as an error
// holding its text (converting; found as a call returning a literal,
// a literal, or a function passed by name), nothing is reported but the
// return of the module's own words, at the return; where it only logs
// the error (logging), or converts one kind of error (kinds),
// protocolerr reports each tool's other returns at the call building
// the server. -toolerrcore.errors-as-results overrides: naming the
// middleware, notes' errors are tool text through it, reported by
// rawerr and retryable at their returns.
func TestMiddleware(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	runOn := func(vet bool, pkgs []string, flags ...string) []string {
		args := append(append(flags, "-json"), pkgs...)
		name := bin
		if vet {
			name, args = "go", append([]string{"vet", "-vettool=" + bin}, args...)
		}
		cmd := exec.Command(name, args...)
		cmd.Dir, cmd.Env = src, append(os.Environ(), "GO111MODULE=off", "GOPATH="+filepath.Dir(src))
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.False(t, err != nil && !errors.As(err, &exit), "%v\n%s", err, out)
		var got []string
		for _, d := range jsonDiagnostics(t, out) {
			subject, _, _ := strings.Cut(d.Message, ": ")
			got = append(got, d.pass+" at "+lineMarker(t, d.Posn)+": "+subject)
		}
		sort.Strings(got)
		return got
	}
	run := func(server string, vet ...string) []string {
		return runOn(len(vet) > 0, []string{"middleware/notes", "middleware/" + server}, vet...)
	}
	// The module's own words (add_note's) are reported at their return
	// whatever the server does: the fix there answers with them, which
	// a middleware answering every error alike would not.
	ownWords := "protocolerr at addreturn: tool add_note returns an error that mcp-go sends as a JSON-RPC protocol error unless the server's middleware converts it"
	for _, server := range []string{"converting", "literal", "named"} {
		require.Equal(t, []string{ownWords}, run(server), server+", standalone")
		require.Equal(t, []string{ownWords}, runOn(true, []string{"middleware/notes", "middleware/" + server}), server+", go vet")
	}
	for server, marker := range map[string]string{"logging": "logserver", "kinds": "kindserver"} {
		protocol := []string{
			ownWords,
			"protocolerr at " + marker + ": tool read_note returns an error that this server sends as a JSON-RPC protocol error",
		}
		require.Equal(t, protocol, run(server), server+", standalone")
		require.Equal(t, protocol, runOn(true, []string{"middleware/notes", "middleware/" + server}), server+", go vet")
	}
	converted := []string{
		`rawerr at readreturn: tool read_note returns the text of an error from os.ReadFile to the model through converting.errorsAsResults`,
		`retryable at addreturn: tool add_note returns the error "the note needs a title" to the model through converting.errorsAsResults with no retry decision`,
	}
	require.Equal(t, converted, runOn(false, []string{"middleware/notes", "middleware/converting"}, "-toolerrcore.errors-as-results=converting.errorsAsResults"), "standalone with the flag")
	require.Equal(t, converted, run("converting", "-toolerrcore.errors-as-results=converting.errorsAsResults"), "go vet with the flag")

	// Where the handlers' package installs the middleware (inline), or
	// imports the package that does (selfreg, hosted), the analysis
	// finds it: go vet agrees with the command with no flag. An empty
	// flag says there is none, and the handlers' errors are protocol
	// errors again.
	pkgs := []string{"middleware/inline", "middleware/hosted", "middleware/selfreg"}
	found := []string{
		"rawerr at hostedreturn: tool read_hosted returns the text of an error from os.ReadFile to the model through hosted.errorsAsResults",
		"rawerr at inlinereturn: tool read_inline returns the text of an error from os.ReadFile to the model through inline.errorsAsResults",
	}
	require.Equal(t, found, runOn(false, pkgs), "standalone")
	require.Equal(t, found, runOn(true, pkgs), "go vet, no flag")
	require.Equal(t, []string{
		"protocolerr at hostedreturn: tool read_hosted returns an error that the framework sends as a JSON-RPC protocol error",
		"protocolerr at inlinereturn: tool read_inline returns an error that the framework sends as a JSON-RPC protocol error",
	}, runOn(true, pkgs, "-toolerrcore.errors-as-results="), "go vet, an empty flag")
}
