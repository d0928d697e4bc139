package frameworks

// Genkit is github.com/firebase/genkit/go (checked against v1.4.0).
//
// A tool function's Out result is what the model reads; there is no
// error flag, and a returned error aborts Generate (the model reads
// nothing). Interrupts ((*ai.ToolContext).Interrupt, ai.InterruptWith)
// are control flow, returned as errors, and are never shown either.
//
// Served over MCP by the plugin's server (plugins/mcp.NewMCPServer,
// which registers every tool of the Genkit instance with an mcp-go
// server), a tool's returned error reaches the model instead: the
// plugin's handler returns mcp.NewToolResultError(err.Error()) for the
// error of (*ai.ToolDef).RunRaw, which is "error calling tool <name>: "
// and the tool's error.
var Genkit = Framework{
	Name: "genkit",
	Registrations: []Registration{
		{Func: Func{genkitPkg, "", "DefineTool"}, Tool: 1, Handler: 3, Errors: ErrorAborts, Results: ResultsValue},
		{Func: Func{genkitPkg, "", "DefineMultipartTool"}, Tool: 1, Handler: 3, Errors: ErrorAborts, Results: ResultsValue},
		{Func: Func{genkitAI, "", "DefineTool"}, Tool: 1, Handler: 3, Errors: ErrorAborts, Results: ResultsValue},
		{Func: Func{genkitAI, "", "DefineMultipartTool"}, Tool: 1, Handler: 3, Errors: ErrorAborts, Results: ResultsValue},
		{Func: Func{genkitAI, "", "NewTool"}, Tool: 0, Handler: 2, Errors: ErrorAborts, Results: ResultsValue},
		{Func: Func{genkitAI, "", "NewMultipartTool"}, Tool: 0, Handler: 2, Errors: ErrorAborts, Results: ResultsValue},
	},
	CallSinks: []CallSink{
		// Manual tool handling (ai.WithReturnToolRequests).
		{Func: Func{genkitAI, "", "NewResponseForToolRequest"}, Text: 1, Flag: FlagAbsent},
		{Func: Func{genkitAI, "ToolDef", "Respond"}, Text: 1, Flag: FlagAbsent},
	},
	FieldSinks: []FieldSink{
		{Pkg: genkitAI, Type: "ToolResponse", Field: "Output", Flag: FlagAbsent},
		{Pkg: genkitAI, Type: "MultipartToolResponse", Field: "Output", Flag: FlagAbsent},
	},
	Hosts: []Host{
		{Func: Func{genkitMCP, "", "NewMCPServer"}, Errors: ErrorToolResult},
	},
}

const (
	genkitPkg = "github.com/firebase/genkit/go/genkit"
	genkitAI  = "github.com/firebase/genkit/go/ai"
	genkitMCP = "github.com/firebase/genkit/go/plugins/mcp"
)
