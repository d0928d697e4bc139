package driver

import (
	"go/token"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TestDropCrossed checks what happens to findings that a package's
// adapter reports in another package's file (a handler's return
// statement): one on a line where the file's own package reports the
// same pass is that package's finding seen again, and dropped; a report
// that a suppression comment suppressed nothing is dropped when the
// comment suppressed such a finding.
func TestDropCrossed(t *testing.T) {
	rawerr, interp := &analysis.Analyzer{Name: "rawerr"}, &analysis.Analyzer{Name: "interp"}
	ignores := &analysis.Analyzer{Name: report.IgnoresName}
	pods := &packages.Package{ID: "pods", GoFiles: []string{"pods.go"}}
	adapter := &packages.Package{ID: "adapter", GoFiles: []string{"adapter.go"}}
	used := &report.Outcome{Used: map[token.Pos]bool{7: true}}
	act := func(a *analysis.Analyzer, p *packages.Package, res any) *checker.Action {
		return &checker.Action{Analyzer: a, Package: p, Result: res}
	}
	podsRawerr, podsIgnores := act(rawerr, pods, &report.Outcome{}), act(ignores, pods, nil)
	adapterRawerr, adapterInterp := act(rawerr, adapter, used), act(interp, adapter, &report.Outcome{})
	at := func(a *checker.Action, line int, pos token.Pos, category, msg string) diagnostic {
		return diagnostic{act: a, posn: token.Position{Filename: "pods.go", Line: line},
			diag: analysis.Diagnostic{Pos: pos, Category: category, Message: msg}}
	}
	findings := []diagnostic{
		at(podsRawerr, 10, 1, "", "pods' own finding"),
		at(adapterRawerr, 10, 2, "", "the same entry, through the adapter"),
		at(adapterRawerr, 12, 3, "", "another entry"),
		at(adapterInterp, 10, 4, "", "another pass on the same line"),
		at(podsIgnores, 6, 7, report.Unused, "a comment the adapter's finding used"),
		at(podsIgnores, 8, 9, report.Unused, "a comment nothing used"),
	}
	var kept []string
	for _, f := range dropCrossed([]*checker.Action{podsRawerr, podsIgnores, adapterRawerr, adapterInterp}, findings) {
		kept = append(kept, f.diag.Message)
	}
	require.Equal(t, []string{"pods' own finding", "another entry", "another pass on the same line", "a comment nothing used"}, kept)
}
