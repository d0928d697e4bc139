package rawerr_test

import (
	"path/filepath"
	"testing"

	"github.com/toolerrlint/toolerrlint/passes/rawerr"
	"golang.org/x/tools/go/analysis/analysistest"
)

func testdata() string {
	dir, _ := filepath.Abs(filepath.Join("..", "..", "testdata"))
	return dir
}

func TestRawerr(t *testing.T) {
	analysistest.Run(t, testdata(), rawerr.Analyzer, "rawerr/notes", "rawerr/weather", "rawerr/results", "rawerr/weathertool", "rawerr/cmd/notesd")
}
