// Package logrus is a stub of github.com/sirupsen/logrus: the
// package-level logger a fix logs with where a file already uses it.
package logrus

// Entry is a log entry under construction.
type Entry struct{}

// WithError starts an entry holding err.
func WithError(err error) *Entry { return &Entry{} }

// WithField starts an entry holding a field.
func WithField(key string, value any) *Entry { return &Entry{} }

// WithError adds err to the entry.
func (e *Entry) WithError(err error) *Entry { return e }

// WithField adds a field to the entry.
func (e *Entry) WithField(key string, value any) *Entry { return e }

// Error logs the entry at error level.
func (e *Entry) Error(args ...any) {}

// Errorf logs at error level.
func Errorf(format string, args ...any) {}

// Logger is a configured logger, handed to the code that logs with it.
type Logger struct{}

// WithError starts an entry of the logger holding err.
func (l *Logger) WithError(err error) *Entry { return &Entry{} }

// WithField starts an entry of the logger holding a field.
func (l *Logger) WithField(key string, value any) *Entry { return &Entry{} }

// Error logs at error level.
func (l *Logger) Error(args ...any) {}
