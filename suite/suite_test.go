package suite_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestRealFrameworks runs every pass on a module that requires the real
// go-sdk v1.8.0 and mcp-go v1.2.1, so the stubs the other tests use
// cannot drift from the APIs users compile against.
func TestRealFrameworks(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "testdata", "realmod"))
	require.NoError(t, err)
	// analysistest loads with GOPROXY=off: fetch the modules first.
	download := exec.Command("go", "mod", "download")
	download.Dir = dir
	out, err := download.CombinedOutput()
	require.NoError(t, err, "go mod download in %s: %s", dir, out)

	analysistest.Run(t, dir, testutil.Combined(config.Default()), "./...")
}

// TestProtocolOwnership runs every pass over handlers whose returned
// errors leave as JSON-RPC protocol errors, beside the same texts handed
// to the model as tool results: a protocol error's return draws
// protocolerr's finding alone.
func TestProtocolOwnership(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), testutil.Combined(config.Default()), "protocolerr/owned", "protocolerr/wrapper/...")
}

// TestIgnores checks that suppression comments naming no pass, and those
// that suppress nothing or are not written as one (a space after //),
// are reported, and working ones are not.
func TestIgnores(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), testutil.Combined(config.Default()), "ignores", "ignores/malformed")
}

// lenient is an analysistest.Testing that ignores unmet expectations:
// the test checks the diagnostics itself.
type lenient struct{}

func (lenient) Errorf(string, ...any) {}

// TestIgnoresChosen checks that with passes left out, the check of
// suppression comments judges only the comments of those that run:
// "ignore all" may be used by a pass left out, so it is left alone.
func TestIgnoresChosen(t *testing.T) {
	for _, choose := range []func(*config.Options){
		func(o *config.Options) { o.Disable = []string{"rawerr"} },
		func(o *config.Options) { o.Enable = []string{"iserror", "ignores"} },
	} {
		opts := config.Default()
		choose(opts)
		var msgs []string
		for _, r := range analysistest.Run(lenient{}, testutil.Testdata(), testutil.Combined(opts), "ignores") {
			for _, d := range r.Diagnostics {
				if strings.HasPrefix(d.Message, "ignores:") {
					msgs = append(msgs, d.Message)
				}
			}
		}
		require.Len(t, msgs, 1, "enable %v disable %v: %v", opts.Enable, opts.Disable, msgs)
		require.Contains(t, msgs[0], `names no pass "rawer"`)
	}
}

// TestExclude checks that the passes drop findings in files an
// exclusion names, for the passes it names only.
func TestExclude(t *testing.T) {
	count := func(opts *config.Options) map[string]int {
		n := map[string]int{}
		for _, r := range analysistest.Run(lenient{}, testutil.Testdata(), testutil.Combined(opts), "ignores") {
			for _, d := range r.Diagnostics {
				pass, _, _ := strings.Cut(d.Message, ":")
				n[pass]++
			}
		}
		return n
	}
	before := count(config.Default())
	require.Equal(t, 1, before["rawerr"])
	require.Equal(t, 2, before["ignores"])

	opts := config.Default()
	opts.Exclude = []config.Exclusion{{Path: "**/ignores/*.go", Passes: []string{"rawerr"}}}
	after := count(opts)
	require.Zero(t, after["rawerr"])
	require.Equal(t, 2, after["ignores"])
}
