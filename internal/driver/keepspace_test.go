package driver

import (
	"bytes"
	"go/format"
	"testing"

	"github.com/stretchr/testify/require"
)

// untidy is a file its authors do not keep gofmt'd: blanks at line
// ends, a continuation indented by spaces, no newline at the end.
const untidy = "package p\n\nimport \"fmt\"\n\nfunc f(err error) string {\n\tx := 1 \n\treturn fmt.Sprintf(\"%v\", err)\n}\n\nfunc g(a, b bool) bool {\n\treturn a ||\n\t       b\n}"

// TestKeepLayoutKeepsUntouchedLines checks that a fix in an untidy file
// formats the lines it changed and leaves every other line as it was.
func TestKeepLayoutKeepsUntouchedLines(t *testing.T) {
	start := bytes.Index([]byte(untidy), []byte(`fmt.Sprintf("%v", err)`))
	e := edit{start: start, end: start + len(`fmt.Sprintf("%v", err)`), text: `"f failed.   Retry once."`}
	fixed := []byte(untidy[:e.start] + e.text + untidy[e.end:])
	formatted, err := format.Source(fixed)
	require.NoError(t, err)

	got := string(keepLayout([]byte(untidy), formatted, []edit{e}))
	require.Contains(t, got, "\tx := 1 \n", "an untouched line lost its trailing blank")
	require.Contains(t, got, "\treturn a ||\n\t       b\n}", "an untouched continuation was re-indented")
	require.NotContains(t, got, "}\n}\n", "the file gained a newline at its end")
	require.Contains(t, got, "\treturn \"f failed.   Retry once.\"\n")
}

// TestKeepLayoutFormatsTidyFiles checks that a gofmt'd file is
// formatted whole, as gofmt prints it, and that an edit on an untidy
// line formats that line.
func TestKeepLayoutFormatsTidyFiles(t *testing.T) {
	tidy, err := format.Source([]byte(untidy))
	require.NoError(t, err)
	formatted := bytes.Replace(tidy, []byte("x := 1"), []byte("x := 2"), 1)
	require.Equal(t, string(formatted), string(keepLayout(tidy, formatted, nil)))

	start := bytes.Index([]byte(untidy), []byte("1 \n"))
	e := edit{start: start, end: start + 1, text: "2"}
	formatted, err = format.Source([]byte(untidy[:start] + "2" + untidy[start+1:]))
	require.NoError(t, err)
	got := string(keepLayout([]byte(untidy), formatted, []edit{e}))
	require.Contains(t, got, "\tx := 2\n", "the edited line is not formatted")
	require.Contains(t, got, "\t       b\n}", "an untouched continuation was re-indented")
}

// TestLineDiff checks the hunks on small inputs, including the empty
// ones.
func TestLineDiff(t *testing.T) {
	lines := func(s string) []string { return splitLines([]byte(s)) }
	for _, c := range []struct {
		a, b string
		want []hunk
	}{
		{"a\nb\nc\n", "a\nb\nc\n", nil},
		{"a\nb\nc\n", "a\nx\nc\n", []hunk{{1, 2, 1, 2}}},
		{"a\nc\n", "a\nb\nc\n", []hunk{{1, 1, 1, 2}}},
		{"", "a\n", []hunk{{0, 0, 0, 1}}},
		{"a\nb\n", "", []hunk{{0, 2, 0, 0}}},
		{"a\nb\nc\nd\n", "b\nc\ne\n", []hunk{{0, 1, 0, 0}, {3, 4, 2, 3}}},
	} {
		got := lineDiff(lines(c.a), lines(c.b))
		require.Equal(t, c.want, got, "%q -> %q", c.a, c.b)
	}
}
