package frameworks

// GoMCP is github.com/ThinkInAIXYZ/go-mcp (checked against v0.2.20).
//
// The server returns a handler's result as it is, and a returned error
// becomes a JSON-RPC error response whose message is err.Error()
// (ErrorProtocol). Results are CallToolResult values holding TextContent
// texts and an IsError flag, set as a field or by NewCallToolResult's
// second argument.
var GoMCP = Framework{
	Name: "go-mcp",
	Registrations: []Registration{
		{Func: Func{gomcpServer, "Server", "RegisterTool"}, Tool: 0, Handler: 1, Errors: ErrorProtocol},
	},
	// No shape: the client's CallTool has the handlers' signature.
	HandlerTypes: []HandlerType{
		{Pkg: gomcpServer, Name: "ToolHandlerFunc", Errors: ErrorProtocol},
	},
	FieldSinks: []FieldSink{
		{Pkg: gomcpProtocol, Type: "TextContent", Field: "Text", Flag: FlagNone},
	},
	ErrorFields: []ErrorField{
		{Pkg: gomcpProtocol, Type: "CallToolResult", Field: "IsError"},
	},
	FlagCalls: []FlagCall{
		{Func: Func{gomcpProtocol, "", "NewCallToolResult"}, Content: 0, Flag: Argument(1)},
	},
	ToolTypes:        []ToolType{{Pkg: gomcpProtocol, Name: "Tool"}},
	ToolNameField:    "Name",
	ToolConstructors: []Func{{gomcpProtocol, "", "NewTool"}},
}

const (
	gomcpProtocol = "github.com/ThinkInAIXYZ/go-mcp/protocol"
	gomcpServer   = "github.com/ThinkInAIXYZ/go-mcp/server"
)
