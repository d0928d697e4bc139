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

// Settings are the plugin's settings: the keys of .toolerrlint.yaml
// (README.md, "Configuration").
type Settings = config.Settings

// New decodes settings and returns the plugin.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		return nil, err
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
// golangci-lint prints each one's findings (prefixed "NAME: "), with
// where the offending part arose in the message (see Inline). The check
// of suppression comments requires the inlined passes, so each runs once.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	inlined := map[*analysis.Analyzer]*analysis.Analyzer{}
	var out []*analysis.Analyzer
	for _, a := range suite.Analyzers(p.opts) {
		b := Inline(a)
		b.Requires = slices.Clone(a.Requires)
		for i, r := range b.Requires {
			if w, ok := inlined[r]; ok {
				b.Requires[i] = w
			}
		}
		inlined[a] = b
		out = append(out, b)
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
