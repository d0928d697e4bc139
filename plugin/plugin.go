// Package plugin registers toolerrlint as a golangci-lint v2 module
// plugin. Build a golangci-lint that includes it (see README.md), then
// enable it in .golangci.yml:
//
//	linters:
//	  enable: [toolerrlint]
//	  settings:
//	    custom:
//	      toolerrlint:
//	        type: module
//	        description: tool-error hygiene for LLM agent tools
//	        settings:
//	          strict: false
//	          module: [example.com/mymodule]
//	          trusted: [github.com/acme/errs.*]
//	          retry-phrases: [ask the user]
//	          retry-fields: [Retryable]
//	          enable: []           # only these passes, as go vet's -NAME flags choose
//	          disable: [retryable]
//	          exclude:
//	            - path: internal/legacy/**
//	              passes: [retryable]
//	issues:
//	  uniq-by-line: false
//
// The settings are the keys of .toolerrlint.yaml, one schema for both;
// exclusion globs are relative to the directory golangci-lint runs in.
// Each plugin instance builds its own analyzers from its own settings.
package plugin

import (
	"fmt"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/report"
	"github.com/toolerrlint/toolerrlint/internal/summary"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
)

// Name is the linter's name in .golangci.yml.
const Name = "toolerrlint"

func init() { register.Plugin(Name, New) }

// Settings are the plugin's settings: the keys of .toolerrlint.yaml
// (README.md, "Configuration").
type Settings = config.Settings

// New decodes settings and returns the plugin.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		// Its error names the key it does not know (a typo) and nothing
		// else, where a configuration file's lists those it does.
		return nil, fmt.Errorf("toolerrlint: settings: %v (known: %s)", err, config.KnownKeys)
	}
	if err := s.Check(suite.Disableable()); err != nil {
		return nil, fmt.Errorf("toolerrlint: %v", err)
	}
	opts := config.Default()
	s.Apply(opts)
	return &plugin{opts: opts}, nil
}

type plugin struct{ opts *config.Options }

// BuildAnalyzers returns every enabled pass; all are roots, so
// golangci-lint prints each one's findings (prefixed "NAME: "), adapted
// to what golangci-lint does with a diagnostic (see Adapt). The check
// of suppression comments requires the adapted passes, so each runs once.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return suite.Rewrapped(suite.Analyzers(p.opts), Adapt), nil
}

// Adapt returns a copy of a whose diagnostics suit golangci-lint:
//
//   - The first related position, where the named source's text
//     arose, moves into the message, and the others are counted:
//     golangci-lint turns related information into issues of their
//     own, which //nolint on the finding's line does not cover, so a
//     suppressed finding would still print its "arises here" half; and
//     the whole trail inlined made messages of 1,400 characters.
//   - At most one fix: golangci-lint --fix applies every suggested fix
//     of a diagnostic together, and drops alternatives that edit the
//     same text as conflicting (and with them the file's other fixes).
//     A decided finding keeps the fix its evidence supports, the first,
//     as toolerrlint -fix applies it; an undecided one keeps none, and
//     its message lists the alternatives for a human to choose from.
func Adapt(a *analysis.Analyzer) *analysis.Analyzer {
	b := *a
	b.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			d.Message += origin(pass.Fset, d.Related)
			d.Related = nil
			if d.Category == report.Undecided {
				d.Message += alternatives(d.SuggestedFixes)
				d.SuggestedFixes = nil
			}
			if len(d.SuggestedFixes) > 1 {
				d.SuggestedFixes = d.SuggestedFixes[:1]
			}
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &b
}

// origin says, for the message, where the text arose (the first of
// related) and how many positions of the trail are left to -json.
func origin(fset *token.FileSet, related []analysis.RelatedInformation) string {
	if len(related) == 0 {
		return ""
	}
	pos := fset.Position(related[0].Pos)
	s := fmt.Sprintf(" (%s at %s:%d)", related[0].Message, filepath.Base(pos.Filename), pos.Line)
	if n := len(related) - 1; n > 0 {
		s += fmt.Sprintf(" (%s of the trail in toolerrlint -json)", summary.Plural(n, "more position"))
	}
	return s
}

// alternatives says, for the message of an undecided finding, which
// fixes a human chooses from.
func alternatives(fixes []analysis.SuggestedFix) string {
	if len(fixes) == 0 {
		return ""
	}
	titles := make([]string, len(fixes))
	for i, f := range fixes {
		titles[i] = strconv.Quote(f.Message)
	}
	return "; the code does not show whether a retry can help, so no fix is offered: choose " + strings.Join(titles, " or ")
}

// GetLoadMode asks for types: the passes need them, and facts.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
