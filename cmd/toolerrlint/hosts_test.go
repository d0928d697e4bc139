package main_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/require"
)

// wiredFixture holds genkit tools in one package, genkit's MCP plugin
// serving them in another, and a command wiring the two
// (testdata/src/frameworks/genkit/wired).
const wiredFixture = "frameworks/genkit/wired/"

// TestHostAcrossPackages checks that a host built in one package serves
// the tools of another. Standalone, the command loads the packages
// together and gives the tools' package the host a package wiring both
// reaches: the returns marked in wired/tools are reported, and wired/other,
// which nothing wiring the host imports, has none. go vet analyzes the
// tools' package alone and reports nothing there, unless
// -toolerrcore.hosts names the host, for every package.
func TestHostAcrossPackages(t *testing.T) {
	bin := buildTool(t)
	run := func(name string, args ...string) []string {
		var got []string
		for _, d := range jsonDiagnostics(t, fixtureOutput(t, name, append(args, "-json", wiredFixture+"...")...)) {
			got = append(got, d.pass+" at "+lineMarker(t, d.Posn))
		}
		sort.Strings(got)
		return got
	}
	require.Equal(t, []string{"rawerr at raw", "retryable at required"}, run(bin), "standalone")
	require.Empty(t, run("go", "vet", "-vettool="+bin), "go vet")
	vetHosted := run("go", "vet", "-vettool="+bin, "-toolerrcore.hosts=github.com/firebase/genkit/go/plugins/mcp.NewMCPServer")
	require.Contains(t, vetHosted, "rawerr at raw", "go vet with the host named")
}
