package core

import (
	"slices"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/config"
	"github.com/toolerrlint/toolerrlint/internal/core/facts"
	"github.com/toolerrlint/toolerrlint/internal/core/middleware"
	"github.com/toolerrlint/toolerrlint/internal/core/ssautil"
	"golang.org/x/tools/go/analysis"
)

// withConverter returns the options for pass: c's, with the converting
// middleware (config.Options.ErrorsAsResults) that the package installs
// or a package it imports passes on, when no flag or configuration
// names one, else the one the command found in the module. The package
// passes what it installs or imports on in turn (facts.ConverterFact).
//
// This is what a driver that analyses one package at a time (go vet,
// golangci-lint, nogo) can see: a server whose middleware and handlers
// are in one package, or handlers added to a server of a package they
// import. The command's look at every package before the analysis
// (middleware.ConvertingMiddleware over the module) sees more: what it
// finds counts for the packages where this finds nothing.
func (c *checker) withConverter(pass *analysis.Pass) *config.Options {
	if c.opts.ErrorsAsResultsGiven || c.opts.ErrorsAsResults != "" {
		return c.opts
	}
	name := middleware.ConvertingMiddleware([]ssautil.Source{{Pkg: pass.Pkg, Files: pass.Files, Info: pass.TypesInfo}})
	if name == "" {
		name = importedConverter(pass)
	}
	if name != "" {
		pass.ExportPackageFact(&facts.ConverterFact{Middleware: name})
	} else if name = c.opts.ModuleConverter; name == "" {
		return c.opts
	}
	opts := *c.opts
	opts.ErrorsAsResults = name
	return &opts
}

// importedConverter returns the converting middleware an import of
// pass's package passes on, the first by import path, or "".
func importedConverter(pass *analysis.Pass) string {
	imports := slices.Clone(pass.Pkg.Imports()) // the package's own list
	sort.Slice(imports, func(i, j int) bool { return imports[i].Path() < imports[j].Path() })
	for _, imp := range imports {
		var f facts.ConverterFact
		if pass.ImportPackageFact(imp, &f) {
			return f.Middleware
		}
	}
	return ""
}
