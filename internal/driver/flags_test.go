package driver

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
)

// freshAnalyzers returns the command's analyzers, built for the test:
// parsing sets their flags.
func freshAnalyzers() []*analysis.Analyzer {
	passes := suite.Analyzers(config.Default())
	return append([]*analysis.Analyzer{passes[0].Requires[0]}, passes...)
}

// A pass's -NAME flag records it as turned on or off, the last of two
// counting; the analyzers' flags are kept, by name, to be set on the
// analyzers built for each configuration file.
func TestPassFlags(t *testing.T) {
	o, code := parseFlags(freshAnalyzers(), []string{"-rawerr", "-interp=true", "-interp=false", "-retryable=0", "-trusted=a.F", "-rawerr.strict", "-ignores", "./..."})
	require.Equal(t, exitClean, code)
	require.Equal(t, []string{"rawerr", "ignores"}, o.on)
	require.Equal(t, []string{"interp", "retryable"}, o.off)
	require.Equal(t, []setting{{"rawerr.strict", "true"}, {"trusted", "a.F"}}, o.given)

	_, code = parseFlags(freshAnalyzers(), []string{"-rawerr=maybe", "./..."})
	require.Equal(t, exitUsage, code)
	_, code = parseFlags(freshAnalyzers(), []string{"-trusted=a b.F", "./..."})
	require.Equal(t, exitError, code)
}

// The analyzers built for a configuration take the command line's flags
// over the file's settings.
func TestBuildOverrides(t *testing.T) {
	o, code := parseFlags(freshAnalyzers(), []string{"-retryable", "-iserror", "-retryable.strict", "-toolerrcore.module=example.com/x", "./..."})
	require.Equal(t, exitClean, code)
	_, analyzers, err := o.build("")
	require.NoError(t, err)
	require.Len(t, analyzers, 2)
	require.Equal(t, "retryable", analyzers[0].Name)
	require.Equal(t, "true", analyzers[0].Flags.Lookup("strict").Value.String())
	require.Equal(t, "false", analyzers[1].Flags.Lookup("strict").Value.String())
	g := &group{analyzers: analyzers}
	require.Equal(t, []string{"example.com/x"}, g.ownedPrefixes())
}

// An analyzer other than suite's passes (tools/bench's no-op floor) runs
// as given, with its flags: were suite's passes built instead, the floor
// would measure toolerrlint against itself.
func TestBuildForeignAnalyzer(t *testing.T) {
	var module string
	noop := &analysis.Analyzer{Name: "noop", Doc: "does nothing", Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	noop.Flags.StringVar(&module, "module", "", "owned prefixes")
	o, code := parseFlags([]*analysis.Analyzer{noop}, []string{"-noop.module=example.com/x", "./..."})
	require.Equal(t, exitClean, code)
	_, analyzers, err := o.build("")
	require.NoError(t, err)
	require.Equal(t, []*analysis.Analyzer{noop}, analyzers)
	require.Equal(t, "example.com/x", module)
}
