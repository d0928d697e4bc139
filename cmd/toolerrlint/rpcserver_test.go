package main_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

// rpcServerFixture is a server written without a framework, its tools
// in a package of their own (testdata/src/protocolerr/rpcserver).
const rpcServerFixture = "protocolerr/rpcserver/"

// TestRPCServer checks where the findings on a hand-written JSON-RPC
// server's tools point. Standalone, each return of a tool whose error
// the server sends as a JSON-RPC error is reported where it is written
// (protocolerr at every one, the word passes where the text is foreign);
// the echo tool, which never fails, and the server's own errors (an
// unknown method or tool) are not. Under go vet the tools' returns are
// not known in the server's package, and the findings stay at the
// server's reply, once per tool.
func TestRPCServer(t *testing.T) {
	bin := buildTool(t)
	run := func(name string, args ...string) []string {
		var got []string
		for _, d := range jsonDiagnostics(t, fixtureOutput(t, name, append(args, "-json", rpcServerFixture+"...")...)) {
			got = append(got, d.pass+" at "+lineMarker(t, d.Posn))
		}
		sort.Strings(got)
		return got
	}
	require.Equal(t, []string{
		"interp at wrapped",
		"protocolerr at raw", "protocolerr at required", "protocolerr at wrapped",
		"rawerr at raw",
	}, run(bin), "standalone")
	require.Equal(t, []string{"protocolerr at reply", "rawerr at reply"}, run("go", "vet", "-vettool="+bin), "go vet")
}
