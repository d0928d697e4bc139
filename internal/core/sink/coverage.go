package sink

import (
	"go/token"
)

// Coverage is what the analysis saw of a package that imports agent
// frameworks, MCP SDKs or model API SDKs (frameworks.Modules), for the
// report of what it could not see: a package that hands a framework a
// tool and yields no handler and no sink was not analyzed at all,
// whatever its lack of findings suggests.
type Coverage struct {
	// Imports are the modules the package imports directly, each as its
	// module path at the major imported (google.golang.org/adk/v2),
	// in order.
	Imports []string
	// ToolAPI are those of Imports the package hands a tool, so that
	// handlers are expected in it: it passes a function of its own (a
	// literal, or one it declares) to one of their functions or methods
	// with "tool" in its name or its package's (AddTool, NewTool,
	// DefineTool, functiontool.New), converts one to a func type of
	// theirs with "Tool" in its name, or declares a type implementing an
	// interface of theirs with "Tool" in its name.
	ToolAPI []string
	// Handlers is the number of tool handlers found in the package, and
	// Sinks the number of places its text reaches the model.
	Handlers, Sinks int
	// Outside are the positions, in other packages, of the handlers'
	// returns this package's adapter shows (Sink.Outside): those
	// packages were seen from here.
	Outside []token.Pos
	// Expected names, in words, what the package shows tool handlers are
	// behind where the tables cannot see them: a registration reading
	// its handler from a field of type any, a tool interface the module
	// declares itself (core's expected). A run that finds no handler
	// says what it expected and did not see.
	Expected []string
}

// Counted records in c what the analysis found: the handlers, the sinks
// and the returns of other packages' handlers it reports at.
func (c *Coverage) Counted(handlers int, sinks []*Sink) {
	c.Handlers = handlers
	c.Sinks = len(sinks)
	for _, s := range sinks {
		if s.Outside != nil {
			c.Outside = append(c.Outside, s.Pos)
		}
	}
}
