package timeline

import (
	"bytes"
	"go/types"
	"runtime/trace"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestRegion checks that a region is in the trace under its phase and
// package, and that marking outside a trace does nothing.
func TestRegion(t *testing.T) {
	pkg := types.NewPackage("example.com/tools", "tools")
	Region("core sinks", pkg)() // no trace: a no-op

	var buf bytes.Buffer
	require.NoError(t, trace.Start(&buf))
	Region("core sinks", pkg)()
	trace.Stop()
	require.Contains(t, buf.String(), "core sinks example.com/tools")
}
