package overreach_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/overreach"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestOverreach(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), overreach.Analyzer, "overreach/tools")
}

// TestUserPhrases checks that the configuration's phrases (the
// overreach-phrases key) and the -phrases flag both add to the table:
// a word and a flag of the module's own.
func TestUserPhrases(t *testing.T) {
	opts := config.Default()
	opts.OverreachPhrases = []string{"unseal_all"}
	a := overreach.New(core.New(opts), opts)
	if err := a.Flags.Set("phrases", "--break-glass"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testutil.Testdata(), a, "overreach/custom")
}
