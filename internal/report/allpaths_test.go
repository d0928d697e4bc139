package report_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestAllPaths checks the related positions of findings whose sink has
// several foreign sources (testdata/src/allpaths: a recursive directory
// walker, a helper failing on the request, the transport, the body and
// its decoding, a helper whose named error result is assigned on each
// step): the trail of every source, the named one first, each from
// where it fails through each wrap and each helper's return to the sink,
// in rawerr's, interp's and protocolerr's findings alike. A sink with
// one source has its trail alone. analysistest checks the messages; the
// related positions are read off the diagnostics it returns, by the
// marker comments of their lines.
func TestAllPaths(t *testing.T) {
	results := analysistest.Run(t, testutil.Testdata(), testutil.Combined(config.Default()), "allpaths")
	require.Len(t, results, 1)
	res := results[0]
	got := map[string][]string{}
	for _, d := range res.Diagnostics {
		_, msg, _ := strings.Cut(d.Message, ": ") // the pass's name
		tool := strings.Fields(strings.TrimPrefix(msg, "tool "))[0]
		for _, r := range d.Related {
			p := res.Pass.Fset.Position(r.Pos)
			m, err := testutil.LineMarker(p.Filename, p.Line)
			require.NoError(t, err)
			require.NotEmpty(t, m, "%s has no marker", p)
			got[tool] = append(got[tool], m+": "+r.Message)
		}
	}
	require.Equal(t, map[string][]string{
		"tree_size": {
			"stat: source 1 of 2: the error comes from os.Stat",
			"walkcall: returned here by allpaths.walk",
			"readdir: source 2 of 2: the error comes from os.ReadDir",
			"walkcall: returned here by allpaths.walk",
		},
		"get_issue": {
			"read: source 1 of 4: the error comes from io.ReadAll",
			"fetchcall: returned here by allpaths.fetch",
			"transport: source 2 of 4: the error comes from (*net/http.Client).Do",
			"transportwrap: wrapped here by fmt.Errorf",
			"fetchcall: returned here by allpaths.fetch",
			"request: source 3 of 4: the error comes from net/http.NewRequestWithContext",
			"fetchcall: returned here by allpaths.fetch",
			"decode: source 4 of 4: the error comes from encoding/json.Unmarshal",
			"fetchcall: returned here by allpaths.fetch",
		},
		"copy_note": {
			"copyread: source 1 of 2: the error comes from os.ReadFile",
			"copyreadwrap: wrapped here by fmt.Errorf",
			"copycall: returned here by allpaths.copyNote",
			"copycreate: source 2 of 2: the error comes from os.Create",
			"copycreatewrap: wrapped here by fmt.Errorf",
			"copycall: returned here by allpaths.copyNote",
		},
		"tree_size_or_fail": {
			"stat: source 1 of 2: the error comes from os.Stat (through allpaths.walk)",
			"failcall: returned here by allpaths.walk",
			"readdir: source 2 of 2: the error comes from os.ReadDir (through allpaths.walk)",
			"failcall: returned here by allpaths.walk",
		},
		"read_note": {
			"readfile: the error comes from os.ReadFile",
		},
	}, got)
}
