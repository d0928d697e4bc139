package integration

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/suite"
)

// sarifSchema returns the SARIF 2.1.0 JSON schema. The Go module proxy is
// the only registry CI reaches that carries it: gosec keeps a copy among
// its test data.
func sarifSchema(t *testing.T) string {
	t.Helper()
	cmd := command(t, "", nil, "go", "mod", "download", "-json", "github.com/securego/gosec/v2@v2.30.0")
	defer cmd.cancel()
	out, err := cmd.Output()
	require.NoError(t, err, cmd.overdue())
	var mod struct{ Dir string }
	require.NoError(t, json.Unmarshal(out, &mod))
	return filepath.Join(mod.Dir, "report", "sarif", "testdata", "sarif-schema-2.1.0.json")
}

// TestSARIF checks that -sarif output on the bundled example validates
// against the SARIF 2.1.0 schema and carries what code scanning needs.
func TestSARIF(t *testing.T) {
	t.Parallel()
	bin := buildTool(t)
	dir := filepath.Join(repoRoot(t), "examples", "orders")
	mustRun(t, dir, nil, "go", "mod", "download")

	cmd := command(t, dir, nil, bin, "-sarif", "./...")
	defer cmd.cancel()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	require.NoError(t, cmd.Run(), cmd.overdue()+stderr.String())

	schemaFile, err := os.Open(sarifSchema(t))
	require.NoError(t, err)
	defer schemaFile.Close()
	schemaDoc, err := jsonschema.UnmarshalJSON(schemaFile)
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	require.NoError(t, c.AddResource("sarif-schema-2.1.0.json", schemaDoc))
	schema, err := c.Compile("sarif-schema-2.1.0.json")
	require.NoError(t, err)

	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(stdout.Bytes()))
	require.NoError(t, err)
	require.NoError(t, schema.Validate(doc))

	// The validator does reject what is not SARIF 2.1.0.
	broken, err := jsonschema.UnmarshalJSON(bytes.NewReader(bytes.Replace(stdout.Bytes(), []byte(`"version": "2.1.0"`), []byte(`"version": "2.0"`), 1)))
	require.NoError(t, err)
	require.Error(t, schema.Validate(broken))

	type location struct {
		PhysicalLocation struct {
			ArtifactLocation struct{ URI, URIBaseID string }
		}
		Message struct{ Text string }
	}
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Version string
					Rules   []struct{ ID, HelpURI string }
				}
			}
			Results []struct {
				RuleID           string
				Locations        []location
				RelatedLocations []location
				CodeFlows        []struct {
					ThreadFlows []struct {
						Locations []struct{ Location location }
					}
				}
				Fixes []json.RawMessage
			}
		}
	}
	require.NoError(t, json.Unmarshal(stdout.Bytes(), &log))
	require.Len(t, log.Runs, 1)
	run := log.Runs[0]
	require.Len(t, run.Tool.Driver.Rules, len(suite.Disableable()), "a rule per pass and one for the suppression check")
	require.NotEmpty(t, run.Tool.Driver.Version, "the tool's version")
	require.NotEmpty(t, run.Results)
	withFixes, related, severalSources := 0, 0, 0
	for _, r := range run.Results {
		require.NotEmpty(t, r.Locations)
		related += len(r.RelatedLocations)
		// The related locations are the trails of the finding's
		// sources, in order: a code flow each, those of several
		// sources each opened by its number.
		var flowed []location
		for i, cf := range r.CodeFlows {
			require.Len(t, cf.ThreadFlows, 1)
			locs := cf.ThreadFlows[0].Locations
			require.NotEmpty(t, locs)
			if len(r.CodeFlows) > 1 {
				require.True(t, strings.HasPrefix(locs[0].Location.Message.Text, "source "+strconv.Itoa(i+1)+" of "+strconv.Itoa(len(r.CodeFlows))+": "), locs[0].Location.Message.Text)
			}
			for _, l := range locs {
				flowed = append(flowed, l.Location)
			}
		}
		require.Equal(t, r.RelatedLocations, flowed, "the code flows hold the related locations, in order")
		if len(r.CodeFlows) > 1 {
			severalSources++
		}
		// Every location, related ones included, is relative to the
		// source root (the repository), as code scanning resolves them.
		for _, loc := range append(r.Locations, r.RelatedLocations...) {
			a := loc.PhysicalLocation.ArtifactLocation
			require.Equal(t, "%SRCROOT%", a.URIBaseID, a.URI)
			require.False(t, filepath.IsAbs(a.URI), a.URI)
			require.True(t, strings.HasPrefix(a.URI, "examples/orders/"), "relative to the repository root: %s", a.URI)
		}
		if len(r.Fixes) > 0 {
			withFixes++
		}
	}
	require.NotZero(t, withFixes, "fixes are carried into SARIF")
	require.NotZero(t, related, "related locations are carried into SARIF")
	require.NotZero(t, severalSources, "a finding with several sources has a code flow for each")
}
