package protocolerr_test

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"github.com/toolerrlint/toolerrlint/passes/protocolerr"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestProtocolerr(t *testing.T) {
	analysistest.Run(t, testutil.Testdata(), protocolerr.Analyzer, "protocolerr/mcpgo", "protocolerr/gosdk")
}

// Each finding offers two fixes, for a human to choose between; the
// golden files hold the result of each.
func TestFixes(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testutil.Testdata(), protocolerr.Analyzer, "protocolerr/fixes")
}
