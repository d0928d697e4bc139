// Package registry registers mcp-golang tools from a table whose handler
// field is of type any, in a loop: it knows none of the handlers, which
// the packages filling the table declare.
package registry

import mcp_golang "github.com/metoro-io/mcp-golang"

// Registration is one tool of the table.
type Registration struct {
	Name        string
	Description string
	Handler     any // a func(args T) (*mcp_golang.ToolResponse, error)
}

// RegisterAll registers every tool of the table with s.
func RegisterAll(s *mcp_golang.Server, tools []Registration) error {
	for _, t := range tools {
		if err := s.RegisterTool(t.Name, t.Description, t.Handler); err != nil {
			return err
		}
	}
	return nil
}
