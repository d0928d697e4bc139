package report_test

import (
	"path/filepath"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestGenerated checks that findings in generated files are dropped
// while the files are still analysed: the helper toolgen writes in
// testdata/src/generated/gen carries its summary to the hand-written
// handlers of its own package and, as a fact, of another package; the
// generated handler's own finding is not reported.
func TestGenerated(t *testing.T) {
	testdata, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, testutil.Combined(config.Default()), "generated/...")
}
