// Package log is the module's own logging package, which takes the
// name "log" in the files that import it.
package log

// Logf logs a line.
func Logf(format string, args ...any) {}
