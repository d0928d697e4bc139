package suite_test

import (
	"io/fs"
	"os"
	"os/exec"
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
var frameworks = []string{"anthropic", "openai", "goopenai", "langchaingo", "eino", "genkit", "adk", "genai", "fantasy", "mcpgolang", "gomcp", "foxy", "anthropicv1", "openaiv2", "openaiv1", "adkv2", "eino09"}

// TestFrameworkStubs runs every pass over the fixtures of each framework,
// compiled against the stubs under testdata/src/<import path>.
func TestFrameworkStubs(t *testing.T) {
	testdata := testutil.Testdata()
	for _, fw := range frameworks {
		t.Run(fw, func(t *testing.T) {
			pkgs := frameworkFixtures(t, filepath.Join(testdata, "src"), fw)
			analysistest.Run(t, testdata, testutil.Combined(config.Default()), pkgs...)
		})
	}
}

// TestRealFrameworkModules runs every pass over the same fixtures built
// against the real framework modules, so that the stubs cannot drift from
// what users compile against. testdata/realmod-<fw> holds only a go.mod
// (module "frameworks", so that the fixtures keep their import paths) and
// its go.sum; the test copies the fixtures next to them and expects the
// findings the stubs give. Each framework has a module of its own: some
// do not build together (genkit v1.4.0 and anthropic v2.15.0), and eino
// v0.7.36 needs a newer sonic under Go 1.26.
func TestRealFrameworkModules(t *testing.T) {
	testdata := testutil.Testdata()
	for _, fw := range frameworks {
		t.Run(fw, func(t *testing.T) {
			dir := t.TempDir()
			mod := filepath.Join(testdata, "realmod-"+fw)
			copyTree(t, mod, dir)
			// The module is "frameworks": its directory fw holds the
			// packages frameworks/fw/..., as under testdata/src.
			copyTree(t, filepath.Join(testdata, "src", "frameworks", fw), filepath.Join(dir, fw))
			// analysistest loads with GOPROXY=off: fetch the modules first.
			download := exec.Command("go", "mod", "download")
			download.Dir = dir
			out, err := download.CombinedOutput()
			require.NoError(t, err, "go mod download in %s: %s", mod, out)
			analysistest.Run(t, dir, testutil.Combined(config.Default()), "./...")
		})
	}
}

// copyTree copies the regular files under src to dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
	require.NoError(t, err)
}
