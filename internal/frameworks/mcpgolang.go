package frameworks

// MCPGolang is github.com/metoro-io/mcp-golang (checked against v0.7.0).
//
// RegisterTool takes the handler as an any and calls it by reflection;
// a returned error becomes a tool result flagged isError whose text is
// "handler returned an error: " + err.Error() (v0.8: the error's text
// alone). On success the model reads the handler's ToolResponse, made
// of NewTextContent texts; the response type has no error flag, so a
// failure written into it and returned with a nil error goes out as a
// success (FlagByError): the returned error is the flag.
//
// mcp-golang has no named handler type: RegisterTool checks by reflection
// that the handler is func(T) or func(context.Context, T), returning
// (*ToolResponse, error), and decodes the arguments into T, a struct
// (a helper taking any, convertToResponse(result any), is no handler). That contract is the handlers' shape, so a
// function of that signature is found in the package that declares it,
// whatever passes it to RegisterTool: a method value of a client type
// another package registers (server.RegisterTool("me", "...", client.GetMe)),
// a function kept in a table of any.
var MCPGolang = Framework{
	Name: "mcp-golang",
	Registrations: []Registration{
		{Func: Func{mcpgolangPkg, "Server", "RegisterTool"}, Tool: 0, Handler: 2, Errors: ErrorToolResult},
	},
	HandlerTypes: []HandlerType{
		{Pkg: mcpgolangPkg, Errors: ErrorToolResult,
			Params: []string{"{}"}, Results: mcpgolangResults},
		{Pkg: mcpgolangPkg, Errors: ErrorToolResult,
			Params: []string{"context.Context", "{}"}, Results: mcpgolangResults},
	},
	CallSinks: []CallSink{
		{Func: Func{mcpgolangPkg, "", "NewTextContent"}, Text: 0, Flag: FlagByError},
	},
	FlagCalls: []FlagCall{
		{Func: Func{mcpgolangPkg, "", "NewToolResponse"}, Content: 0},
	},
	FieldSinks: []FieldSink{
		{Pkg: mcpgolangPkg, Type: "TextContent", Field: "Text", Flag: FlagAbsent},
	},
}

const mcpgolangPkg = "github.com/metoro-io/mcp-golang"

// mcpgolangResults are the results RegisterTool's reflection requires.
var mcpgolangResults = []string{"*" + mcpgolangPkg + ".ToolResponse", "error"}
