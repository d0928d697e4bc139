package frameworks

// FoxyContexts is github.com/strowk/foxy-contexts (checked against
// v0.1.0-beta.6), an MCP server framework wired with go.uber.org/fx.
//
// A tool is fxctx.NewTool(&mcp.Tool{Name: ...}, callback), or a module
// type implementing fxctx.Tool. The callback returns only a
// *mcp.CallToolResult: it has no error to return, so every failure is
// told in the result, whose Content holds mcp.TextContent values and
// whose IsError is a *bool. The tool mux returns the result as it is.
// The toolinput package checks the arguments against the tool's schema,
// with errors in its own words about the argument, and then reads them:
// a read's error is ruled out for a property the schema requires, which
// the analysis does not read (CheckedReads). The callback's arguments map
// is the request's, decoded by encoding/json without UseNumber.
var FoxyContexts = Framework{
	Name: "foxy-contexts",
	Registrations: []Registration{
		{Func: Func{foxyFxctx, "", "NewTool"}, Tool: 0, Handler: 1, Errors: ErrorAborts, DecodedArgs: true},
	},
	Implementations: []Implementation{
		{Pkg: foxyFxctx, Iface: "Tool", Method: "Callback", NameMethod: "GetMcpTool", Errors: ErrorAborts},
	},
	FieldSinks: []FieldSink{
		{Pkg: foxyMCP, Type: "TextContent", Field: "Text", Flag: FlagNone},
	},
	ErrorFields: []ErrorField{
		{Pkg: foxyMCP, Type: "CallToolResult", Field: "IsError"},
	},
	// Validate fails in one of three ways, and which one a schema allows
	// is not in sight (one without required properties never says the
	// first): the gist names all three.
	ArgumentErrors: []ArgumentError{
		{Func{foxyToolinput, "ToolInputSchema", "Validate"}, "unknown, missing required or unparsable property …"},
	},
	CheckedReads: []Func{
		{foxyToolinput, "ToolInput", "String"},
		{foxyToolinput, "ToolInput", "Boolean"},
		{foxyToolinput, "ToolInput", "Number"},
		{foxyToolinput, "ToolInput", "Object"},
		{foxyToolinput, "ToolInput", "Array"},
	},
	ArgumentReads: []Func{
		{foxyToolinput, "ToolInput", "String"}, {foxyToolinput, "ToolInput", "StringOr"},
		{foxyToolinput, "ToolInput", "Boolean"}, {foxyToolinput, "ToolInput", "BooleanOr"},
		{foxyToolinput, "ToolInput", "Number"}, {foxyToolinput, "ToolInput", "NumberOr"},
		{foxyToolinput, "ToolInput", "Object"}, {foxyToolinput, "ToolInput", "ObjectOr"},
		{foxyToolinput, "ToolInput", "Array"}, {foxyToolinput, "ToolInput", "ArrayOr"},
	},
	ToolTypes:     []ToolType{{Pkg: foxyMCP, Name: "Tool"}},
	ToolNameField: "Name",
}

const (
	foxyFxctx     = "github.com/strowk/foxy-contexts/pkg/fxctx"
	foxyMCP       = "github.com/strowk/foxy-contexts/pkg/mcp"
	foxyToolinput = "github.com/strowk/foxy-contexts/pkg/toolinput"
)
