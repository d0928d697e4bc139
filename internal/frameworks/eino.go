package frameworks

// Eino is github.com/cloudwego/eino (checked against v0.7.36, and the
// tool-call middlewares against v0.9.13: adk's are not in v0.7.36).
//
// A tool's string result (InvokableRun) or its function's output (the D
// of utils.InferTool, serialized as JSON) is what the model reads; there
// is no error flag, and a returned error aborts the run. The exception is
// a tool wrapped by utils.WrapToolWithErrorHandler: the handler's string
// becomes the tool message, and the error it receives from an InferTool
// or NewTool tool already starts with eino's own "[LocalFunc] failed to
// invoke tool, toolName=..., err=".
//
// A tool-call middleware (compose.ToolMiddleware's Invokable, an adk
// ChatModelAgentMiddleware's WrapInvokableToolCall and
// WrapEnhancedInvokableToolCall) wraps every tool of a ToolsNode or an
// agent in an endpoint of its own: what that endpoint returns (the
// ToolOutput's Result, the string, the ToolResult's text parts) is the
// tool message in place of the tool's, and the error of the endpoint it
// wraps is any tool's (HandlerType.Chain).
var Eino = Framework{
	Name: "eino",
	Registrations: []Registration{
		{Func: Func{einoUtils, "", "InferTool"}, Tool: 0, Handler: 2, Errors: ErrorAborts, Results: ResultsValue},
		{Func: Func{einoUtils, "", "InferOptionableTool"}, Tool: 0, Handler: 2, Errors: ErrorAborts, Results: ResultsValue},
		{Func: Func{einoUtils, "", "NewTool"}, Tool: 0, Handler: 1, Errors: ErrorAborts, Results: ResultsValue},
	},
	Implementations: []Implementation{
		{Pkg: einoTool, Iface: "InvokableTool", Method: "InvokableRun", NameMethod: "Info", Errors: ErrorAborts, Results: ResultsText},
	},
	HandlerTypes: []HandlerType{
		{Pkg: einoCompose, Name: "InvokableToolEndpoint", Errors: ErrorAborts, Values: ResultsNone, Chain: true},
		{Pkg: einoADK, Name: "InvokableToolCallEndpoint", Errors: ErrorAborts, Values: ResultsText, Chain: true},
		{Pkg: einoADK, Name: "EnhancedInvokableToolCallEndpoint", Errors: ErrorAborts, Values: ResultsNone, Chain: true},
	},
	FieldSinks: []FieldSink{
		{Pkg: einoCompose, Type: "ToolOutput", Field: "Result", Flag: FlagAbsent},
		{Pkg: einoSchema, Type: "ToolOutputPart", Field: "Text", Flag: FlagAbsent},
	},
	ErrorHandlers: []ErrorHandler{
		{Func: Func{einoUtils, "", "WrapToolWithErrorHandler"}, Tool: 0, Handler: 1, Param: 1, Prefixers: einoPrefixers},
		{Func: Func{einoUtils, "", "WrapInvokableToolWithErrorHandler"}, Tool: 0, Handler: 1, Param: 1, Prefixers: einoPrefixers},
	},
	CallSinks: []CallSink{
		{Func: Func{einoSchema, "", "ToolMessage"}, Text: 0, Flag: FlagAbsent},
	},
	ToolTypes:        []ToolType{{Pkg: einoSchema, Name: "ToolInfo"}},
	ToolNameField:    "Name",
	ToolConstructors: []Func{{einoUtils, "", "InferTool"}, {einoUtils, "", "InferOptionableTool"}},
}

// einoPrefixers build tools whose errors eino wraps in its own words.
var einoPrefixers = []Func{
	{einoUtils, "", "InferTool"},
	{einoUtils, "", "InferOptionableTool"},
	{einoUtils, "", "NewTool"},
}

const (
	einoTool    = "github.com/cloudwego/eino/components/tool"
	einoUtils   = "github.com/cloudwego/eino/components/tool/utils"
	einoSchema  = "github.com/cloudwego/eino/schema"
	einoCompose = "github.com/cloudwego/eino/compose"
	einoADK     = "github.com/cloudwego/eino/adk"
)
