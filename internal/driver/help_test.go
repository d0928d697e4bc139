package driver

import (
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"
)

// TestVersion checks what -V prints of each kind of build: a release,
// a build from a clean clone, from a modified one, one whose build
// information has a revision but no module version, and one with
// neither, which says devel and nothing else.
func TestVersion(t *testing.T) {
	rev := []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: "e5148d828a2b098ccd6a0080458e8f97fb48f66a"}, {Key: "vcs.modified", Value: "false"}}
	modified := append(rev[:2:2], debug.BuildSetting{Key: "vcs.modified", Value: "true"})
	for _, c := range []struct {
		version  string
		settings []debug.BuildSetting
		want     string
		clean    bool
	}{
		{"v1.2.0", nil, "v1.2.0", true},
		{"v0.0.0-20261201023838-e5148d828a2b", rev, "v0.0.0-20261201023838-e5148d828a2b (revision e5148d828a2b)", true},
		{"v0.0.0-20261201023838-e5148d828a2b+dirty", modified, "v0.0.0-20261201023838-e5148d828a2b+dirty (revision e5148d828a2b, modified)", false},
		{"(devel)", modified, "devel (revision e5148d828a2b, modified)", false},
		{"(devel)", nil, "devel", false},
	} {
		info := &debug.BuildInfo{Main: debug.Module{Version: c.version}, Settings: c.settings}
		v, clean := versionOf(info)
		require.Equal(t, c.want, v, c.version)
		require.Equal(t, c.clean, clean, c.version)
	}
}

// TestHelpColumns checks that help lists the passes' documentation in
// one column, however long the longest name.
func TestHelpColumns(t *testing.T) {
	var out strings.Builder
	require.Equal(t, exitClean, help(&out, []*analysis.Analyzer{
		{Name: "short", Doc: "short: says a"},
		{Name: "protocolerr", Doc: "protocolerr: says b\nmore"},
	}, nil))
	require.Contains(t, out.String(), "\n  short        says a\n  protocolerr  says b\n")
}
