package baseline

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestRoundTrip(t *testing.T) {
	before := []Finding{
		{Pass: "rawerr", File: "tools/a.go", Function: "getOrder", Message: "tool get_order returns ...", Offset: 100},
		{Pass: "retryable", File: "tools/a.go", Function: "getOrder", Message: "no retry decision", Offset: 200},
		{Pass: "retryable", File: "tools/a.go", Function: "getOrder", Message: "no retry decision", Offset: 300},
		{Pass: "interp", File: "tools/b.go", Function: "(*Server).list", Message: "interpolated", Offset: 50},
	}
	path := filepath.Join(t.TempDir(), "baseline.json")
	require.NoError(t, Write(path, before))
	recorded, err := Read(path)
	require.NoError(t, err)
	require.Len(t, recorded, 4)

	// Lines moved (offsets shifted), the findings listed in another
	// order, and one new finding: a third "no retry decision" after the
	// two recorded in getOrder, and one in a new function.
	after := []Finding{
		{Pass: "interp", File: "tools/b.go", Function: "(*Server).list", Message: "interpolated", Offset: 950},
		{Pass: "retryable", File: "tools/a.go", Function: "getOrder", Message: "no retry decision", Offset: 1300},
		{Pass: "rawerr", File: "tools/a.go", Function: "getOrder", Message: "tool get_order returns ...", Offset: 1100},
		{Pass: "retryable", File: "tools/a.go", Function: "getOrder", Message: "no retry decision", Offset: 1200},
		{Pass: "retryable", File: "tools/a.go", Function: "getOrder", Message: "no retry decision", Offset: 1400},
		{Pass: "rawerr", File: "tools/a.go", Function: "listOrders", Message: "tool get_order returns ...", Offset: 10},
	}
	require.Equal(t, []bool{false, false, false, false, true, true}, New(after, recorded))

	// The same findings written again give the same bytes: sorted, stable.
	first, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, Write(path, []Finding{before[3], before[2], before[0], before[1]}))
	again, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, string(first), string(again))
	require.True(t, strings.Index(string(first), "tools/a.go") < strings.Index(string(first), "tools/b.go"))
}

func TestPositionsLeaveMessages(t *testing.T) {
	a := Entries([]Finding{{Pass: "p", File: "f.go", Message: "see x/y.go:12:3 for the handler"}})
	b := Entries([]Finding{{Pass: "p", File: "f.go", Message: "see x/y.go:40:1 for the handler"}})
	require.Equal(t, a, b)
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	_, err := Read(filepath.Join(dir, "missing.json"))
	require.Error(t, err)
	bad := filepath.Join(dir, "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"version": 7, "findings": []}`), 0o644))
	_, err = Read(bad)
	require.ErrorContains(t, err, "baseline version 7")
}
