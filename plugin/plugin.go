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
//	          trusted: [example.com/mymodule/errs.ForModel]
//	          retry-phrases: [transient, retry, permanent]
//	          retry-fields: [Retryable]
//	          disable: [retryable]
//	          exclude:
//	            - path: internal/legacy/**
//	              passes: [retryable]
//
// The settings are the keys of .toolerrlint.yaml, one schema for both;
// exclusion globs are relative to the directory golangci-lint runs in. Each plugin instance builds its own
// analyzers from its own settings.
package plugin

import (
	"fmt"

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
// golangci-lint prints each one's findings (prefixed "NAME: ").
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return suite.Analyzers(p.opts), nil
}

// GetLoadMode asks for types: the passes need them, and facts.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
