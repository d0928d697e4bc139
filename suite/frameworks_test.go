package suite_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/testutil"
	"golang.org/x/tools/go/analysis/analysistest"
)

// frameworkFixtures lists the fixture packages of one framework under
// testdata/src/frameworks/<fw>, as import paths.
func frameworkFixtures(t *testing.T, src, fw string) []string {
	t.Helper()
	var pkgs []string
	root := filepath.Join(src, "frameworks", fw)
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if matches, _ := filepath.Glob(filepath.Join(path, "*.go")); len(matches) > 0 {
			rel, _ := filepath.Rel(src, path)
			pkgs = append(pkgs, filepath.ToSlash(rel))
		}
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, pkgs, "no fixtures under %s", root)
	return pkgs
}

// frameworks are the frameworks with fixtures under
// testdata/src/frameworks and a real-module test directory
// testdata/realmod-<name>.
var frameworks = []string{"anthropic"}

// TestFrameworkStubs runs every pass over the fixtures of each framework,
// compiled against the stubs under testdata/src/<import path>.
func TestFrameworkStubs(t *testing.T) {
	testdata, err := filepath.Abs(filepath.Join("..", "testdata"))
	require.NoError(t, err)
	for _, fw := range frameworks {
		t.Run(fw, func(t *testing.T) {
			pkgs := frameworkFixtures(t, filepath.Join(testdata, "src"), fw)
			analysistest.Run(t, testdata, testutil.Combined(config.Default()), pkgs...)
		})
	}
}
