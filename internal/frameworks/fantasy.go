package frameworks

// Fantasy is charm.land/fantasy, the agent loop of charmbracelet/crush
// (checked against v0.41.2, the newest version that builds with Go 1.26).
//
// A tool reports a failure to the model with a ToolResponse flagged
// IsError (NewTextErrorResponse): the model reads its Content. A returned
// Go error is critical in v0.41.2: the agent run stops and the model
// reads nothing, so the table treats it as aborting. (From v0.48.0 on, a
// returned error becomes an error tool result with text err.Error(); a
// module pinned to such a version would need ErrorToolResult here.)
// Whatever the version, the tool runner recovers a handler's panic and
// sends the model "tool %q panicked: <value>" and debug.Stack().
var Fantasy = Framework{
	Name: "fantasy",
	Registrations: []Registration{
		{Func: Func{fantasyPkg, "", "NewAgentTool"}, Tool: 0, Handler: 2, Errors: ErrorAborts},
		{Func: Func{fantasyPkg, "", "NewParallelAgentTool"}, Tool: 0, Handler: 2, Errors: ErrorAborts},
	},
	Implementations: []Implementation{
		{Pkg: fantasyPkg, Iface: "AgentTool", Method: "Run", NameMethod: "Info", Errors: ErrorAborts},
	},
	CallSinks: []CallSink{
		{Func: Func{fantasyPkg, "", "NewTextErrorResponse"}, Text: 0, Flag: FlagSet},
		{Func: Func{fantasyPkg, "", "NewTextResponse"}, Text: 0, Flag: FlagNone},
	},
	FieldSinks: []FieldSink{
		{Pkg: fantasyPkg, Type: "ToolResponse", Field: "Content", Flag: FlagNone},
	},
	ErrorFields: []ErrorField{
		{Pkg: fantasyPkg, Type: "ToolResponse", Field: "IsError"},
	},
	PanicDefaults: []PanicDefault{
		{Func: Func{fantasyPkg, "", "NewAgentTool"}, Handler: 2, Stack: true},
		{Func: Func{fantasyPkg, "", "NewParallelAgentTool"}, Handler: 2, Stack: true},
	},
	ToolTypes:     []ToolType{{Pkg: fantasyPkg, Name: "ToolInfo"}},
	ToolNameField: "Name",
	ToolConstructors: []Func{
		{fantasyPkg, "", "NewAgentTool"},
		{fantasyPkg, "", "NewParallelAgentTool"},
	},
}

const fantasyPkg = "charm.land/fantasy"
