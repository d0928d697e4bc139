package interp_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/interp"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestInterp(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), interp.Analyzer, "interp/...")
}

// Each finding offers two fixes, for a human to choose between; the
// golden files hold the result of each.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), interp.Analyzer, "interp/fixes", "interp/wholefixes", "interp/adapterfix", "interp/loggedtext", "interp/k8sclasses", "interp/tfeclasses", "interp/githubclasses", "interp/parsehelper", "interp/optionsargs", "interp/switchedcalls", "interp/ownwords", "interp/clientsetup", "interp/commandargs", "interp/chainargs", "interp/foxyargs", "interp/passedargs", "interp/argwords", "interp/partialwrite", "interp/returnedhelper", "interp/lookedup", "interp/openapiclasses", "interp/kindclasses", "interp/siblingneeds", "interp/k8sexec", "interp/fortests/test/echo")
}

// Helpers form the text from the error they are given: the one fix
// edits each helper, for every call (a helper of another package is
// edited only where facts stay in memory: cmd/toolerrlint's
// TestHelperFixAcrossPackages). A printf-style helper's calls are fixed
// where they are.
func TestHelperFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), interp.Analyzer, "interp/helperfix", "interp/helperlogrus", "interp/helpernillog")
}
