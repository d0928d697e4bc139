// Package toolbox is a command line's table of subcommands: func values
// in a map by name, as an MCP server's tools may be kept, but nothing
// here answers MCP, so no model calls them.
package toolbox

// Toolbox runs subcommands by name.
type Toolbox struct {
	tools map[string]func(args []string) error
}

// Run runs the named subcommand.
func (t *Toolbox) Run(name string, args []string) error {
	if f, ok := t.tools[name]; ok {
		return f(args)
	}
	return nil
}
