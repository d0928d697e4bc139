package frameworks

// GoSDK is the official MCP SDK, github.com/modelcontextprotocol/go-sdk
// (checked against v1.8.0).
//
// A typed handler's returned error becomes the tool result's text,
// err.Error() with isError set, and the result the handler returned with
// it is discarded. A low-level handler's error becomes a JSON-RPC error
// message instead. A typed handler's output value (Out) is sent as the
// result's structured content and, as JSON, its text, flagged only when
// the returned result sets IsError.
var GoSDK = Framework{
	Name: "go-sdk",
	Registrations: []Registration{
		{Func: Func{gosdkMCP, "", "AddTool"}, Tool: 1, Handler: 2, Errors: ErrorToolResult, Results: ResultsValue},
		{Func: Func{gosdkMCP, "Server", "AddTool"}, Tool: 0, Handler: 1, Errors: ErrorProtocol},
	},
	HandlerTypes: []HandlerType{
		{Pkg: gosdkMCP, Name: "ToolHandlerFor", Errors: ErrorToolResult, Values: ResultsValue,
			Params:  []string{"context.Context", "*" + gosdkMCP + ".ServerRequest", "_"},
			Results: []string{"*" + gosdkMCP + ".CallToolResult", "_", "error"}},
		{Pkg: gosdkMCP, Name: "ToolHandler", Errors: ErrorProtocol,
			Params:  []string{"context.Context", "*" + gosdkMCP + ".ServerRequest"},
			Results: []string{"*" + gosdkMCP + ".CallToolResult", "error"}},
	},
	CallSinks: []CallSink{
		// SetError shows err.Error() when Content is empty and sets IsError.
		{Func: Func{gosdkMCP, "CallToolResult", "SetError"}, Text: 0, Flag: FlagSet},
	},
	FieldSinks: []FieldSink{
		{Pkg: gosdkMCP, Type: "TextContent", Field: "Text", Flag: FlagNone},
	},
	ErrorFields: []ErrorField{
		{Pkg: gosdkMCP, Type: "CallToolResult", Field: "IsError"},
	},
	ToolTypes:     []ToolType{{Pkg: gosdkMCP, Name: "Tool"}},
	ToolNameField: "Name",
}

const gosdkMCP = "github.com/modelcontextprotocol/go-sdk/mcp"

// ToolRequestPkg reports whether the package at path declares an MCP
// framework's CallToolRequest, whose Params.Name names the tool called:
// mcp-go's mcp package and the go-sdk's.
func ToolRequestPkg(path string) bool {
	path = Canonical(path)
	return path == mcpgoMCP || path == gosdkMCP
}
