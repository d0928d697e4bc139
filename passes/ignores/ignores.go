// Package ignores defines the Analyzer that checks toolerrlint's
// suppression comments (//toolerrlint:ignore PASS reason): it reports a
// comment that names no pass, and one that suppresses nothing.
//
// It is a package of its own so that a driver that takes its analyzers
// one package at a time, as Bazel's nogo takes each package's Analyzer,
// can list it beside the passes' packages. It requires the passes'
// Analyzers (their packages' own), so listing it runs them.
package ignores

import "github.com/toolerrlint/toolerrlint/suite"

// Analyzer checks the suppression comments of the passes in
// suite.Default; it is suite.Ignores.
var Analyzer = suite.Ignores
