package frameworks

// MCPGo is github.com/mark3labs/mcp-go (checked against v1.2.1).
//
// A handler's returned error leaves the server as a JSON-RPC error whose
// message is err.Error(); MCP hosts commonly show it to the model. Only
// NewStructuredToolHandler turns it into a flagged tool result, and so
// does a middleware installed with WithToolHandlerMiddleware that
// returns mcp.NewToolResultError(err.Error()), nil for the error of
// next: the server applies the middlewares to every handler, the first
// installed outermost (WithRecovery installs one too: a panic passes an
// inner converter by and leaves as the recovery's JSON-RPC error).
var MCPGo = Framework{
	Name: "mcp-go",
	Registrations: []Registration{
		{Func: Func{mcpgoServer, "MCPServer", "AddTool"}, Tool: 0, Handler: 1, Errors: ErrorMiddleware},
		{Func: Func{mcpgoServer, "MCPServer", "AddSessionTool"}, Tool: 1, Handler: 2, Errors: ErrorMiddleware},
	},
	Adapters: []Adapter{
		{Func: Func{mcpgoMCP, "", "NewTypedToolHandler"}, Handler: 0, Errors: ErrorMiddleware},
		{Func: Func{mcpgoMCP, "", "NewStructuredToolHandler"}, Handler: 0, Errors: ErrorToolResult},
	},
	HandlerTypes: []HandlerType{
		{Pkg: mcpgoServer, Name: "ToolHandlerFunc", Errors: ErrorMiddleware,
			Params:  []string{"context.Context", mcpgoMCP + ".CallToolRequest"},
			Results: []string{"*" + mcpgoMCP + ".CallToolResult", "error"}},
		{Pkg: mcpgoMCP, Name: "TypedToolHandlerFunc", Errors: ErrorMiddleware,
			Params:  []string{"context.Context", mcpgoMCP + ".CallToolRequest", "_"},
			Results: []string{"*" + mcpgoMCP + ".CallToolResult", "error"}},
		{Pkg: mcpgoMCP, Name: "StructuredToolHandlerFunc", Errors: ErrorToolResult,
			Params:  []string{"context.Context", mcpgoMCP + ".CallToolRequest", "_"},
			Results: []string{"_", "error"}},
	},
	CallSinks: []CallSink{
		{Func: Func{mcpgoMCP, "", "NewToolResultError"}, Text: 0, Flag: FlagSet},
		{Func: Func{mcpgoMCP, "", "NewToolResultErrorf"}, Text: 0, Format: true, Flag: FlagSet},
		{Func: Func{mcpgoMCP, "", "NewToolResultErrorFromErr"}, Text: 0, Appends: Argument(1), Flag: FlagSet, Plain: "NewToolResultError"},
		{Func: Func{mcpgoMCP, "", "NewToolResultText"}, Text: 0, Flag: FlagNone, ErrorVariant: "NewToolResultError"},
		{Func: Func{mcpgoMCP, "", "NewToolResultStructured"}, Text: 1, Flag: FlagNone},
		// Their text content is the JSON of the value (the structured
		// content of NewToolResultStructured stays out: hosts differ on
		// showing it to the model, and its fallback text is the text).
		{Func: Func{mcpgoMCP, "", "NewToolResultJSON"}, Text: 0, JSON: true, Flag: FlagNone},
		{Func: Func{mcpgoMCP, "", "NewToolResultStructuredOnly"}, Text: 0, JSON: true, Flag: FlagNone},
		{Func: Func{mcpgoMCP, "", "NewToolResultImage"}, Text: 0, Flag: FlagNone},
		{Func: Func{mcpgoMCP, "", "NewToolResultAudio"}, Text: 0, Flag: FlagNone},
		{Func: Func{mcpgoMCP, "", "NewToolResultResource"}, Text: 0, Flag: FlagNone},
		{Func: Func{mcpgoMCP, "", "NewTextContent"}, Text: 0, Flag: FlagNone},
	},
	FieldSinks: []FieldSink{
		{Pkg: mcpgoMCP, Type: "TextContent", Field: "Text", Flag: FlagNone},
	},
	ErrorFields: []ErrorField{
		{Pkg: mcpgoMCP, Type: "CallToolResult", Field: "IsError"},
	},
	ToolStructs: []ToolStruct{
		{Pkg: mcpgoServer, Type: "ServerTool", ToolField: "Tool", HandlerField: "Handler"},
	},
	// WithRecovery turns every handler's panic into the error "panic
	// recovered in <tool> tool handler: <value>", sent as JSON-RPC text.
	PanicDefaults: []PanicDefault{
		{Func: Func{mcpgoServer, "", "WithRecovery"}, Handler: -1},
	},
	ErrorMiddlewares: []Middleware{{Func: Func{mcpgoServer, "", "WithToolHandlerMiddleware"}, Arg: 0}},
	ServerTypes:      []ToolType{{mcpgoServer, "MCPServer"}},
	ToolTypes:        []ToolType{{Pkg: mcpgoMCP, Name: "Tool"}},
	ToolNameField:    "Name",
	ToolConstructors: []Func{{mcpgoMCP, "", "NewTool"}, {mcpgoMCP, "", "NewToolWithRawSchema"}},
	ArgumentErrors: []ArgumentError{
		{Func{mcpgoMCP, "CallToolRequest", "RequireString"}, `required argument "…" not found`},
		{Func{mcpgoMCP, "CallToolRequest", "RequireInt"}, `required argument "…" not found`},
		{Func{mcpgoMCP, "CallToolRequest", "RequireFloat"}, `required argument "…" not found`},
		{Func{mcpgoMCP, "CallToolRequest", "RequireBool"}, `required argument "…" not found`},
		{Func{mcpgoMCP, "CallToolRequest", "RequireStringSlice"}, `required argument "…" not found`},
		{Func{mcpgoMCP, "CallToolRequest", "RequireIntSlice"}, `required argument "…" not found`},
		{Func{mcpgoMCP, "CallToolRequest", "RequireFloatSlice"}, `required argument "…" not found`},
		{Func{mcpgoMCP, "CallToolRequest", "RequireBoolSlice"}, `required argument "…" not found`},
		{Func{mcpgoMCP, "CallToolRequest", "BindArguments"}, `json: cannot unmarshal … into …`},
	},
	ArgumentReads: []Func{
		{mcpgoMCP, "CallToolRequest", "GetString"}, {mcpgoMCP, "CallToolRequest", "GetInt"},
		{mcpgoMCP, "CallToolRequest", "GetFloat"}, {mcpgoMCP, "CallToolRequest", "GetBool"},
		{mcpgoMCP, "CallToolRequest", "GetStringSlice"}, {mcpgoMCP, "CallToolRequest", "GetIntSlice"},
		{mcpgoMCP, "CallToolRequest", "GetFloatSlice"}, {mcpgoMCP, "CallToolRequest", "GetBoolSlice"},
	},
	ArgumentDecls: []Func{
		{mcpgoMCP, "", "WithString"}, {mcpgoMCP, "", "WithNumber"}, {mcpgoMCP, "", "WithInteger"},
		{mcpgoMCP, "", "WithBoolean"}, {mcpgoMCP, "", "WithObject"}, {mcpgoMCP, "", "WithArray"},
	},
	RequiredMarks: []Func{{mcpgoMCP, "", "Required"}},
	// A tool call always runs in a client session's context.
	NeverNil: []Func{
		{mcpgoServer, "", "ClientSessionFromContext"},
		{mcpgoServer, "", "ServerFromContext"},
	},
}

const (
	mcpgoMCP    = "github.com/mark3labs/mcp-go/mcp"
	mcpgoServer = "github.com/mark3labs/mcp-go/server"
)
