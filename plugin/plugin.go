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
//	          retry-phrases: [ask the user]
//	          retry-fields: [Retryable]
//	          trusted: [github.com/acme/errs.*]
//	          disable: [retryable]
//	issues:
//	  uniq-by-line: false
//
// golangci-lint lowercases every settings key and rejects unknown ones,
// so the settings are flat lists. Each plugin instance builds its own
// analyzers from its own settings.
package plugin

import (
	"fmt"
	"path/filepath"
	"slices"

	"github.com/golangci/plugin-module-register/register"
	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/suite"
	"golang.org/x/tools/go/analysis"
)

// Name is the linter's name in .golangci.yml.
const Name = "toolerrlint"

func init() { register.Plugin(Name, New) }

// Settings are the plugin's settings: the command's flags, by other
// names.
type Settings struct {
	// Module lists import-path prefixes of the code whose text counts as
	// owned (default: the module being linted).
	Module []string `json:"module"`
	// Strict also reports text whose origin cannot be seen.
	Strict bool `json:"strict"`
	// RetryPhrases are added to the phrases that state a retry decision.
	RetryPhrases []string `json:"retry-phrases"`
	// RetryFields replace the bool field names that record one.
	RetryFields []string `json:"retry-fields"`
	// Disable names passes to leave out (suite.Names: rawerr, interp,
	// ...).
	Disable []string `json:"disable"`
	// Trusted lists functions and error variables whose text counts as
	// written for a model (config.CompileTrusted).
	Trusted []string `json:"trusted"`
}

// New decodes settings and returns the plugin.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		return nil, err
	}
	opts := config.Default()
	opts.Module, opts.Strict, opts.Disable, opts.Trusted = s.Module, s.Strict, s.Disable, s.Trusted
	if _, err := config.CompileTrusted(s.Trusted); err != nil {
		return nil, fmt.Errorf("toolerrlint: %v", err)
	}
	opts.RetryPhrases = append(opts.RetryPhrases, s.RetryPhrases...)
	if s.RetryFields != nil {
		opts.RetryFields = s.RetryFields
	}
	known := suite.Names()
	for _, d := range s.Disable {
		if !slices.Contains(known, d) {
			return nil, fmt.Errorf("toolerrlint: disable: unknown pass %q (known: %v)", d, known)
		}
	}
	return &plugin{opts: opts}, nil
}

type plugin struct{ opts *config.Options }

// BuildAnalyzers returns every enabled pass; all are roots, so
// golangci-lint prints each one's findings (prefixed "NAME: "), with
// where the offending part arose in the message (see Inline).
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	var out []*analysis.Analyzer
	for _, a := range suite.Analyzers(p.opts) {
		out = append(out, Inline(a))
	}
	return out, nil
}

// Inline returns a copy of a that moves each diagnostic's related
// positions into its message: golangci-lint turns related information
// into issues of their own, which //nolint on the finding's line does
// not cover, so a suppressed finding would still print its "arises
// here" half.
func Inline(a *analysis.Analyzer) *analysis.Analyzer {
	b := *a
	b.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			for _, r := range d.Related {
				pos := pass.Fset.Position(r.Pos)
				d.Message += fmt.Sprintf(" (%s at %s:%d)", r.Message, filepath.Base(pos.Filename), pos.Line)
			}
			d.Related = nil
			pass.Report(d)
		}
		return a.Run(&p)
	}
	return &b
}

// GetLoadMode asks for types: the passes need them, and facts.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
