// Package logger is a module's own logging package, as servers write
// them around the standard log: a fix logs with it where a file does.
package logger

import "log"

// Errorf logs at error level.
func Errorf(format string, args ...any) { log.Printf("ERROR "+format, args...) }

// Infof logs at info level.
func Infof(format string, args ...any) { log.Printf("INFO "+format, args...) }
