// Package tool is a stub of google.golang.org/adk/v2/tool v2.2.0.
package tool

// Tool (tool/tool.go:38).
type Tool interface {
	Name() string
	Description() string
	IsLongRunning() bool
}
