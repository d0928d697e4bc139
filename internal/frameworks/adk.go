package frameworks

// ADK is google.golang.org/adk (checked against v1.7.0).
//
// A functiontool handler's returned error reaches the model as the
// function response {"error": err.Error()}; its TResults is the response
// on success. An OnToolErrorCallback or AfterToolCallback may replace the
// response with the map it returns (an "error" key marks a failure) or
// with {"error": e.Error()} for an error it returns.
var ADK = Framework{
	Name: "adk",
	Registrations: []Registration{
		{Func: Func{adkFunctiontool, "", "New"}, Tool: 0, Handler: 1, Errors: ErrorToolResult, Results: ResultsValue, ErrorKey: "error"},
	},
	HandlerTypes: []HandlerType{
		{Pkg: adkFunctiontool, Name: "Func", Errors: ErrorToolResult, Values: ResultsValue, ErrorKey: "error"},
		{Pkg: adkLLMAgent, Name: "OnToolErrorCallback", Errors: ErrorToolResult, Values: ResultsValue, ErrorKey: "error",
			Params:  []string{adkAgent + ".ToolContext", adkTool + ".Tool", "map[string]any", "error"},
			Results: []string{"map[string]any", "error"}},
		{Pkg: adkLLMAgent, Name: "AfterToolCallback", Errors: ErrorToolResult, Values: ResultsValue, ErrorKey: "error",
			Params:  []string{adkAgent + ".ToolContext", adkTool + ".Tool", "map[string]any", "map[string]any", "error"},
			Results: []string{"map[string]any", "error"}},
	},
	// functiontool's Run recovers a handler's panic into the error
	// "panic in tool %q: <value>\nstack: <debug.Stack()>".
	PanicDefaults: []PanicDefault{
		{Func: Func{adkFunctiontool, "", "New"}, Handler: 1, Stack: true},
	},
	ToolTypes:     []ToolType{{Pkg: adkFunctiontool, Name: "Config"}},
	ToolNameField: "Name",
}

const (
	adkAgent        = "google.golang.org/adk/agent"
	adkTool         = "google.golang.org/adk/tool"
	adkFunctiontool = "google.golang.org/adk/tool/functiontool"
	adkLLMAgent     = "google.golang.org/adk/agent/llmagent"
)
