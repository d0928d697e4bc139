package sarif

import (
	"bytes"
	"encoding/json"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// TestCodeFlows checks that the related positions of a finding with
// several sources become a code flow per source, in order, and that the
// count of the sources not shown stays a related location only.
func TestCodeFlows(t *testing.T) {
	root := t.TempDir()
	name := filepath.Join(root, "a.go")
	src := "package a\n\nfunc a() {}\nfunc b() {}\nfunc c() {}\n"
	if err := os.WriteFile(name, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	f := fset.AddFile(name, -1, len(src))
	f.SetLinesForContent([]byte(src))
	line := func(n int) token.Pos { return f.LineStart(n) }
	d := analysis.Diagnostic{Pos: line(5), Message: "finding", Related: []analysis.RelatedInformation{
		{Pos: line(3), Message: "source 1 of 14: the error comes from os.Stat"},
		{Pos: line(4), Message: "returned here by walk"},
		{Pos: line(3), Message: "source 2 of 14: the error comes from os.ReadDir"},
		{Pos: line(5), Message: "and 12 more sources not shown"},
	}}
	a := &analysis.Analyzer{Name: "rawerr", Doc: "rawerr: doc"}
	var out bytes.Buffer
	if err := Write(&out, Tool{Name: "toolerrlint"}, []*analysis.Analyzer{a}, []Finding{{a, fset, d}}, root); err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RelatedLocations []json.RawMessage
				CodeFlows        []struct {
					ThreadFlows []struct {
						Locations []struct {
							Location struct{ Message struct{ Text string } }
						}
					}
				}
			}
		}
	}
	if err := json.Unmarshal(out.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	r := log.Runs[0].Results[0]
	if len(r.RelatedLocations) != 4 {
		t.Errorf("%d related locations, want 4", len(r.RelatedLocations))
	}
	var flows [][]string
	for _, cf := range r.CodeFlows {
		var msgs []string
		for _, l := range cf.ThreadFlows[0].Locations {
			msgs = append(msgs, l.Location.Message.Text)
		}
		flows = append(flows, msgs)
	}
	want := [][]string{
		{"source 1 of 14: the error comes from os.Stat", "returned here by walk"},
		{"source 2 of 14: the error comes from os.ReadDir"},
	}
	if !reflect.DeepEqual(flows, want) {
		t.Errorf("code flows %q, want %q", flows, want)
	}
}
