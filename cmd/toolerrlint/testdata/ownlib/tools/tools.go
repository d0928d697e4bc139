// Package tools is the library's own registry.
package tools

// Tool is one registered function.
type Tool struct {
	Name string
	Run  func(input string) string
}

// NewTool registers run as the tool name.
func NewTool(name string, run func(input string) string) Tool {
	return Tool{Name: name, Run: run}
}
