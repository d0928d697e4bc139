package traceback_test

import (
	"os"
	"testing"

	"github.com/toolerrlint/toolerrlint/passes/traceback"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestExp(t *testing.T) {
	analysistest.Run(t, "/tmp/exp", traceback.Analyzer, os.Getenv("EXP"))
}
