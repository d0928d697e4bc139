// Package toolerrcore exports the analysis every toolerrlint pass
// requires (internal/core), so that a driver that takes its analyzers
// and their flags one package at a time can list it: Bazel's nogo sets
// analyzer_flags only on the analyzers its deps name, and the owned
// module (module), the middleware that turns handler errors into
// results (errors-as-results), the trusted functions (trusted) and the
// retry fields (retry-fields) are this analyzer's flags. It reports
// nothing.
package toolerrcore

import "github.com/toolerrlint/toolerrlint/internal/core"

// Analyzer is core.Analyzer, which the passes' package Analyzers share.
var Analyzer = core.Analyzer
