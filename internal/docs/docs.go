// Package docs turns a pass's doc.go into its Analyzer.Doc, so that the
// package documentation and the text `toolerrlint help NAME` prints are
// one text.
package docs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
)

// Extract returns the section of the package comment of the Go source
// file content that follows the heading "# Analyzer NAME": its first
// line is the one-line summary that drivers print in their lists. It
// panics if there is no such section, which a test of each pass catches.
func Extract(content, name string) string {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", content, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		panic("docs: " + err.Error())
	}
	text := packageComment(f)
	heading := "# Analyzer " + name
	i := strings.Index(text, heading)
	if i < 0 {
		panic("docs: no " + heading + " section")
	}
	text = strings.TrimSpace(text[i+len(heading):])
	if j := strings.Index(text, "\n# "); j >= 0 {
		text = text[:j]
	}
	return strings.TrimSpace(text)
}

func packageComment(f *ast.File) string {
	if f.Doc == nil {
		return ""
	}
	return f.Doc.Text()
}
