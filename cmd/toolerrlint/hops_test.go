package main_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
)

// TestHops checks that findings point, in order, at each place the text
// passed on its way to the model (testdata/src/rawerr/hops: a wrap in a
// helper of another package, the call returning it, a wrap in the
// handler, the sink of the module's adapter, the statement of a helper
// forming the tool's text from the error it is given). The standalone command
// shares one FileSet and its Facts in memory, so it knows the hops
// inside the helper's package; go vet analyses each package in a
// process of its own, so its trail starts at the call in the handler's
// package. The messages are the same.
func TestHops(t *testing.T) {
	bin := buildTool(t)
	src, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src"))
	require.NoError(t, err)
	run := func(name string, args ...string) map[string][]string {
		cmd := exec.Command(name, append(args, "-json", "rawerr/hops/...")...)
		cmd.Dir, cmd.Env = src, append(os.Environ(), "GO111MODULE=off", "GOPATH="+filepath.Dir(src))
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.False(t, err != nil && !errors.As(err, &exit), "%v\n%s", err, out)
		return trails(t, out)
	}
	require.Equal(t, map[string][]string{
		"get_order": {
			"source: the error comes from os.ReadFile",
			"storewrap: wrapped here by fmt.Errorf",
			"handlercall: returned here by store.Order",
			"handlerwrap: wrapped here by errors.Join",
		},
		"cancel_order": {
			"source: the error comes from os.ReadFile",
			"storewrap: wrapped here by fmt.Errorf",
			"cancelcall: returned here by store.Order",
			"helpersink: formed into the tool's text here by results.Failure",
		},
		"lookup": {
			"source: the error comes from os.ReadFile",
			"storewrap: wrapped here by fmt.Errorf",
			"lookupcall: returned here by store.Order",
			"adaptersink: reaches the model here through hops.Wrap",
		},
	}, run(bin), "standalone")
	require.Equal(t, map[string][]string{
		"get_order": {
			"handlercall: the error comes from os.ReadFile",
			"handlerwrap: wrapped here by errors.Join",
		},
		"cancel_order": {
			"cancelcall: the error comes from os.ReadFile",
		},
		"lookup": {
			"lookupcall: the error comes from os.ReadFile",
			"adaptersink: reaches the model here through hops.Wrap",
		},
	}, run("go", "vet", "-vettool="+bin), "go vet")
}

// trails reads -json output (the command's one object, or go vet's
// objects between "#" lines) and returns, by tool, each finding's
// related information as "marker: message".
func trails(t *testing.T, out []byte) map[string][]string {
	got := map[string][]string{}
	for _, d := range jsonDiagnostics(t, out) {
		if d.pass != "rawerr" {
			continue
		}
		tool := strings.Fields(strings.TrimPrefix(strings.TrimPrefix(d.Message, "tool handler "), "tool "))[0]
		for _, r := range d.Related {
			got[tool] = append(got[tool], lineMarker(t, r.Posn)+": "+r.Message)
		}
	}
	return got
}

// jsonDiagnostic is a finding in -json output.
type jsonDiagnostic struct {
	pass    string
	Posn    string
	Message string
	Related []struct{ Posn, Message string }
}

// jsonDiagnostics reads -json output: the command's one object, or go
// vet's objects between "#" lines.
func jsonDiagnostics(t *testing.T, out []byte) []jsonDiagnostic {
	var text bytes.Buffer
	for _, line := range strings.SplitAfter(string(out), "\n") {
		if !strings.HasPrefix(line, "#") {
			text.WriteString(line)
		}
	}
	var got []jsonDiagnostic
	dec := json.NewDecoder(&text)
	for {
		var byPkg map[string]map[string][]jsonDiagnostic
		err := dec.Decode(&byPkg)
		if err == io.EOF {
			return got
		}
		require.NoError(t, err, "%s", out)
		for _, byPass := range byPkg {
			for pass, ds := range byPass {
				for _, d := range ds {
					// Under go vet the message ends with the pass's name,
					// as text output needs it; the key says it here.
					d.pass, d.Message = pass, strings.TrimSuffix(d.Message, " ["+pass+"]")
					got = append(got, d)
				}
			}
		}
	}
}

// lineMarker returns the name the marker comment gives the line of a
// "file:line:col" position.
func lineMarker(t *testing.T, posn string) string {
	parts := strings.Split(posn, ":")
	require.Len(t, parts, 3, posn)
	line, err := strconv.Atoi(parts[1])
	require.NoError(t, err)
	m, err := testutil.LineMarker(parts[0], line)
	require.NoError(t, err)
	require.NotEmpty(t, m, "%s has no marker", posn)
	return m
}
