package frameworks

// MCPGolang is github.com/metoro-io/mcp-golang (checked against v0.7.0).
//
// RegisterTool takes the handler as an any and calls it by reflection;
// a returned error becomes a tool result flagged isError whose text is
// "handler returned an error: " + err.Error(). On success the model
// reads the handler's ToolResponse, made of NewTextContent texts; the
// response type has no error flag, so that text tells a failure by its
// words alone (FlagAbsent).
var MCPGolang = Framework{
	Name: "mcp-golang",
	Registrations: []Registration{
		{Func: Func{mcpgolangPkg, "Server", "RegisterTool"}, Tool: 0, Handler: 2, Errors: ErrorToolResult},
	},
	CallSinks: []CallSink{
		{Func: Func{mcpgolangPkg, "", "NewTextContent"}, Text: 0, Flag: FlagAbsent},
	},
	FieldSinks: []FieldSink{
		{Pkg: mcpgolangPkg, Type: "TextContent", Field: "Text", Flag: FlagAbsent},
	},
}

const mcpgolangPkg = "github.com/metoro-io/mcp-golang"
